import { zodResolver } from "@hookform/resolvers/zod";
import { catalogueText } from "@/lib/catalogue-text";
import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Loader2, ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { RecoveryCodesJson as RecoveryCodes, TwoFactorSetupJson as TwoFactorSetup } from "@shared/contracts/account";
import type { TwoFactorEnableInput } from "@shared/schema";
import { twoFactorEnableSchema } from "@shared/schema/account-security";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { applyServerIssues } from "@/lib/form-issues";
import { useEnableTwoFactor } from "../api/enable-two-factor";
import { copyText, groupKey } from "../lib/save-text";
import { TwoFactorQr } from "./two-factor-qr";

type TwoFactorSetupStepProps = { setup: TwoFactorSetup; onEnabled: (codes: RecoveryCodes) => void; onCancel?: () => void };

/** The new key as a QR code and as text, and the field for the first code the app shows. */
export function TwoFactorSetupStep({ setup, onEnabled, onCancel }: TwoFactorSetupStepProps) {
  const enable = useEnableTwoFactor();
  const { t, i18n } = useLingui();
  const form = useForm<TwoFactorEnableInput, unknown, z.output<typeof twoFactorEnableSchema>>({
    resolver: zodResolver(twoFactorEnableSchema),
    defaultValues: { code: "" },
  });
  // The schema's messages are catalogue ids (shared/schema/locales); i18n._ shows any other text (a server issue) as it is.
  const message = form.formState.errors.code?.message;
  const error = message && catalogueText(i18n, message);

  const copyKey = async () => {
    const copied = await copyText(setup.secret);
    toast(
      copied
        ? { title: t`Key copied` }
        : { title: t`Could not copy`, description: t`Please select the key and copy it.`, variant: "destructive" },
    );
  };

  const onSubmit = form.handleSubmit((values) =>
    enable.mutate(values, {
      onSuccess: onEnabled,
      onError: (e) => {
        applyServerIssues(e, ["code"], form.setError);
        toast({ title: t`Two-factor sign-in not turned on`, description: errorMessage(e), variant: "destructive" });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
        <li>
          <Trans>Scan with Google Authenticator, Microsoft Authenticator or any TOTP app.</Trans>
        </li>
        <li>
          <Trans>Cannot scan? Type the setup key into the app instead.</Trans>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app shows for GharSetu.</Trans>
        </li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <TwoFactorQr modules={setup.qr} label={t`QR code for your authenticator app`} />
        <div className="grid w-full min-w-0 gap-2">
          <dl className="grid gap-2">
            <dt className="text-sm font-medium">
              <Trans>Setup key</Trans>
            </dt>
            <dd
              data-testid="two-factor-key"
              className="select-all break-words rounded-md border bg-muted/40 px-3 py-2 font-mono text-base tracking-wide"
            >
              {groupKey(setup.secret)}
            </dd>
          </dl>
          <Button type="button" variant="outline" size="sm" onClick={() => void copyKey()} className="w-fit">
            <Copy aria-hidden />
            <Trans>Copy key</Trans>
          </Button>
        </div>
      </div>
      <Field id="two-factor-enable-code" label={t`6-digit code`} error={error}>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          autoFocus
          className="max-w-40 font-mono text-base tracking-widest"
          {...fieldAria("two-factor-enable-code", error)}
          {...form.register("code")}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={enable.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ShieldCheck aria-hidden />}
          {enable.isPending ? t`Checking...` : t`Turn on two-factor sign-in`}
        </Button>
      </div>
    </form>
  );
}
