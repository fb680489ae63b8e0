import { zodResolver } from "@hookform/resolvers/zod";
import { catalogueText } from "@/lib/catalogue-text";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2, MailCheck, Save, Send } from "lucide-react";
import { Fragment, useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { PublicUserJson } from "@shared/contracts/auth";
import { changesEmail, profileFormSchemaFor, type profileFormSchema, type ProfileFormValues } from "@shared/schema/validation";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { applyServerIssues } from "@/lib/form-issues";
import { useResendEmailVerification } from "../api/resend-email-verification";
import { useUpdateProfile } from "../api/update-profile";

const FIELDS = [
  { name: "fullName", label: msg`Full Name`, autoComplete: "name" },
  { name: "email", label: msg`Email`, type: "email", autoComplete: "email" },
  { name: "phoneNumber", label: msg`Phone Number`, type: "tel", autoComplete: "tel", hint: msg`Leave empty to remove it` },
] as const;

const valuesOf = (user: PublicUserJson): ProfileFormValues => ({
  fullName: user.fullName,
  email: user.email,
  phoneNumber: user.phoneNumber ?? "",
  currentPassword: "",
});

const PASSWORD_ID = "profile-currentPassword";

/** What waits on the link sent to a new address: the address changes only once it is opened there. */
const pendingChangeText = (pendingEmail: string) => msg`We sent a link to ${pendingEmail}. Your e-mail address changes when you open it.`;

/** A change of e-mail address waiting on its link, which can be sent again. */
function PendingEmailNotice({ pendingEmail }: { pendingEmail: string }) {
  const resend = useResendEmailVerification();
  const { t } = useLingui();
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (res) => toast({ title: t`Link sent`, description: res.message }),
      onError: (error) => toast({ title: t`Could not send the link`, description: errorMessage(error), variant: "destructive" }),
    });
  return (
    <Alert variant="info" role="status" className="items-start">
      <MailCheck aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <AlertDescription className="mt-0 wrap-anywhere">{t(pendingChangeText(pendingEmail))}</AlertDescription>
        <Button type="button" variant="outline" size="sm" onClick={onResend} disabled={resend.isPending} className="w-fit bg-background">
          {resend.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {resend.isPending ? t`Sending...` : t`Resend link`}
        </Button>
      </div>
    </Alert>
  );
}

/** Correcting one's name, e-mail and mobile number, under registration's rules; another e-mail address needs the password. */
export function PersonalDetailsForm({ user }: { user: PublicUserJson }) {
  const update = useUpdateProfile();
  const { t, i18n } = useLingui();
  const resolver = useMemo(() => zodResolver(profileFormSchemaFor(user.email)), [user.email]);
  const form = useForm<ProfileFormValues, unknown, z.output<typeof profileFormSchema>>({ resolver, defaultValues: valuesOf(user) });
  const { errors, isDirty } = form.formState;
  const username = user.username;
  const askPassword = changesEmail(user.email, form.watch("email"));
  // The schema's messages are catalogue ids (shared/schema/locales); i18n._ shows any other text (a server issue) as it is.
  const errorOf = (message: string | undefined) => message && catalogueText(i18n, message);
  const passwordError = errorOf(errors.currentPassword?.message);

  const onSubmit = form.handleSubmit(({ currentPassword, ...details }) => {
    update.mutate(changesEmail(user.email, details.email) ? { ...details, currentPassword } : details, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        // Another address is not taken at once: it changes when the link sent there is opened.
        if (changesEmail(user.email, details.email) && saved.pendingEmail)
          toast({ title: t`Check your new inbox`, description: t(pendingChangeText(saved.pendingEmail)) });
        else toast({ title: t`Details saved`, description: t`Your personal details have been updated.` });
      },
      onError: (error) => {
        // A taken address is said at the e-mail field, which takes the focus; anything else in a toast too.
        if (applyServerIssues(error, [...FIELDS.map((f) => f.name), "currentPassword"], form.setError)) return;
        toast({ title: t`Could not save your details`, description: errorMessage(error), variant: "destructive" });
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Personal details</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Signed in as{" "}
            <span translate="no" className="font-medium text-foreground">
              {username}
            </span>
            . Usernames cannot be changed.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {FIELDS.map((f) => {
            const id = `profile-${f.name}`;
            const error = errorOf(errors[f.name]?.message);
            const hint = "hint" in f ? t(f.hint) : undefined;
            return (
              <Fragment key={f.name}>
                <Field id={id} label={t(f.label)} error={error} hint={hint}>
                  <Input
                    type={"type" in f ? f.type : "text"}
                    autoComplete={f.autoComplete}
                    {...fieldAria(id, error, !!hint)}
                    {...form.register(f.name)}
                  />
                </Field>
                {f.name === "email" && user.pendingEmail && <PendingEmailNotice pendingEmail={user.pendingEmail} />}
              </Fragment>
            );
          })}
          {askPassword && (
            <Field id={PASSWORD_ID} label={t`Your password`} error={passwordError} hint={t`Needed to change your e-mail address`}>
              <Input
                type="password"
                autoComplete="current-password"
                {...fieldAria(PASSWORD_ID, passwordError, true)}
                {...form.register("currentPassword")}
              />
            </Field>
          )}
          <Button type="submit" disabled={update.isPending || !isDirty} className="w-full sm:w-fit">
            {update.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
            {update.isPending ? t`Saving...` : t`Save details`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
