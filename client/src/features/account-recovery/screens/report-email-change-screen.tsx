import { Trans, useLingui } from "@lingui/react/macro";
import { KeyRound, Loader2, ShieldAlert, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useReportEmailChange } from "@/features/account-recovery/api/report-email-change";
import { isLinkNotValid } from "@/features/account-recovery/components/link-codes";
import { INCOMPLETE_LINK, LinkProblem } from "@/features/account-recovery/components/link-problem";
import { RecoveryCard } from "@/features/account-recovery/components/recovery-card";
import { useLinkToken } from "@/features/account-recovery/components/use-link-token";
import { errorMessage } from "@/lib/api";

function ResetPasswordButton({ variant = "default" }: { variant?: "default" | "outline" }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link href="/forgot-password">
        <KeyRound aria-hidden /> <Trans>Reset your password</Trans>
      </Link>
    </Button>
  );
}

/**
 * `/report-email-change#token=…`, from the e-mail sent to the old address when someone asks to change it:
 * the owner says "this wasn't me", and the change is stopped (or undone), every session ended and staff alerted.
 */
export default function ReportEmailChangePage() {
  const token = useLinkToken();
  const report = useReportEmailChange();
  const { t } = useLingui();

  if (!token) {
    return (
      <LinkProblem {...INCOMPLETE_LINK}>
        <ResetPasswordButton />
      </LinkProblem>
    );
  }

  if (report.isSuccess) {
    return (
      <RecoveryCard icon={ShieldCheck} tone="success" title={t`Your account is secured`} description={report.data.message} announce>
        <ul className="grid list-disc gap-2 pl-5 text-sm">
          <li>
            <Trans>The e-mail address of your account stays the one this message reached, or is put back to it.</Trans>
          </li>
          <li>
            <Trans>Every device signed in to your account has been signed out.</Trans>
          </li>
          <li>
            <Trans>Our staff have been alerted and will look into it.</Trans>
          </li>
        </ul>
        <p className="text-sm font-medium">
          <Trans>
            Whoever asked for the change may know your password, so it no longer works. Choose a new one with the link we have just e-mailed
            you, or ask for a new link here.
          </Trans>
        </p>
        <ResetPasswordButton />
      </RecoveryCard>
    );
  }

  if (report.isError && isLinkNotValid(report.error)) {
    return (
      <LinkProblem
        announce
        description={t`This link can no longer be used. If you still think someone else has been using your account, reset your password now and raise a complaint with us.`}
      >
        <ResetPasswordButton />
        <Button asChild size="lg" variant="outline">
          <Link href="/grievance">
            <Trans>Raise a complaint</Trans>
          </Link>
        </Button>
      </LinkProblem>
    );
  }

  return (
    <RecoveryCard
      icon={ShieldAlert}
      tone="warning"
      title={t`Someone asked to change the e-mail address of your GharSetu account`}
      description={t`If it was you, there is nothing to do here: the address changes once the link we sent to the new address is opened.`}
    >
      <div className="grid gap-2 text-sm">
        <p className="font-medium">
          <Trans>If it was not you, secure your account now. This will:</Trans>
        </p>
        <ul className="grid list-disc gap-1 pl-5">
          <li>
            <Trans>stop the change, or put your e-mail address back if it has already changed;</Trans>
          </li>
          <li>
            <Trans>sign out every device signed in to your account;</Trans>
          </li>
          <li>
            <Trans>alert our staff, so they can look into it.</Trans>
          </li>
        </ul>
      </div>
      {report.isError && (
        <Alert variant="destructive">
          <div>
            <AlertTitle>
              <Trans>Your account is not secured yet</Trans>
            </AlertTitle>
            <AlertDescription>{errorMessage(report.error)}</AlertDescription>
          </div>
        </Alert>
      )}
      <Button
        type="button"
        size="lg"
        variant="destructive"
        className="h-auto min-h-12 whitespace-normal"
        disabled={report.isPending}
        onClick={() => report.mutate(token)}
      >
        {report.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ShieldAlert aria-hidden />}
        {report.isPending ? t`Securing your account...` : t`This wasn't me — secure my account`}
      </Button>
    </RecoveryCard>
  );
}
