import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, LayoutDashboard, LogIn, LogOut, MailCheck, MailQuestion } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useVerifyEmail } from "@/features/account-recovery/api/verify-email";
import { isLinkForAnotherAccount, isLinkNotValid } from "@/features/account-recovery/components/link-codes";
import { INCOMPLETE_LINK, LinkProblem } from "@/features/account-recovery/components/link-problem";
import { RecoveryCard } from "@/features/account-recovery/components/recovery-card";
import { useLinkToken } from "@/features/account-recovery/components/use-link-token";
import { errorMessage } from "@/lib/api";
import { useUser } from "@/lib/auth/get-user";
import { logout } from "@/lib/auth/logout";
import { switchSessionUser } from "@/lib/auth/session-cache";

/** Onwards: the dashboard for someone signed in (where a new link can be asked for), else the log-in page. */
function Onwards({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Button asChild size="lg">
      <Link href="/dashboard">
        <LayoutDashboard aria-hidden /> <Trans>Go to dashboard</Trans>
      </Link>
    </Button>
  ) : (
    <Button asChild size="lg">
      <Link href="/auth">
        <LogIn aria-hidden /> <Trans>Log in</Trans>
      </Link>
    </Button>
  );
}

/** `/verify-email#token=…` from the e-mail: verifies on opening, signed in or not. */
export default function VerifyEmailPage() {
  const token = useLinkToken();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const [loggingOut, setLoggingOut] = useState(false);
  const { t } = useLingui();
  // One request per link: the link works once, so a second run of this effect (React's StrictMode) would fail it.
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token) {
    return (
      <LinkProblem {...INCOMPLETE_LINK}>
        <Onwards signedIn={!!user} />
      </LinkProblem>
    );
  }

  if (verify.isSuccess) {
    const email = verify.data.email;
    return (
      <RecoveryCard
        icon={MailCheck}
        tone="success"
        title={t`Your e-mail address is verified`}
        description={
          <Trans>
            We will send our e-mails to <span className="font-semibold text-foreground wrap-anywhere">{email}</span>.
          </Trans>
        }
        announce
      >
        <Onwards signedIn={!!user} />
      </RecoveryCard>
    );
  }

  if (verify.isError && isLinkForAnotherAccount(verify.error)) {
    // Signed in as someone else: log out here, then the same link (still in memory) is tried again.
    const logOutAndVerify = async () => {
      setLoggingOut(true);
      try {
        await logout();
        switchSessionUser(queryClient, null);
        mutate(token);
      } catch (error) {
        toast({ title: t`Logout failed`, description: errorMessage(error), variant: "destructive" });
      } finally {
        setLoggingOut(false);
      }
    };
    return (
      <LinkProblem title={t`This link is for a different account`} description={errorMessage(verify.error)} announce>
        <Button type="button" size="lg" onClick={logOutAndVerify} disabled={loggingOut}>
          <LogOut aria-hidden /> {loggingOut ? t`Logging out...` : t`Log out and verify`}
        </Button>
      </LinkProblem>
    );
  }

  if (verify.isError && isLinkNotValid(verify.error)) {
    const alreadyVerified = !!user?.emailVerifiedAt && !user.pendingEmail;
    return (
      <LinkProblem
        announce
        description={
          alreadyVerified
            ? t`Your e-mail address is already verified, so there is nothing more to do.`
            : user
              ? t`For your security, each link in our e-mails works only once and only for a short time. You can send yourself a new one from your dashboard.`
              : t`For your security, each link in our e-mails works only once and only for a short time. Log in to send yourself a new one from your dashboard.`
        }
      >
        <Onwards signedIn={!!user} />
      </LinkProblem>
    );
  }

  if (verify.isError) {
    return (
      <RecoveryCard
        icon={AlertTriangle}
        tone="danger"
        title={t`We could not verify your e-mail address`}
        description={errorMessage(verify.error)}
        announce
      >
        <Button type="button" size="lg" onClick={() => mutate(token)}>
          <Trans>Try again</Trans>
        </Button>
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard icon={MailQuestion} title={t`Verifying your e-mail address`}>
      <div className="flex justify-center">
        <Spinner className="size-8" label={t`Verifying your e-mail address`} />
      </div>
    </RecoveryCard>
  );
}
