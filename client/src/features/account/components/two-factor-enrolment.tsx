import { zodResolver } from "@hookform/resolvers/zod";
import { catalogueText } from "@/lib/catalogue-text";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, Loader2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { RecoveryCodesJson as RecoveryCodes, TwoFactorSetupJson as TwoFactorSetup } from "@shared/contracts/account";
import type { TwoFactorPasswordInput } from "@shared/schema";
import { twoFactorPasswordSchema } from "@shared/schema/account-security";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { applyServerIssues } from "@/lib/form-issues";
import { useStartTwoFactorSetup } from "../api/start-two-factor-setup";
import { RecoveryCodesList } from "./recovery-codes-list";
import { TwoFactorSetupStep } from "./two-factor-setup-step";

type TwoFactorEnrolmentProps = {
  username: string;
  /** Left out where enrolment cannot be put off (the staff pages' gate). */
  onCancel?: () => void;
  /** After the recovery codes have been saved: two-factor sign-in is on. */
  onDone: () => void;
};

/**
 * Turning two-factor sign-in on: the current password, then the key to scan and a code from the app
 * that proves it was saved, then the recovery codes, shown this once.
 */
export function TwoFactorEnrolment({ username, onCancel, onDone }: TwoFactorEnrolmentProps) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);

  if (codes) return <RecoveryCodesList codes={codes.recoveryCodes} username={username} onDone={onDone} />;
  if (setup) return <TwoFactorSetupStep setup={setup} onEnabled={setCodes} onCancel={onCancel} />;
  return <PasswordStep onSetup={setSetup} onCancel={onCancel} />;
}

function PasswordStep({ onSetup, onCancel }: { onSetup: (setup: TwoFactorSetup) => void; onCancel?: () => void }) {
  const start = useStartTwoFactorSetup();
  const { t, i18n } = useLingui();
  const form = useForm<TwoFactorPasswordInput, unknown, z.output<typeof twoFactorPasswordSchema>>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { currentPassword: "" },
  });
  // The schema's messages are catalogue ids (shared/schema/locales); i18n._ shows any other text (a server issue) as it is.
  const message = form.formState.errors.currentPassword?.message;
  const error = message && catalogueText(i18n, message);

  const onSubmit = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: onSetup,
      onError: (e) => {
        applyServerIssues(e, ["currentPassword"], form.setError);
        toast({ title: t`Two-factor sign-in not set up`, description: errorMessage(e), variant: "destructive" });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm">
        <Trans>First, confirm it is you.</Trans>
      </p>
      <Field id="two-factor-setup-password" label={t`Current password`} error={error}>
        <Input
          type="password"
          autoComplete="current-password"
          autoFocus
          {...fieldAria("two-factor-setup-password", error)}
          {...form.register("currentPassword")}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={start.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ArrowRight aria-hidden />}
          {start.isPending ? t`Checking...` : t`Continue`}
        </Button>
      </div>
    </form>
  );
}
