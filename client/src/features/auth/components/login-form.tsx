import { useLingui } from "@lingui/react/macro";
import { catalogueText, fieldErrorText } from "@/lib/catalogue-text";
import { Info, LogIn } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useSearch } from "wouter";
import type { LoginInput } from "@shared/schema";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { returnPath } from "@/lib/form-draft";
import { applyServerIssues } from "@/lib/form-issues";
import { lazyZodResolver, usePreloadWhenIdle } from "@/lib/lazy-zod-resolver";
import { signedInHome } from "@/lib/auth/signed-in-home";
import { needsSecondFactor, useLogin } from "../api/login";
import { TwoFactorLoginStep } from "./two-factor-login-step";

const FIELDS = ["username", "password"] as const;
/** The shared schema, loaded (with zod) when the page is idle or at the first check. */
const loginResolver = lazyZodResolver<LoginInput>(() => import("@shared/schema/users").then((m) => m.loginSchema));

export function LoginForm() {
  const [, navigate] = useLocation();
  const next = returnPath(useSearch());
  const { t, i18n } = useLingui();
  const login = useLogin();
  /** The server's prompt while it waits for the account's second factor. */
  const [codePrompt, setCodePrompt] = useState<string | null>(null);
  /** Why the password is asked for again (the pending sign-in expired). */
  const [notice, setNotice] = useState<string | null>(null);
  /** Back from the code step: the password field takes the focus. */
  const [backFromCode, setBackFromCode] = useState(false);
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { username: "", password: "" },
  });
  usePreloadWhenIdle(loginResolver);
  const { errors } = form.formState;
  const usernameError = fieldErrorText(i18n, errors.username);
  const passwordError = fieldErrorText(i18n, errors.password);
  useEffect(() => {
    if (backFromCode && codePrompt === null) form.setFocus("password");
  }, [backFromCode, codePrompt, form]);

  const onSubmit = form.handleSubmit(
    (values) =>
      login.mutate(values, {
        onSuccess: (result) => {
          setNotice(null);
          if (needsSecondFactor(result)) setCodePrompt(catalogueText(i18n, result.message));
          else navigate(signedInHome(result, next));
        },
        onError: (error) => applyServerIssues(error, FIELDS, form.setError),
      }),
    // The form's checks could not load (the connection dropped): nothing was sent; say so.
    (found) =>
      void (found.root && toast({ title: t`Login failed`, description: fieldErrorText(i18n, found.root), variant: "destructive" })),
  );

  if (codePrompt !== null) {
    return (
      <TwoFactorLoginStep
        prompt={codePrompt}
        onSignedIn={(user) => navigate(signedInHome(user, next))}
        onBack={(why) => {
          form.resetField("password");
          setNotice(why ?? null);
          setBackFromCode(true);
          setCodePrompt(null);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {notice && (
        <Alert variant="info">
          <Info aria-hidden />
          <AlertDescription className="mt-0">{notice}</AlertDescription>
        </Alert>
      )}
      <Field id="login-username" label={t`Username`} error={usernameError}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          {...fieldAria("login-username", usernameError)}
          {...form.register("username")}
        />
      </Field>
      <Field id="login-password" label={t`Password`} error={passwordError}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldAria("login-password", passwordError)}
          {...form.register("password")}
        />
      </Field>
      <Button type="submit" size="lg" disabled={login.isPending || form.formState.isSubmitting} className="w-full">
        <LogIn aria-hidden />
        {login.isPending ? t`Logging in...` : t`Login`}
      </Button>
    </form>
  );
}
