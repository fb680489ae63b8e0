import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { History, Loader2, Send } from "lucide-react";
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Watch, useWatch } from "react-hook-form";
import { LOAN_TYPE_PAYLOADS, type LoanTypeCode, type LoanTypePayload } from "@shared/catalog/loan-types";
import { SignInNotice } from "@/components/sign-in-notice";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { useFormDraft, withDraft } from "@/lib/form-draft";
import { formatCurrency, formatPercent } from "@/lib/format";
import { useSettings } from "@/lib/settings/get-settings";
import { useHydrated } from "@/lib/use-hydrated";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { baseRateFor, checkedLoanType, formTerms, loanTypeByPayload, type LoanFormValues, type LoanTerms } from "../lib/loan-form";
import { EligibilityAccordion } from "./eligibility-accordion";
import type { LoanForm } from "./form-controls";
import { KeyFactsCard } from "./key-facts-card";
import { LoanDetailsFields } from "./loan-details-fields";
import { PersonalDetailsFields } from "./personal-details-fields";
import { useLoanApplicationForm, type LoanTab } from "./use-loan-application-form";

/** Loan terms a calculator hands back when the customer presses Apply Now. */
export type AppliedLoanTerms = { amount: number; tenureMonths: number; interestRate: number };

/** What the page's calculators start from, the form's loan they follow, and where their Apply Now goes. */
export type CalculatorSlotProps = {
  loanType: LoanTypeCode;
  initialAmount: number;
  initialYears: number;
  /** The loan the form holds, when its terms are ones the product offers: the EMI calculator shows it, as the Key Fact Statement does. */
  terms: LoanTerms | null;
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
  const { form, tab, goToTab, tabErrors, onSubmit, isPending, isChecking, signedIn, search, returnTo } = useLoanApplicationForm(
    defaultValues,
    onSubmitted,
  );
  // The form reads none of its figures as it draws: each part that shows one (the title's loan type, a
  // field's hint, the summary) reads it itself, so a key typed or a type picked redraws only those parts
  // (docs/decisions/budget-phones.md).
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

  // What a visitor typed before signing in comes back (at the lender's rate of today): docs/decisions/form-drafts.md.
  const [restored, setRestored] = useState(false);
  useFormDraft(form, "loan-application", {
    keeping: !signedIn,
    at: search,
    restore: (draft) => {
      const values = withDraft(form.getValues(), draft);
      const type = LOAN_TYPE_PAYLOADS.includes(values.loanType) ? values.loanType : form.getValues("loanType");
      form.reset({ ...values, loanType: type, interestRate: String(rateFor(type)) });
      setRestored(true);
    },
  });

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

  // A rate tried in a calculator is not the loan's: the application keeps the lender's.
  const applyCalculatorNow = ({ amount: a, tenureMonths }: AppliedLoanTerms) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("amount", String(a), options);
    form.setValue("tenure", String(tenureMonths), options);
    void goToTab("loan");
    document.getElementById("application-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
    const amountText = formatCurrency(a);
    const loanType = form.getValues("loanType");
    const typeLabel = i18n._(loanTypeByPayload(loanType).label);
    const rateText = formatPercent(rateFor(loanType));
    toast({
      title: t`Calculator values applied`,
      description: t`${amountText} for ${tenureMonths} months, at our ${typeLabel} rate of ${rateText}.`,
    });
  };
  // One function for the calculators' whole life, so a key typed in the form does not redraw them.
  const latestApply = useRef(applyCalculatorNow);
  useLayoutEffect(() => {
    latestApply.current = applyCalculatorNow;
  });
  const applyCalculator = useCallback((values: AppliedLoanTerms) => latestApply.current(values), []);

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <Card id="application-form" className="scroll-mt-24 lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-xl">
              <Watch
                control={form.control}
                name="loanType"
                render={(loanType) => {
                  const typeLabel = i18n._(loanTypeByPayload(loanType).label);
                  return <Trans>Your {typeLabel} application</Trans>;
                }}
              />
            </CardTitle>
            <LoanTypeReport form={form} onChange={onLoanTypeChange} />
            <CardDescription>
              <Trans>Two short steps, about three minutes. No paperwork to start.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} noValidate className="grid gap-6">
              {restored && (
                <p role="status" className="flex items-center gap-2 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
                  <History className="size-4 shrink-0" aria-hidden />
                  <Trans>Your details are back as you left them. Check them and submit.</Trans>
                </p>
              )}
              <Tabs value={tab} onValueChange={(v) => void goToTab(v as LoanTab)}>
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
                  <LoanDetailsFields form={form} rateFor={rateFor} onTypeChange={setBaseRate} onNext={() => void goToTab("personal")} />
                </TabsContent>
                <TabsContent value="personal" className="pt-4">
                  <PersonalDetailsFields form={form} onBack={() => void goToTab("loan")} />
                </TabsContent>
              </Tabs>
              {!signedIn && (
                <SignInNotice
                  title={t`Log in to submit your application`}
                  description={t`Explore the figures freely. You need a free GharSetu account to apply; what you typed stays here while you log in.`}
                  returnTo={hydrated ? returnTo : returnTo.split("?")[0]}
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
          <LiveSummary form={form} />
        </aside>
      </div>
      <LiveCalculators
        form={form}
        render={calculators}
        initialAmount={Number(defaultValues.amount)}
        initialYears={Math.max(1, Math.min(30, Math.round(Number(defaultValues.tenure) / 12)))}
        onApply={applyCalculator}
      />
    </div>
  );
}

