import { Trans, useLingui } from "@lingui/react/macro";
import { KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ForgotPasswordForm } from "@/features/account-recovery/components/forgot-password-form";
import { RecoveryCard } from "@/features/account-recovery/components/recovery-card";

/** Forgotten password: a link by e-mail. The answer never says whether an account matched. */
export default function ForgotPasswordPage() {
  const [answer, setAnswer] = useState<string | null>(null);
  const { t } = useLingui();

  if (answer) {
    return (
      <RecoveryCard icon={MailCheck} tone="success" title={t`Check your e-mail`} description={answer} announce>
        <p className="text-center text-sm text-muted-foreground">
          <Trans>
            Nothing in your inbox after a few minutes? Look in your spam or promotions folder, or ask again with your other username or
            e-mail address.
          </Trans>
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link href="/auth">
              <Trans>Back to log in</Trans>
            </Link>
          </Button>
          <Button type="button" variant="outline" size="lg" onClick={() => setAnswer(null)}>
            <Trans>Ask again</Trans>
          </Button>
        </div>
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard
      icon={KeyRound}
      title={t`Forgot your password?`}
      description={t`Enter your username or the e-mail address of your GharSetu account. We will e-mail you a link to set a new password.`}
    >
      <ForgotPasswordForm onSent={setAnswer} />
      <p className="text-center text-sm text-muted-foreground">
        <Trans>
          Remembered it?{" "}
          <Link href="/auth" className="font-semibold text-primary underline underline-offset-4">
            Log in
          </Link>
        </Trans>
      </p>
    </RecoveryCard>
  );
}
