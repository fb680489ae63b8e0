import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { RecoveryCodesRenewInput } from "@shared/schema";
import { recoveryCodesRenewSchema } from "@shared/schema/account-security";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { applyServerIssues } from "@/lib/form-issues";
import { useRenewRecoveryCodes } from "../api/renew-recovery-codes";
import { RecoveryCodesList } from "./recovery-codes-list";

const EMPTY: RecoveryCodesRenewInput = { currentPassword: "", code: "" };

/** Ten new recovery codes for the password and a code from the app; the old ones stop working. */
export function RenewRecoveryCodesDialog({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const renew = useRenewRecoveryCodes();
  const { t, i18n } = useLingui();
  const form = useForm<RecoveryCodesRenewInput, unknown, z.output<typeof recoveryCodesRenewSchema>>({
    resolver: zodResolver(recoveryCodesRenewSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  // The schema's messages are catalogue ids (shared/schema/locales); i18n._ shows any other text (a server issue) as it is.
  const passwordError = errors.currentPassword?.message && i18n._(errors.currentPassword.message);
  const codeError = errors.code?.message && i18n._(errors.code.message);

  const onOpenChange = (next: boolean) => {
    if (renew.isPending) return;
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      setCodes(null);
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    renew.mutate(values, {
      onSuccess: (res) => setCodes(res.recoveryCodes),
      onError: (e) => {
        applyServerIssues(e, ["currentPassword", "code"], form.setError);
        toast({ title: t`No new recovery codes`, description: errorMessage(e), variant: "destructive" });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-fit">
          <RefreshCw aria-hidden />
          <Trans>New recovery codes</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            <Trans>New recovery codes</Trans>
          </DialogTitle>
          <DialogDescription>
            {codes
              ? t`Your old recovery codes no longer work.`
              : t`Your old recovery codes stop working. Enter your password and a code from your authenticator app.`}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <RecoveryCodesList codes={codes} username={username} onDone={() => onOpenChange(false)} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <Field id="renew-codes-password" label={t`Current password`} error={passwordError}>
              <Input
                type="password"
                autoComplete="current-password"
                {...fieldAria("renew-codes-password", passwordError)}
                {...form.register("currentPassword")}
              />
            </Field>
            <Field id="renew-codes-code" label={t`6-digit code from your app`} error={codeError}>
              <Input
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                className="max-w-40 font-mono text-base tracking-widest"
                {...fieldAria("renew-codes-code", codeError)}
                {...form.register("code")}
              />
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={renew.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={renew.isPending}>
                {renew.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
                {renew.isPending ? t`Making codes...` : t`Make new codes`}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
