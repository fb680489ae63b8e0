import { useLingui } from "@lingui/react/macro";
import { KeyRound, Loader2 } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import type { PasswordResetFormValues } from "@shared/schema/account-security";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordRules, usePasswordPolicyResolver } from "@/components/password-rules";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { applyServerIssues } from "@/lib/form-issues";
import { lazyZodResolver, usePreloadWhenIdle } from "@/lib/lazy-zod-resolver";
import { useSettings } from "@/lib/settings/get-settings";
import { useResetPassword } from "../api/reset-password";
import { fieldErrorText } from "@/lib/catalogue-text";
import { isLinkNotValid } from "./link-codes";

/** The shared schema, loaded (with zod) when the page is idle or at the first check. */
const resetResolver = lazyZodResolver<PasswordResetFormValues>(() =>
  import("@shared/schema/account-security").then((m) => m.passwordResetFormSchema),
);

type ResetPasswordFormProps = {
  token: string;
  onDone: (message: string) => void;
  /** The link ran out while the form was open (or was used elsewhere). */
  onLinkNotValid: () => void;
};

/** The new password, twice, under the password policy the server enforces too. */
export function ResetPasswordForm({ token, onDone, onLinkNotValid }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const reset = useResetPassword();
  const { data: settings } = useSettings();
  const policy = settings?.passwordPolicy;
  const form = useForm<PasswordResetFormValues>({
    resolver: usePasswordPolicyResolver(resetResolver, "newPassword", policy),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  usePreloadWhenIdle(resetResolver);
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: "newPassword" });

  const onSubmit = form.handleSubmit(
    (values) => {
      reset.mutate(
        { token, newPassword: values.newPassword },
        {
          onSuccess: (res) => onDone(res.message),
          onError: (error) => {
            if (isLinkNotValid(error)) return onLinkNotValid();
            applyServerIssues(error, ["newPassword"], form.setError);
            toast({ title: t`Password not changed`, description: errorMessage(error), variant: "destructive" });
          },
        },
      );
    },
    (found) =>
      void (found.root && toast({ title: t`Password not changed`, description: fieldErrorText(i18n, found.root), variant: "destructive" })),
  );

  const newError = fieldErrorText(i18n, errors.newPassword);
  const confirmError = fieldErrorText(i18n, errors.confirmPassword);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field id="reset-newPassword" label={t`New password`} error={newError}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldAria("reset-newPassword", newError)}
          aria-describedby={newError ? "reset-newPassword-error reset-newPassword-rules" : "reset-newPassword-rules"}
          {...form.register("newPassword")}
        />
        <PasswordRules id="reset-newPassword-rules" password={newPassword} policy={policy} />
      </Field>
      <Field id="reset-confirmPassword" label={t`Confirm new password`} error={confirmError}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldAria("reset-confirmPassword", confirmError)}
          {...form.register("confirmPassword")}
        />
      </Field>
      <Button type="submit" size="lg" disabled={reset.isPending || form.formState.isSubmitting} className="w-full">
        {reset.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
        {reset.isPending ? t`Saving...` : t`Set new password`}
      </Button>
    </form>
  );
}
