import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, KeyRound, LogIn, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { PageSkeleton } from "@/components/ui/skeleton";
import { useResetLinkCheck } from "@/features/account-recovery/api/check-reset-link";
import { isLinkNotValid } from "@/features/account-recovery/components/link-codes";
import { INCOMPLETE_LINK, LinkProblem } from "@/features/account-recovery/components/link-problem";
import { RecoveryCard } from "@/features/account-recovery/components/recovery-card";
import { ResetPasswordForm } from "@/features/account-recovery/components/reset-password-form";
import { useLinkToken } from "@/features/account-recovery/components/use-link-token";
import { errorMessage } from "@/lib/api";

function AskForNewLink() {
  return (
    <Button asChild size="lg">
      <Link href="/forgot-password">
        <Trans>Ask for a new link</Trans>
      </Link>
    </Button>
  );
}

/** `/reset-password#token=…` from the e-mail: the link is checked first, then the new password is set with it. */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const check = useResetLinkCheck(token);
  const [done, setDone] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const { t } = useLingui();

  if (!token) {
    return (
      <LinkProblem {...INCOMPLETE_LINK}>
        <AskForNewLink />
      </LinkProblem>
    );
  }
  if (done) {
    return (
      <RecoveryCard icon={ShieldCheck} tone="success" title={t`Your password has been changed`} description={done} announce>
        <p className="text-center text-sm text-muted-foreground">
          <Trans>For your safety, every device that was signed in to your account has been signed out.</Trans>
        </p>
        <Button asChild size="lg">
          <Link href="/auth">
            <LogIn aria-hidden /> <Trans>Log in</Trans>
          </Link>
        </Button>
      </RecoveryCard>
    );
  }
  if (expired || (check.isError && isLinkNotValid(check.error))) {
    return (
      <LinkProblem announce={expired}>
        <AskForNewLink />
      </LinkProblem>
    );
  }
  if (check.isError) {
    return (
      <RecoveryCard icon={AlertTriangle} tone="danger" title={t`We could not check this link`} description={errorMessage(check.error)}>
        <Button type="button" size="lg" onClick={() => void check.refetch()} disabled={check.isFetching}>
          <Trans>Try again</Trans>
        </Button>
      </RecoveryCard>
    );
  }
  if (check.isPending) return <PageSkeleton />;

  return (
    <RecoveryCard
      icon={KeyRound}
      title={t`Set a new password`}
      description={t`Choose a new password for your GharSetu account. Afterwards you log in with it, and every device signed in to your account is signed out.`}
    >
      <ResetPasswordForm token={token} onDone={setDone} onLinkNotValid={() => setExpired(true)} />
    </RecoveryCard>
  );
}
