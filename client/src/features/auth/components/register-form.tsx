import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Info, UserPlus } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { useLocation, useSearch } from "wouter";
import type { RegisterFormValues } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordRules, usePasswordPolicyResolver } from "@/components/password-rules";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { returnPath } from "@/lib/form-draft";
import { applyServerIssues } from "@/lib/form-issues";
import { lazyZodResolver, usePreloadWhenIdle } from "@/lib/lazy-zod-resolver";
import { useSettings } from "@/lib/settings/get-settings";
import { useRegister, type RegisterFormOutput } from "../api/register";
import { fieldErrorText } from "@/lib/catalogue-text";
import { RegistrationNotice } from "./registration-notice";

const FIELDS = ["fullName", "email", "username", "phoneNumber", "password", "confirmPassword", "privacyNoticeAccepted"] as const;

const TEXT_FIELDS: {
  name: (typeof FIELDS)[number];
  label: MessageDescriptor;
  type?: string;
  autoComplete: string;
  /** An example of what to type: a name says it in the page's language; an address or a number is the same in every language. */
  placeholder?: MessageDescriptor | string;
}[] = [
  { name: "fullName", label: msg`Full Name`, autoComplete: "name", placeholder: msg`Priya Sharma` },
  { name: "email", label: msg`Email`, type: "email", autoComplete: "email", placeholder: "you@example.com" },
  { name: "username", label: msg`Username`, autoComplete: "username" },
  { name: "phoneNumber", label: msg`Phone Number`, type: "tel", autoComplete: "tel", placeholder: "98XXXXXXXX" },
];

/** The shared schema, loaded (with zod) when the page is idle or at the first check. */
const registerResolver = lazyZodResolver<RegisterFormValues, RegisterFormOutput>(() =>
  import("@shared/schema/users").then((m) => m.registerFormSchema),
);

export function RegisterForm() {
  const [, navigate] = useLocation();
  const signedInTo = returnPath(useSearch()) ?? "/dashboard";
  const { t, i18n } = useLingui();
  const registration = useRegister();
  const { data: settings } = useSettings();
  const policy = settings?.passwordPolicy;
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: usePasswordPolicyResolver(registerResolver, "password", policy),
    defaultValues: {
      fullName: "",
      email: "",
      username: "",
      phoneNumber: "",
      password: "",
      confirmPassword: "",
      privacyNoticeAccepted: false,
      marketingConsent: false,
    },
  });
  usePreloadWhenIdle(registerResolver);
  const { errors } = form.formState;
  const closed = settings?.allowNewRegistrations === false;
  const password = useWatch({ control: form.control, name: "password" });
  const passwordError = fieldErrorText(i18n, errors.password);
  const confirmError = fieldErrorText(i18n, errors.confirmPassword);

  const onSubmit = form.handleSubmit(
    (values) => {
      registration.mutate(values, {
        onSuccess: () => navigate(signedInTo),
        // A taken username or e-mail address (USERNAME_TAKEN, EMAIL_TAKEN) or a refused field is said at
        // that field, which takes the focus; anything else (registrations closed) in a toast.
        onError: (error) => {
          if (applyServerIssues(error, FIELDS, form.setError)) return;
          toast({ title: t`Registration failed`, description: errorMessage(error), variant: "destructive" });
        },
      });
      // The form's checks could not load (the connection dropped): nothing was sent; say so.
    },
    (found) =>
      void (found.root && toast({ title: t`Registration failed`, description: fieldErrorText(i18n, found.root), variant: "destructive" })),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {closed && (
        <p
          role="status"
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <Trans>New registrations are currently closed. Existing customers can still log in.</Trans>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, type, autoComplete, placeholder }) => {
          const id = `register-${name}`;
          const error = fieldErrorText(i18n, errors[name]);
          return (
            <Field key={name} id={id} label={i18n._(label)} error={error}>
              <Input
                type={type}
                autoComplete={autoComplete}
                placeholder={typeof placeholder === "object" ? i18n._(placeholder) : placeholder}
                {...fieldAria(id, error)}
                {...form.register(name)}
              />
            </Field>
          );
        })}
        <Field id="register-password" label={t`Password`} error={passwordError}>
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldAria("register-password", passwordError)}
            aria-describedby={passwordError ? "register-password-error register-password-rules" : "register-password-rules"}
            {...form.register("password")}
          />
          <PasswordRules id="register-password-rules" password={password} policy={policy} />
        </Field>
        <Field id="register-confirmPassword" label={t`Confirm Password`} error={confirmError}>
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldAria("register-confirmPassword", confirmError)}
            {...form.register("confirmPassword")}
          />
        </Field>
      </div>
      <RegistrationNotice register={form.register} noticeError={errors.privacyNoticeAccepted} />
      <Button type="submit" size="lg" disabled={registration.isPending || form.formState.isSubmitting || closed} className="mt-1 w-full">
        <UserPlus aria-hidden />
        {registration.isPending ? t`Creating account...` : t`Create Account`}
      </Button>
    </form>
  );
}
