import { zodResolver } from "@hookform/resolvers/zod";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { KYC_RETENTION_RULE } from "@shared/catalog/privacy";
import { formatIstDate } from "@/lib/format";
import { accountErasureFormSchema, type AccountErasureFormValues } from "@shared/schema/validation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { applyServerIssues } from "@/lib/form-issues";
import { useEraseAccount } from "../api/erase-account";

const WHAT_HAPPENS = [
  msg`Your name, e-mail address, mobile number and username are erased, with the contact details and notes of your consultations and your SIP bank details.`,
  msg`Upcoming consultations and running SIPs are cancelled, and you are signed out everywhere.`,
  msg`Loan applications, payments and transactions are kept without your name or contact details, as lending and tax laws require.`,
];

/** The danger zone: erasing one's own account, behind a dialog that asks for the password and a confirmation. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const erase = useEraseAccount();
  const { t, i18n } = useLingui();
  const form = useForm<AccountErasureFormValues, unknown, z.output<typeof accountErasureFormSchema>>({
    resolver: zodResolver(accountErasureFormSchema),
    defaultValues: { password: "", understood: false },
  });
  const { errors } = form.formState;
  // The schema's messages are catalogue ids (shared/schema/locales); i18n._ shows any other text (a server issue) as it is.
  const passwordError = errors.password?.message && i18n._(errors.password.message);

  const onSubmit = form.handleSubmit(({ password }) => {
    erase.mutate(password, {
      onSuccess: (res) => {
        const keptUntil = res.kycKeptUntil ? formatIstDate(res.kycKeptUntil) : null;
        toast({
          title: t`Your account has been deleted`,
          description: keptUntil
            ? t`Your KYC documents are kept, as the law requires, until ${keptUntil}.`
            : t`Your KYC documents have been deleted.`,
        });
        navigate("/");
      },
      onError: (error) => {
        applyServerIssues(error, ["password"], form.setError);
        toast({ title: t`Your account was not deleted`, description: errorMessage(error), variant: "destructive" });
      },
    });
  });

  return (
    <Card className="border-red-300 dark:border-red-900">
      <CardHeader>
        <CardTitle className="text-red-700 dark:text-red-400">
          <Trans>Delete my account</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>This cannot be undone.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid list-disc gap-1.5 pl-5 text-sm">
          {WHAT_HAPPENS.map((line) => {
            const text = i18n._(line);
            return <li key={text}>{text}</li>;
          })}
          {/* Shared with the privacy notice: its message id is its English (shared/catalog/privacy.ts, kept in this feature's catalogue). */}
          <li>{i18n._(KYC_RETENTION_RULE)}</li>
        </ul>
        <Dialog open={open} onOpenChange={(next) => !erase.isPending && (setOpen(next), next || form.reset())}>
          <DialogTrigger asChild>
            <Button variant="destructive" className="w-full sm:w-fit">
              <Trash2 aria-hidden />
              <Trans>Delete my account</Trans>
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>
                <Trans>Delete your account?</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>Your personal details are erased and you are signed out. Enter your password to confirm.</Trans>
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <Field id="erase-password" label={t`Password`} error={passwordError}>
                <Input
                  type="password"
                  autoComplete="current-password"
                  {...fieldAria("erase-password", passwordError)}
                  {...form.register("password")}
                />
              </Field>
              <div className="grid gap-2">
                <div className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    id="erase-understood"
                    className="mt-0.5 size-4 shrink-0 accent-red-600"
                    aria-invalid={errors.understood ? true : undefined}
                    aria-describedby={errors.understood ? "erase-understood-error" : undefined}
                    {...form.register("understood")}
                  />
                  <label htmlFor="erase-understood" className="text-sm">
                    <Trans>I understand that my account is deleted for good and cannot be restored.</Trans>
                  </label>
                </div>
                {errors.understood && (
                  <p id="erase-understood-error" role="alert" className="text-sm font-medium text-destructive">
                    {errors.understood.message && i18n._(errors.understood.message)}
                  </p>
                )}
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={erase.isPending}>
                  <Trans>Keep my account</Trans>
                </Button>
                <Button type="submit" variant="destructive" disabled={erase.isPending}>
                  {erase.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
                  {erase.isPending ? t`Deleting...` : t`Delete my account for good`}
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
