import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2, MailWarning, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { useUser } from "@/lib/auth/get-user";
import { useResendEmailVerification } from "../api/resend-email-verification";

/** Until the e-mail address is confirmed, notices stay in the app: the reminder says so and can send the link again. */
export function EmailVerificationBanner() {
  const { user } = useUser();
  const resend = useResendEmailVerification();
  const { t } = useLingui();
  if (!user || user.emailVerifiedAt) return null;
  const address = user.pendingEmail ?? user.email;

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (res) => toast({ title: t`Link sent`, description: res.message }),
      onError: (error) => toast({ title: t`Could not send the link`, description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <section
      aria-labelledby="email-verification-title"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <MailWarning className="size-6 shrink-0 text-brand" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 id="email-verification-title" className="font-semibold">
          <Trans>Please verify your e-mail address</Trans>
        </h2>
        <p className="text-sm opacity-90">
          <Trans>
            We sent a link to <span className="font-semibold wrap-anywhere">{address}</span>. Until then we only notify you here, in the
            app.
          </Trans>
        </p>
      </div>
      <Button type="button" variant="accent" size="sm" onClick={onResend} disabled={resend.isPending} className="w-fit">
        {resend.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
        {resend.isPending ? t`Sending...` : t`Resend link`}
      </Button>
    </section>
  );
}
