import { zodResolver } from "@hookform/resolvers/zod";
import { catalogueText } from "@/lib/catalogue-text";
import { Trans, useLingui } from "@lingui/react/macro";
import { KeyRound, Loader2 } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { passwordChangeFormSchema, type PasswordChangeFormValues } from "@shared/schema/validation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordRules, usePasswordPolicyResolver } from "@/components/password-rules";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { applyServerIssues } from "@/lib/form-issues";
import { useSettings } from "@/lib/settings/get-settings";
import { useChangePassword } from "../api/change-password";

const schemaResolver = zodResolver(passwordChangeFormSchema);

const EMPTY: PasswordChangeFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** A new password for one's own account; every other device is signed out by it. */
export function PasswordForm() {
  const change = useChangePassword();
  const { t, i18n } = useLingui();
  const { data: settings } = useSettings();
  const policy = settings?.passwordPolicy;
  const form = useForm<PasswordChangeFormValues, unknown, z.output<typeof passwordChangeFormSchema>>({
    resolver: usePasswordPolicyResolver(schemaResolver, "newPassword", policy),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: "newPassword" });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (res) => {
          form.reset(EMPTY);
          toast({ title: t`Password changed`, description: res.message });
        },
        onError: (error) => {
          applyServerIssues(error, ["currentPassword", "newPassword"], form.setError);
          toast({ title: t`Password not changed`, description: errorMessage(error), variant: "destructive" });
        },
      },
    );
  });

  const fields = [
    { name: "currentPassword", label: t`Current password`, autoComplete: "current-password" },
    { name: "newPassword", label: t`New password`, autoComplete: "new-password", rules: "password-newPassword-rules" },
    { name: "confirmPassword", label: t`Confirm new password`, autoComplete: "new-password" },
  ] as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Change password</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>You stay signed in here; every other device is signed out.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {fields.map((f) => {
            const id = `password-${f.name}`;
            // The schema's and the policy's messages are catalogue ids (shared/schema/locales, and this feature's own); i18n._ shows any other text (a server issue) as it is.
            const message = errors[f.name]?.message;
            const error = message && catalogueText(i18n, message);
            const rulesId = "rules" in f ? f.rules : undefined;
            const described = [error && `${id}-error`, rulesId].filter(Boolean).join(" ") || undefined;
            return (
              <Field key={f.name} id={id} label={f.label} error={error}>
                <Input
                  type="password"
                  autoComplete={f.autoComplete}
                  {...fieldAria(id, error)}
                  aria-describedby={described}
                  {...form.register(f.name)}
                />
                {rulesId && <PasswordRules id={rulesId} password={newPassword} policy={policy} />}
              </Field>
            );
          })}
          <Button type="submit" disabled={change.isPending} className="w-full sm:w-fit">
            {change.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
            {change.isPending ? t`Changing...` : t`Change password`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
