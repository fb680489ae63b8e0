import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { DEFAULT_SETTINGS } from "@shared/catalog/settings";
import { loanTypeFromCode, type LoanTypeCode } from "@shared/catalog/loan-types";
import { emiSummary, rupeesToPaise } from "@shared/finance";
import { Button } from "@/components/ui/button";
import { formatPaise, formatPercent } from "@/lib/format";
import { useSettings } from "@/lib/settings/get-settings";
import { EMI_WIDGET } from "../lib/emi-widget-limits";
import { groupDigits } from "../lib/number-input";
import { useTickLabels } from "../lib/use-tick-labels";
import { EmiBreakupChart } from "./emi-breakup-chart";
import { RepaymentSchedule } from "./repayment-schedule";
import { Headline, ResultStat } from "./result-stat";
import { CalculatorInputs, CalculatorResults } from "./calculator-inputs";
import { SliderField } from "./slider-field";

export type EmiApplyValues = { amount: number; tenureMonths: number; interestRate: number };
/** A loan to show: amount (₹), tenure (months) and yearly rate (%). */
export type EmiTerms = { amount: number; months: number; rate: number };

type EmiCalculatorProps = {
  loanType?: LoanTypeCode;
  initialAmount?: number;
  initialYears?: number;
  /** On the loan page Apply Now fills the form; elsewhere it opens the prefilled application. */
  onApply?: (values: EmiApplyValues) => void;
  /**
   * On the loan page, the loan its application form holds: each figure the form changes is taken here
   * (the sliders may still try others), so this EMI and the Key Fact Statement's are one.
   */
  terms?: EmiTerms | null;
  showSchedule?: boolean;
};

/** The EMI calculator widget, with the repayment schedule beneath it. */
/** A number kept within a range; the fallback when it is missing or not a finite number. */
const withinRange = (value: number | undefined, min: number, max: number, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, value));

export function EmiCalculator({
  loanType = "home-loan",
  initialAmount,
  initialYears,
  onApply,
  terms,
  showSchedule = true,
}: EmiCalculatorProps) {
  const { t } = useLingui();
  const { shortRupees, yearsLabel } = useTickLabels();
  const [, navigate] = useLocation();
  const { data: settings } = useSettings();
  const { settingsKey } = loanTypeFromCode(loanType);
  const baseRate = terms?.rate ?? settings?.[settingsKey] ?? DEFAULT_SETTINGS[settingsKey];

  // A starting value from a link may be anything: the sliders' ranges hold it (and the money math with it).
  const [amount, setAmount] = useState(() =>
    terms ? terms.amount : withinRange(initialAmount, EMI_WIDGET.amount.min, EMI_WIDGET.amount.max, EMI_WIDGET.amount.default),
  );
  // Whole years on the slider; a form's tenure may add months (100 months: 8⅓ years, shown as 8.3).
  const [years, setYears] = useState(() =>
    terms ? terms.months / 12 : withinRange(initialYears, EMI_WIDGET.years.min, EMI_WIDGET.years.max, EMI_WIDGET.years.default),
  );
  // Until the user moves it, the rate follows the form's, else the loan type's base rate (which loads from settings).
  const [chosenRate, setChosenRate] = useState<number | null>(null);
  const rate = chosenRate ?? baseRate;

  // The form's figures as last taken: one the form changes replaces what the slider shows.
  const [followed, setFollowed] = useState(terms ?? null);
  if (terms && (terms.amount !== followed?.amount || terms.months !== followed.months || terms.rate !== followed.rate)) {
    setFollowed(terms);
    if (terms.amount !== followed?.amount) setAmount(terms.amount);
    if (terms.months !== followed?.months) setYears(terms.months / 12);
    if (terms.rate !== followed?.rate) setChosenRate(null);
  }

  const months = Math.round(years * 12);
  const principal = rupeesToPaise(amount);
  const summary = emiSummary(principal, rate, months);
  const ratePercent = formatPercent(rate);

  const apply = () => {
    const values = { amount, tenureMonths: months, interestRate: rate };
    if (onApply) return onApply(values);
    navigate(`/loan-application?type=${loanType}&amount=${amount}&tenure=${months}&interestRate=${rate}`);
  };

  return (
    <CalculatorInputs>
      <div className="grid grid-cols-1 gap-8">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
          <div className="grid content-start gap-7 lg:col-span-3">
            <SliderField
              label={t`Loan amount`}
              prefix="₹"
              value={amount}
              onChange={setAmount}
              range={EMI_WIDGET.amount}
              display={groupDigits}
              minLabel={shortRupees(EMI_WIDGET.amount.min)}
              maxLabel={shortRupees(EMI_WIDGET.amount.max)}
            />
            <SliderField
              label={t`Interest rate (p.a.)`}
              suffix="%"
              value={rate}
              onChange={setChosenRate}
              range={EMI_WIDGET.rate}
              minLabel={`${EMI_WIDGET.rate.min}%`}
              maxLabel={`${EMI_WIDGET.rate.max}%`}
            />
            <SliderField
              label={t`Loan tenure`}
              suffix={years === 1 ? t`year` : t`years`}
              value={years}
              onChange={(v) => setYears(Math.round(v))}
              display={(y) => String(Math.round(y * 10) / 10)}
              range={EMI_WIDGET.years}
              minLabel={yearsLabel(EMI_WIDGET.years.min)}
              maxLabel={yearsLabel(EMI_WIDGET.years.max)}
            />
          </div>
          <CalculatorResults className="grid content-start gap-4 lg:col-span-2">
            <Headline label={t`Monthly EMI`} value={formatPaise(summary.emi)} note={t`for ${months} months at ${ratePercent} p.a.`} />
            <dl className="grid grid-cols-2 gap-3">
              <ResultStat label={t`Principal amount`} value={formatPaise(principal)} />
              <ResultStat label={t`Interest payable`} value={formatPaise(summary.totalInterest)} />
              <ResultStat label={t`Total amount`} value={formatPaise(summary.totalAmount)} />
              <ResultStat label={t`Interest percent`} value={formatPercent(summary.interestPercent)} />
            </dl>
            <EmiBreakupChart principal={principal} interest={summary.totalInterest} />
            <Button type="button" variant="accent" size="lg" onClick={apply}>
              <Trans>Apply Now</Trans> <ArrowRight aria-hidden />
            </Button>
          </CalculatorResults>
        </div>
        {showSchedule && (
          <CalculatorResults quiet>
            <RepaymentSchedule amount={amount} rate={rate} months={months} />
          </CalculatorResults>
        )}
      </div>
    </CalculatorInputs>
  );
}
