import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { eligibility, rupeesToPaise } from "@shared/finance";
import { formatPaise, formatPercent } from "@/lib/format";
import { groupDigits } from "../lib/number-input";
import { useTickLabels } from "../lib/use-tick-labels";
import { Headline, ResultStat } from "./result-stat";
import { CalculatorInputs, CalculatorResults } from "./calculator-inputs";
import { SliderField } from "./slider-field";

// The loan application's limits: the lowest income it takes, and its rates and tenures.
const INCOME = { min: LOAN_LIMITS.minMonthlyIncome, max: 1_000_000, step: 1_000 };
const EXISTING = { min: 0, max: 500_000, step: 500 };
const RATE = { min: LOAN_LIMITS.minRate, max: LOAN_LIMITS.maxRate, step: 0.1 };
const YEARS = { min: LOAN_LIMITS.minTenure / 12, max: LOAN_LIMITS.maxTenure / 12, step: 1 };

/** How much a take-home income supports under a 50% FOIR (all EMIs within half the income). */
export function EligibilityCalculator({ baseRate }: { baseRate: number }) {
  const { t } = useLingui();
  const { shortRupees, yearsLabel } = useTickLabels();
  const [income, setIncome] = useState(75_000);
  const [existing, setExisting] = useState(0);
  const [rate, setRate] = useState(baseRate);
  const [years, setYears] = useState(20);
  const result = eligibility(rupeesToPaise(income), rupeesToPaise(existing), rate, years * 12);
  const ratePercent = formatPercent(rate);
  const foir = result.foirPercent;

  return (
    <CalculatorInputs>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
        <div className="grid content-start gap-7 lg:col-span-3">
          <SliderField
            label={t`Net monthly income`}
            prefix="₹"
            value={income}
            onChange={setIncome}
            range={INCOME}
            display={groupDigits}
            minLabel={shortRupees(INCOME.min)}
            maxLabel={shortRupees(INCOME.max)}
          />
          <SliderField
            label={t`Existing EMIs per month`}
            prefix="₹"
            value={existing}
            onChange={setExisting}
            range={EXISTING}
            display={groupDigits}
            minLabel="₹0"
            maxLabel={shortRupees(EXISTING.max)}
          />
          <SliderField
            label={t`Expected rate (p.a.)`}
            suffix="%"
            value={rate}
            onChange={setRate}
            range={RATE}
            minLabel="5%"
            maxLabel="20%"
          />
          <SliderField
            label={t`Desired tenure`}
            suffix={t`years`}
            value={years}
            onChange={(v) => setYears(Math.round(v))}
            range={YEARS}
            minLabel={yearsLabel(YEARS.min)}
            maxLabel={yearsLabel(YEARS.max)}
          />
        </div>
        <CalculatorResults className="grid content-start gap-4 lg:col-span-2">
          <Headline
            label={t`You may be eligible for up to`}
            value={formatPaise(result.maxLoan)}
            note={t`at ${ratePercent} p.a. for ${years} years`}
          />
          <dl className="grid grid-cols-2 gap-3">
            <ResultStat label={t`EMI you can afford`} value={formatPaise(result.maxEmi)} />
            <ResultStat label={t`FOIR applied`} value={`${result.foirPercent}%`} />
          </dl>
          <p className="rounded-lg bg-muted/60 p-3 text-xs text-muted-foreground">
            <Trans>
              Lenders usually keep all your EMIs, old and new, within {foir}% of take-home pay (the fixed obligation to income ratio). Final
              eligibility also depends on your age, credit score and the property.
            </Trans>
          </p>
        </CalculatorResults>
      </div>
    </CalculatorInputs>
  );
}
