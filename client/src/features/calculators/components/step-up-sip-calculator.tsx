import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { SIP_CALCULATOR } from "@shared/catalog/sip-plans";
import { rupeesToPaise, sipFutureValue, stepUpSipFutureValue } from "@shared/finance";
import { formatPaise, formatPercent } from "@/lib/format";
import { groupDigits } from "../lib/number-input";
import { useTickLabels } from "../lib/use-tick-labels";
import { Headline, ResultStat } from "./result-stat";
import { CalculatorInputs, CalculatorResults } from "./calculator-inputs";
import { SliderField } from "./slider-field";

const STEP_UP = { min: 0, max: 25, step: 1 } as const;
const { amount: AMOUNT, years: YEARS, rate: RATE } = SIP_CALCULATOR;

/** A SIP whose amount rises every year, as salaries do, against the same SIP kept flat. */
export function StepUpSipCalculator() {
  const { t } = useLingui();
  const { shortRupees, yearsLabel } = useTickLabels();
  const [monthlyAmount, setMonthlyAmount] = useState<number>(AMOUNT.default);
  const [stepUp, setStepUp] = useState(10);
  const [years, setYears] = useState<number>(YEARS.default);
  const [rate, setRate] = useState<number>(RATE.default);
  const months = years * 12;
  const monthly = rupeesToPaise(monthlyAmount);
  const stepped = stepUpSipFutureValue(monthly, rate, months, stepUp);
  const flat = sipFutureValue(monthly, rate, months);
  const stepUpPercent = formatPercent(stepUp);
  const finalMonthly = formatPaise(stepped.finalMonthlyAmount);

  return (
    <CalculatorInputs>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
        <div className="grid content-start gap-7 lg:col-span-3">
          <SliderField
            label={t`Starting monthly investment`}
            prefix="₹"
            value={monthlyAmount}
            onChange={setMonthlyAmount}
            range={AMOUNT}
            display={groupDigits}
            minLabel={shortRupees(AMOUNT.min)}
            maxLabel={shortRupees(AMOUNT.max)}
          />
          <SliderField
            label={t`Yearly step-up`}
            suffix="%"
            value={stepUp}
            onChange={(v) => setStepUp(Math.round(v))}
            range={STEP_UP}
            minLabel="0%"
            maxLabel={`${STEP_UP.max}%`}
          />
          <SliderField
            label={t`Investment period`}
            suffix={years === 1 ? t`year` : t`years`}
            value={years}
            onChange={(v) => setYears(Math.round(v))}
            range={YEARS}
            minLabel={yearsLabel(YEARS.min)}
            maxLabel={yearsLabel(YEARS.max)}
          />
          <SliderField
            label={t`Expected return (p.a.)`}
            suffix="%"
            value={rate}
            onChange={setRate}
            range={RATE}
            minLabel={`${RATE.min}%`}
            maxLabel={`${RATE.max}%`}
          />
        </div>
        <CalculatorResults className="grid content-start gap-4 lg:col-span-2">
          <Headline
            label={t`Total value with step-up`}
            value={formatPaise(stepped.totalValue)}
            note={t`rising ${stepUpPercent} a year to ${finalMonthly} a month`}
          />
          <dl className="grid grid-cols-2 gap-3">
            <ResultStat label={t`Total investment`} value={formatPaise(stepped.totalInvestment)} />
            <ResultStat label={t`Estimated returns`} value={formatPaise(stepped.estimatedReturns)} tone="good" />
            <ResultStat className="col-span-2" label={t`Without step-up`} value={formatPaise(flat.totalValue)} />
          </dl>
        </CalculatorResults>
      </div>
    </CalculatorInputs>
  );
}
