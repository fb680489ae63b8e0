import { select } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { SIP_CALCULATOR } from "@shared/catalog/sip-plans";
import { goalSipMonthlyAmount, rupeesToPaise } from "@shared/finance";
import { formatPaise, formatPercent } from "@/lib/format";
import { pluralForm } from "@/lib/i18n";
import { groupDigits } from "../lib/number-input";
import { useTickLabels } from "../lib/use-tick-labels";
import { Headline, ResultStat } from "./result-stat";
import { CalculatorInputs, CalculatorResults } from "./calculator-inputs";
import { SliderField } from "./slider-field";

const GOAL = { min: 100_000, max: 50_000_000, step: 50_000 } as const;
const INFLATION = { min: 0, max: 12, step: 0.5 } as const;
const { years: YEARS, rate: RATE } = SIP_CALCULATOR;

/** The monthly SIP that pays for a goal priced in today's rupees, once inflation has raised its price. */
export function GoalSipCalculator() {
  const { t, i18n } = useLingui();
  const { shortRupees, yearsLabel } = useTickLabels();
  const [goal, setGoal] = useState(2_000_000);
  const [years, setYears] = useState<number>(YEARS.default);
  const [inflation, setInflation] = useState(6);
  const [rate, setRate] = useState<number>(RATE.default);
  const result = goalSipMonthlyAmount(rupeesToPaise(goal), years, rate, inflation);
  const ratePercent = formatPercent(rate);
  const yearsForm = pluralForm(years, i18n.locale);

  return (
    <CalculatorInputs>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
        <div className="grid content-start gap-7 lg:col-span-3">
          <SliderField
            label={t`Goal in today's money`}
            prefix="₹"
            value={goal}
            onChange={setGoal}
            range={GOAL}
            display={groupDigits}
            minLabel={shortRupees(GOAL.min)}
            maxLabel={shortRupees(GOAL.max)}
          />
          <SliderField
            label={t`Years to goal`}
            suffix={years === 1 ? t`year` : t`years`}
            value={years}
            onChange={(v) => setYears(Math.round(v))}
            range={YEARS}
            minLabel={yearsLabel(YEARS.min)}
            maxLabel={yearsLabel(YEARS.max)}
          />
          <SliderField
            label={t`Inflation (p.a.)`}
            suffix="%"
            value={inflation}
            onChange={setInflation}
            range={INFLATION}
            minLabel="0%"
            maxLabel={`${INFLATION.max}%`}
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
            label={t`Monthly SIP needed`}
            value={formatPaise(result.monthlyAmount)}
            note={t`for ${select(yearsForm, { one: `${years} year`, other: `${years} years` })} at ${ratePercent} p.a.`}
          />
          <dl className="grid grid-cols-2 gap-3">
            <ResultStat label={t`Goal's future cost`} value={formatPaise(result.futureGoal)} />
            <ResultStat label={t`Total investment`} value={formatPaise(result.totalInvestment)} />
          </dl>
        </CalculatorResults>
      </div>
    </CalculatorInputs>
  );
}
