import { KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ForgotPasswordForm } from "@/features/account-recovery/components/forgot-password-form";
import { RecoveryCard } from "@/features/account-recovery/components/recovery-card";

/** Forgotten password: a link by e-mail. The answer never says whether an account matched. */
export default function ForgotPasswordPage() {
  const [answer, setAnswer] = useState<string | null>(null);

  if (answer) {
    return (
      <RecoveryCard icon={MailCheck} tone="success" title="Check your e-mail" description={answer} announce>
        <p className="text-center text-sm text-muted-foreground">
          Nothing in your inbox after a few minutes? Look in your spam or promotions folder, or ask again with your other username or e-mail
          address.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link href="/auth">Back to log in</Link>
          </Button>
          <Button type="button" variant="outline" size="lg" onClick={() => setAnswer(null)}>
            Ask again
          </Button>
        </div>
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard
      icon={KeyRound}
      title="Forgot your password?"
      description="Enter your username or the e-mail address of your GharSetu account. We will e-mail you a link to set a new password."
    >
      <ForgotPasswordForm onSent={setAnswer} />
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link href="/auth" className="font-semibold text-primary underline underline-offset-4">
          Log in
        </Link>
      </p>
    </RecoveryCard>
  );
}
