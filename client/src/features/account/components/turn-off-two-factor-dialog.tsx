import { zodResolver } from "@hookform/resolvers/zod";
import { catalogueText } from "@/lib/catalogue-text";
import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { TwoFactorPasswordInput } from "@shared/schema";
import { twoFactorPasswordSchema } from "@shared/schema/account-security";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { applyServerIssues } from "@/lib/form-issues";
import { useDisableTwoFactor } from "../api/disable-two-factor";

/** Turning two-factor sign-in off, behind the password. */
export function TurnOffTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const disable = useDisableTwoFactor();
  const { t, i18n } = useLingui();
  const form = useForm<TwoFactorPasswordInput, unknown, z.output<typeof twoFactorPasswordSchema>>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { currentPassword: "" },
  });
  // The schema's messages are catalogue ids (shared/schema/locales); i18n._ shows any other text (a server issue) as it is.
  const message = form.formState.errors.currentPassword?.message;
  const error = message && catalogueText(i18n, message);

  const onOpenChange = (next: boolean) => {
    if (disable.isPending) return;
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: (res) => {
        setOpen(false);
        toast({ title: t`Two-factor sign-in turned off`, description: res.message });
      },
      onError: (e) => {
        applyServerIssues(e, ["currentPassword"], form.setError);
        toast({ title: t`Two-factor sign-in is still on`, description: errorMessage(e), variant: "destructive" });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="w-full border-red-300 text-red-700 hover:bg-red-50 hover:text-red-800 sm:w-fit dark:border-red-900 dark:text-red-400 dark:hover:bg-red-950 dark:hover:text-red-300"
        >
          <ShieldOff aria-hidden />
          <Trans>Turn off</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Turn off two-factor sign-in?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Your password alone will sign you in again, and your recovery codes stop working.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field id="two-factor-off-password" label={t`Current password`} error={error}>
            <Input
              type="password"
              autoComplete="current-password"
              {...fieldAria("two-factor-off-password", error)}
              {...form.register("currentPassword")}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={disable.isPending}>
              <Trans>Keep it on</Trans>
            </Button>
            <Button type="submit" variant="destructive" disabled={disable.isPending}>
              {disable.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ShieldOff aria-hidden />}
              {disable.isPending ? t`Turning off...` : t`Turn off`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
