import { useLingui } from "@lingui/react/macro";
import { catalogueText, fieldErrorText } from "@/lib/catalogue-text";
import { Loader2, Send } from "lucide-react";
import { useForm } from "react-hook-form";
import type { ForgotPasswordInput } from "@shared/schema/account-security";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { applyServerIssues } from "@/lib/form-issues";
import { lazyZodResolver, usePreloadWhenIdle } from "@/lib/lazy-zod-resolver";
import { useRequestPasswordReset } from "../api/request-password-reset";

const ID = "forgot-login";
/** The shared schema, loaded (with zod) when the page is idle or at the first check. */
const forgotResolver = lazyZodResolver<ForgotPasswordInput>(() =>
  import("@shared/schema/account-security").then((m) => m.forgotPasswordSchema),
);

/** Asks for a reset link by username or e-mail address; `onSent` gets the server's one answer for every case. */
export function ForgotPasswordForm({ onSent }: { onSent: (answer: string) => void }) {
  const { t, i18n } = useLingui();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({ resolver: forgotResolver, defaultValues: { login: "" } });
  usePreloadWhenIdle(forgotResolver);
  const error = fieldErrorText(i18n, form.formState.errors.login);

  const onSubmit = form.handleSubmit(
    (values) =>
      request.mutate(values, {
        onSuccess: (res) => onSent(catalogueText(i18n, res.message)),
        onError: (failure) => {
          applyServerIssues(failure, ["login"], form.setError);
          toast({ title: t`Could not send the link`, description: errorMessage(failure), variant: "destructive" });
        },
      }),
    // The form's checks could not load (the connection dropped): nothing was sent; say so.
    (found) =>
      void (
        found.root && toast({ title: t`Could not send the link`, description: fieldErrorText(i18n, found.root), variant: "destructive" })
      ),
  );
  const busy = request.isPending || form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field id={ID} label={t`Username or e-mail address`} error={error}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...fieldAria(ID, error)} {...form.register("login")} />
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {request.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
        {request.isPending ? t`Sending...` : t`Send reset link`}
      </Button>
    </form>
  );
}