/** Tells the page the loan type chosen in the form, whenever it changes (the page's heading names it). */
function LoanTypeReport({ form, onChange }: { form: LoanForm; onChange?: (code: LoanTypeCode) => void }) {
  const code = loanTypeByPayload(useWatch({ control: form.control, name: "loanType" })).code;
  useEffect(() => {
    onChange?.(code);
    // When the chosen type changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
  return null;
}

/** The form's figures the summary and the calculators show (react-hook-form's strings). */
type ShownLoan = { loanType: LoanTypePayload; amount: string; tenure: string; interestRate: string };

const SHOWN_FIELDS = ["loanType", "amount", "tenure", "interestRate"] as const;

/**
 * The figures the Key Fact Statement and the EMI calculator beside it show (each reads its own copy; both
 * are updated in the same deferred render, so they agree). They follow the form a
 * moment later: a key typed or a type picked is drawn at once, and their (larger) update is done after,
 * and given up if another key comes first (docs/decisions/budget-phones.md).
 */
function useShownLoan(form: LoanForm): ShownLoan {
  const [loanType, amount, tenure, interestRate] = useWatch({ control: form.control, name: SHOWN_FIELDS });
  return {
    loanType: useDeferredValue(loanType),
    amount: useDeferredValue(amount),
    tenure: useDeferredValue(tenure),
    interestRate: useDeferredValue(interestRate),
  };
}

function LiveSummary({ form }: { form: LoanForm }) {
  return <Summary {...useShownLoan(form)} />;
}

function LiveCalculators({ form, ...props }: Omit<CalculatorsProps, keyof ShownLoan> & { form: LoanForm }) {
  return <Calculators {...props} {...useShownLoan(form)} />;
}

/** The Key Fact Statement and the eligibility notes, redrawn only when the loan's figures change. */
const Summary = memo(function Summary({ loanType, ...figures }: ShownLoan) {
  const { i18n } = useLingui();
  return (
    <>
      <KeyFactsCard loanLabel={i18n._(loanTypeByPayload(loanType).label)} terms={formTerms(figures)} />
      <EligibilityAccordion />
    </>
  );
});

type CalculatorsProps = ShownLoan &
  Pick<CalculatorSlotProps, "initialAmount" | "initialYears" | "onApply"> & { render: (props: CalculatorSlotProps) => ReactNode };

/** The page's calculators, redrawn only when what they show changes. */
const Calculators = memo(function Calculators({ render, loanType, amount, tenure, interestRate, ...slot }: CalculatorsProps) {
  return render({ ...slot, loanType: loanTypeByPayload(loanType).code, terms: formTerms({ amount, tenure, interestRate }) });
});
