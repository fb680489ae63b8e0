import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2, Send } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import type { LoanTypeCode, LoanTypePayload } from "@shared/catalog/loan-types";
import { SignInNotice } from "@/components/sign-in-notice";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { formatCurrency, formatPercent } from "@/lib/format";
import { useSettings } from "@/lib/settings/get-settings";
import { useHydrated } from "@/lib/use-hydrated";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { baseRateFor, checkedLoanType, loanTypeByPayload, type LoanFormValues } from "../lib/loan-form";
import { EligibilityAccordion } from "./eligibility-accordion";
import { KeyFactsCard } from "./key-facts-card";
import { LoanDetailsFields } from "./loan-details-fields";
import { PersonalDetailsFields } from "./personal-details-fields";
import { useLoanApplicationForm, type LoanTab } from "./use-loan-application-form";

/** Loan terms a calculator hands back when the customer presses Apply Now. */
export type AppliedLoanTerms = { amount: number; tenureMonths: number; interestRate: number };

/** What the page's calculators start from, and where their Apply Now goes. */
export type CalculatorSlotProps = {
  loanType: LoanTypeCode;
  initialAmount: number;
  initialYears: number;
  onApply: (values: AppliedLoanTerms) => void;
};

type LoanApplicationFormProps = {
  defaultValues: LoanFormValues;
  onSubmitted: (loan: LoanApplicationRow) => void;
  /** The loan type chosen in the form, whenever it changes (the page's heading names it). */
  onLoanTypeChange?: (code: LoanTypeCode) => void;
  /** Rendered under the form; the page puts the calculators here. */
  calculators: (props: CalculatorSlotProps) => ReactNode;
};

const TABS: { value: LoanTab; step: number; label: MessageDescriptor }[] = [
  { value: "loan", step: 1, label: msg`Loan Details` },
  { value: "personal", step: 2, label: msg`Personal Details` },
];

/** The two-tab application beside its Key Fact Statement, with the calculators underneath. */
export function LoanApplicationForm({ defaultValues, onSubmitted, onLoanTypeChange, calculators }: LoanApplicationFormProps) {
  const { t, i18n } = useLingui();
  const { data: settings } = useSettings();
  const { form, tab, setTab, tabErrors, onSubmit, isPending, isChecking, signedIn } = useLoanApplicationForm(defaultValues, onSubmitted);
  const [loanType, amount, tenure, rate] = form.watch(["loanType", "amount", "tenure", "interestRate"]);
  const type = loanTypeByPayload(loanType);
  const typeLabel = i18n._(type.label);
  const rateFor = (payload: LoanTypePayload) => baseRateFor(payload, settings);

  // The rate is the lender's: always the chosen type's base rate, the live one once the settings answer
  // (the form is drawn before, and in the page's HTML, with the catalogue's). The server refuses another.
  const setBaseRate = (payload: LoanTypePayload) => {
    const base = String(rateFor(payload));
    if (form.getValues("interestRate") !== base) form.setValue("interestRate", base, { shouldValidate: form.formState.isSubmitted });
  };
  useEffect(() => {
    if (settings) setBaseRate(form.getValues("loanType"));
    // When the settings arrive (or change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);

  // A visitor can act on the page's HTML before its scripts run: a loan type picked then is read here
  // from the radios, before react-hook-form takes them over, and chosen once mounted.
  const hydrated = useHydrated();
  const [typePickedEarly] = useState(() => (hydrated || typeof document === "undefined" ? null : checkedLoanType(document)));
  useEffect(() => {
    if (typePickedEarly && typePickedEarly !== defaultValues.loanType) {
      form.setValue("loanType", typePickedEarly, { shouldDirty: true });
      setBaseRate(typePickedEarly);
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    onLoanTypeChange?.(type.code);
    // When the chosen type changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type.code]);

  // A rate tried in a calculator is not the loan's: the application keeps the lender's.
  const applyCalculator = ({ amount: a, tenureMonths }: AppliedLoanTerms) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("amount", String(a), options);
    form.setValue("tenure", String(tenureMonths), options);
    setTab("loan");
    document.getElementById("application-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
    const amountText = formatCurrency(a);
    const rateText = formatPercent(rateFor(loanType));
    toast({
      title: t`Calculator values applied`,
      description: t`${amountText} for ${tenureMonths} months, at our ${typeLabel} rate of ${rateText}.`,
    });
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <Card id="application-form" className="scroll-mt-24 lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-xl">
              <Trans>Your {typeLabel} application</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Two short steps, about three minutes. No paperwork to start.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} noValidate className="grid gap-6">
              <Tabs value={tab} onValueChange={(v) => setTab(v as LoanTab)}>
                <TabsList className="grid h-auto w-full grid-cols-2">
                  {TABS.map(({ value, step, label }) => (
                    <TabsTrigger key={value} value={value} className="py-2.5">
                      <span
                        aria-hidden
                        className="hidden size-5 items-center justify-center rounded-full bg-primary/10 text-xs font-bold text-primary sm:flex"
                      >
                        {step}
                      </span>
                      {t(label)}
                      {tabErrors[value] && (
                        <span className="size-2 rounded-full bg-destructive">
                          <span className="sr-only">{t`(has errors)`}</span>
                        </span>
                      )}
                    </TabsTrigger>
                  ))}
                </TabsList>
                <TabsContent value="loan" className="pt-4">
                  <LoanDetailsFields form={form} rateFor={rateFor} onTypeChange={setBaseRate} onNext={() => setTab("personal")} />
                </TabsContent>
                <TabsContent value="personal" className="pt-4">
                  <PersonalDetailsFields form={form} onBack={() => setTab("loan")} />
                </TabsContent>
              </Tabs>
              {!signedIn && (
                <SignInNotice
                  title={t`Log in to submit your application`}
                  description={t`Explore the figures freely. You need a free GharSetu account to apply.`}
                />
              )}
              <div className="flex flex-col gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-xs text-muted-foreground">
                  <Trans>By submitting, you agree that GharSetu and its partner lenders may contact you about this application.</Trans>
                </p>
                <Button type="submit" size="lg" disabled={isPending || isChecking} className="sm:min-w-52">
                  {isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
                  {isPending ? t`Submitting...` : t`Submit Application`}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <aside className="grid gap-6 lg:sticky lg:top-20" aria-label={t`Loan summary`}>
          <KeyFactsCard loanLabel={typeLabel} amount={Number(amount)} rate={Number(rate)} months={Number(tenure)} />
          <EligibilityAccordion />
        </aside>
      </div>
      {calculators({
        loanType: type.code,
        initialAmount: Number(defaultValues.amount),
        initialYears: Math.max(1, Math.min(30, Math.round(Number(defaultValues.tenure) / 12))),
        onApply: applyCalculator,
      })}
    </div>
  );
}
