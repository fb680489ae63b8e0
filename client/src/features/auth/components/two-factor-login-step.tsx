import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, Loader2, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import type { PublicUserJson } from "@shared/contracts/auth";
import { useForm } from "react-hook-form";
import type { ACCOUNT_ERROR_CODES, TwoFactorLoginInput } from "@shared/schema";
import type { TOTP_DIGITS } from "@shared/schema/account-security";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorCode, errorMessage } from "@/lib/api";
import { formatCount } from "@/lib/format";
import { lazyZodResolver, usePreloadWhenIdle } from "@/lib/lazy-zod-resolver";
import { useLoginTwoFactor } from "../api/login-two-factor";
import { fieldErrorText } from "@/lib/catalogue-text";

const codeResolver = lazyZodResolver<TwoFactorLoginInput>(() =>
  import("@shared/schema/account-security").then((m) => m.twoFactorLoginSchema),
);

// Typed against the shared code, not imported: that module would bring zod with the login page's first scripts.
const SIGN_IN_EXPIRED: (typeof ACCOUNT_ERROR_CODES)["signInExpired"] = "SIGN_IN_EXPIRED";
const CODE_DIGITS: typeof TOTP_DIGITS = 6;

type TwoFactorLoginStepProps = {
  prompt: string;
  /** Signed in, as this user. */
  onSignedIn: (user: PublicUserJson) => void;
  /** Back to the password; `notice` says why when the pending sign-in has expired. */
  onBack: (notice?: string) => void;
};

/** The second step of signing in: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorLoginStep({ prompt, onSignedIn, onBack }: TwoFactorLoginStepProps) {
  const { t, i18n } = useLingui();
  const verify = useLoginTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const form = useForm<TwoFactorLoginInput>({ resolver: codeResolver, defaultValues: { code: "" } });
  const error = fieldErrorText(i18n, form.formState.errors.code ?? form.formState.errors.root);
  const digits = formatCount(CODE_DIGITS);
  usePreloadWhenIdle(codeResolver);
  useEffect(() => form.setFocus("code"), [form, recovery]);

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: (user) => onSignedIn(user),
      onError: (e) => {
        if (errorCode(e) === SIGN_IN_EXPIRED) onBack(errorMessage(e));
        else form.setError("code", { type: "server", message: errorMessage(e) });
      },
    }),
  );

  const switchMode = () => {
    form.reset({ code: "" });
    setRecovery((r) => !r);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">
          <Trans>Two-factor sign-in</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">{recovery ? t`Enter one of your recovery codes. Each code works once.` : prompt}</p>
      </div>
      <Field id="login-code" label={recovery ? t`Recovery code` : t`${digits}-digit code`} error={error}>
        <Input
          key={recovery ? "recovery" : "app"}
          autoComplete={recovery ? "off" : "one-time-code"}
          inputMode={recovery ? "text" : "numeric"}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 20 : 7}
          className="font-mono text-base tracking-widest"
          {...fieldAria("login-code", error)}
          {...form.register("code")}
        />
      </Field>
      <Button type="submit" size="lg" disabled={verify.isPending || form.formState.isSubmitting} className="w-full">
        {verify.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ShieldCheck aria-hidden />}
        {verify.isPending ? t`Verifying...` : t`Verify`}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="link" className="h-auto px-0" onClick={() => onBack()} disabled={verify.isPending}>
          <ArrowLeft aria-hidden />
          <Trans>Back</Trans>
        </Button>
        <Button type="button" variant="link" className="h-auto px-0" onClick={switchMode} disabled={verify.isPending}>
          {recovery ? t`Use your authenticator app instead` : t`Use a recovery code instead`}
        </Button>
      </div>
    </form>
  );
}
