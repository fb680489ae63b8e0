import { Trans, useLingui } from "@lingui/react/macro";
import { catalogueText } from "@/lib/catalogue-text";
import { Loader2, TrendingUp } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Controller, type Path } from "react-hook-form";
import { SIP_LIMITS, SIP_PLANS } from "@shared/catalog/sip-plans";
import { istToday } from "@shared/calendar/ist";
import { Link } from "wouter";
import { SignInNotice } from "@/components/sign-in-notice";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { formatCurrency } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { SipFormValues } from "../lib/sip-form";
import { RISK_LABEL } from "../lib/labels";
import { SebiWarning } from "./sebi-warning";
import { SipLiveSummary } from "./sip-live-summary";
import { useSipPlanner } from "./use-sip-planner";

const idFor = (name: string) => `sip-${name}`;

function SipInput({
  name,
  label,
  hint,
  className,
  ...inputProps
}: { name: Path<SipFormValues>; label: string; hint?: ReactNode } & ComponentProps<"input">) {
  const { i18n } = useLingui();
  const { form } = useSipPlanner();
  const id = idFor(name);
  // The shared schema's messages are catalogue ids (shared/schema/locales).
  const message = form.getFieldState(name, form.formState).error?.message;
  const error = message && catalogueText(i18n, message);
  return (
    <Field id={id} label={label} error={error} hint={hint} className={cn("content-start", className)}>
      <Input {...inputProps} {...fieldAria(id, error, Boolean(hint))} {...form.register(name)} />
    </Field>
  );
}

/** The Start SIP form beside its live summary. */
export function SipForm() {
  const { t, i18n } = useLingui();
  const { form, plan, selectPlan, onSubmit, isPending, isChecking, signedIn, kycNeeded } = useSipPlanner();
  const values = form.watch();
  const planMessage = form.formState.errors.planName?.message;
  const planError = planMessage && i18n._(planMessage);
  const planMinimum = plan && formatCurrency(plan.minAmount);
  const lowest = formatCurrency(SIP_LIMITS.minAmount);
  const highest = formatCurrency(SIP_LIMITS.maxAmount);
  const recommended = plan?.recommendedDuration;
  const { minMonths, maxMonths } = SIP_LIMITS;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-xl">
            <Trans>Start your SIP</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Choose a plan, an amount and a date. Your first contribution activates the SIP.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <Field id={idFor("planName")} label={t`SIP plan`} error={planError}>
              <NativeSelect
                {...fieldAria(idFor("planName"), planError)}
                value={values.planName}
                onChange={(e) => {
                  const chosen = SIP_PLANS.find((p) => p.name === e.target.value);
                  if (chosen) selectPlan(chosen);
                }}
              >
                <option value="" disabled>
                  {t`Select a plan`}
                </option>
                {SIP_PLANS.map((p) => {
                  const name = i18n._(p.name);
                  const risk = t(RISK_LABEL[p.riskLevel]);
                  return (
                    <option key={p.id} value={p.name}>
                      {t`${name} (${risk})`}
                    </option>
                  );
                })}
              </NativeSelect>
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <SipInput
                name="monthlyAmount"
                label={t`Monthly amount (₹)`}
                inputMode="numeric"
                hint={planMinimum ? t`Minimum ${planMinimum} per month` : t`${lowest} to ${highest} a month`}
              />
              <SipInput
                name="durationMonths"
                label={t`Duration (months)`}
                inputMode="numeric"
                hint={recommended ? t`Recommended minimum ${recommended} months` : t`${minMonths} to ${maxMonths} months`}
              />
              <SipInput
                name="expectedReturns"
                label={t`Expected returns (% p.a.)`}
                type="number"
                step={SIP_LIMITS.returnsStep}
                min={SIP_LIMITS.minReturns}
                max={SIP_LIMITS.maxReturns}
                hint={t`For the illustration only: your SIP buys units at each day's NAV`}
              />
              <SipInput name="startDate" label={t`Start date`} type="date" min={istToday()} hint={t`Your first contribution date`} />
            </div>
            <div className="grid gap-4 rounded-lg border bg-secondary/30 p-4">
              <div className="flex items-center justify-between gap-4">
                <div className="grid gap-1">
                  <Label htmlFor={idFor("autoDebit")}>
                    <Trans>Auto-debit from my bank account</Trans>
                  </Label>
                  <p className="text-xs text-muted-foreground">
                    <Trans>
                      Monthly contributions fall due on the start date's day of the month; we set up the mandate with this account.
                    </Trans>
                  </p>
                </div>
                <Controller
                  control={form.control}
                  name="autoDebit"
                  render={({ field }) => <Switch id={idFor("autoDebit")} checked={field.value} onCheckedChange={field.onChange} />}
                />
              </div>
              {values.autoDebit && (
                <div className="grid gap-5 sm:grid-cols-2">
                  <SipInput name="bankName" label={t`Bank name`} autoComplete="off" placeholder={t`e.g. State Bank of India`} />
                  <SipInput
                    name="bankAccountNumber"
                    label={t`Bank account number`}
                    inputMode="numeric"
                    autoComplete="off"
                    hint={t`We keep only the last 4 digits`}
                  />
                </div>
              )}
            </div>
            {!signedIn && (
              <SignInNotice
                title={t`Log in to start your SIP`}
                description={t`Explore plans and figures freely. You need a free GharSetu account to invest.`}
              />
            )}
            {kycNeeded && (
              <div
                role="alert"
                className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950/40"
              >
                <p>{kycNeeded}</p>
                <Link href="/dashboard?tab=kyc" className="font-medium text-primary underline underline-offset-4">
                  <Trans>Upload your KYC documents</Trans>
                </Link>
              </div>
            )}
            <div className="flex flex-col gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
              <SebiWarning className="sm:max-w-md" />
              <Button type="submit" size="lg" disabled={isPending || isChecking} className="sm:min-w-44">
                {isPending ? <Loader2 className="animate-spin" aria-hidden /> : <TrendingUp aria-hidden />}
                {isPending ? t`Processing...` : t`Start SIP`}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <aside className="grid gap-6 lg:sticky lg:top-20" aria-label={t`SIP summary`}>
        <SipLiveSummary values={values} />
      </aside>
    </div>
  );
}
