import { Info, UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { PASSWORD_POLICY_LABELS, passwordPolicyProblem } from "@shared/catalog/password-policy";
import type { RegisterFormValues } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { applyServerIssues } from "@/lib/form-issues";
import { lazyZodResolver, usePreloadWhenIdle } from "@/lib/lazy-zod-resolver";
import { useSettings } from "@/lib/settings/get-settings";
import { useRegister, type RegisterFormOutput } from "../api/register";
import { RegistrationNotice } from "./registration-notice";

const FIELDS = ["fullName", "email", "username", "phoneNumber", "password", "confirmPassword", "privacyNoticeAccepted"] as const;

const TEXT_FIELDS: { name: (typeof FIELDS)[number]; label: string; type?: string; autoComplete: string; placeholder?: string }[] = [
  { name: "fullName", label: "Full Name", autoComplete: "name", placeholder: "Priya Sharma" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "you@example.com" },
  { name: "username", label: "Username", autoComplete: "username" },
  { name: "phoneNumber", label: "Phone Number", type: "tel", autoComplete: "tel", placeholder: "98XXXXXXXX" },
];

/** The shared schema, loaded (with zod) when the page is idle or at the first check. */
const registerResolver = lazyZodResolver<RegisterFormValues, RegisterFormOutput>(() =>
  import("@shared/schema/users").then((m) => m.registerFormSchema),
);

export function RegisterForm() {
  const [, navigate] = useLocation();
  const registration = useRegister();
  const { data: settings } = useSettings();
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: registerResolver,
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
  const passwordHint = settings ? `Password policy: ${PASSWORD_POLICY_LABELS[settings.passwordPolicy]}` : undefined;

  const onSubmit = form.handleSubmit(
    (values) => {
      // The server enforces the policy too; checking here saves a round trip.
      const problem = settings ? passwordPolicyProblem(values.password, settings.passwordPolicy) : null;
      if (problem) {
        form.setError("password", { type: "policy", message: problem });
        return;
      }
      registration.mutate(values, {
        onSuccess: () => navigate("/dashboard"),
        onError: (error) => applyServerIssues(error, FIELDS, form.setError),
      });
      // The form's checks could not load (the connection dropped): nothing was sent; say so.
    },
    (found) => void (found.root && toast({ title: "Registration failed", description: found.root.message, variant: "destructive" })),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {closed && (
        <p
          role="status"
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          New registrations are currently closed. Existing customers can still log in.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, type, autoComplete, placeholder }) => {
          const id = `register-${name}`;
          const error = errors[name]?.message;
          return (
            <Field key={name} id={id} label={label} error={error}>
              <Input type={type} autoComplete={autoComplete} placeholder={placeholder} {...fieldAria(id, error)} {...form.register(name)} />
            </Field>
          );
        })}
        <Field id="register-password" label="Password" error={errors.password?.message} hint={passwordHint}>
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldAria("register-password", errors.password?.message, !!passwordHint)}
            {...form.register("password")}
          />
        </Field>
        <Field id="register-confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...fieldAria("register-confirmPassword", errors.confirmPassword?.message)}
            {...form.register("confirmPassword")}
          />
        </Field>
      </div>
      <RegistrationNotice register={form.register} noticeError={errors.privacyNoticeAccepted} />
      <Button type="submit" size="lg" disabled={registration.isPending || form.formState.isSubmitting || closed} className="mt-1 w-full">
        <UserPlus aria-hidden />
        {registration.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
