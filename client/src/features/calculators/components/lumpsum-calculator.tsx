import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { SIP_CALCULATOR } from "@shared/catalog/sip-plans";
import { lumpsumFutureValue, rupeesToPaise, sipFutureValue } from "@shared/finance";
import { formatPaise, formatPercent } from "@/lib/format";
import { groupDigits } from "../lib/number-input";
import { useTickLabels } from "../lib/use-tick-labels";
import { Headline, ResultStat } from "./result-stat";
import { CalculatorInputs, CalculatorResults } from "./calculator-inputs";
import { SliderField } from "./slider-field";

const AMOUNT = { min: 5_000, max: 10_000_000, step: 5_000 } as const;
const { years: YEARS, rate: RATE } = SIP_CALCULATOR;

/** A one-time investment, set beside the same money spread as a monthly SIP. */
export function LumpsumCalculator() {
  const { t } = useLingui();
  const { shortRupees, yearsLabel } = useTickLabels();
  const [amount, setAmount] = useState(500_000);
  const [years, setYears] = useState<number>(YEARS.default);
  const [rate, setRate] = useState<number>(RATE.default);
  const result = lumpsumFutureValue(rupeesToPaise(amount), rate, years);
  const ratePercent = formatPercent(rate);
  const spread = sipFutureValue(rupeesToPaise(Math.round(amount / (years * 12))), rate, years * 12);

  return (
    <CalculatorInputs>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
        <div className="grid content-start gap-7 lg:col-span-3">
          <SliderField
            label={t`One-time investment`}
            prefix="₹"
            value={amount}
            onChange={setAmount}
            range={AMOUNT}
            display={groupDigits}
            minLabel={shortRupees(AMOUNT.min)}
            maxLabel={shortRupees(AMOUNT.max)}
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
          <Headline label={t`Total value`} value={formatPaise(result.totalValue)} note={t`compounded yearly at ${ratePercent} p.a.`} />
          <dl className="grid grid-cols-2 gap-3">
            <ResultStat label={t`Invested`} value={formatPaise(result.totalInvestment)} />
            <ResultStat label={t`Estimated returns`} value={formatPaise(result.estimatedReturns)} tone="good" />
            <ResultStat className="col-span-2" label={t`The same money as a monthly SIP`} value={formatPaise(spread.totalValue)} />
          </dl>
        </CalculatorResults>
      </div>
    </CalculatorInputs>
  );
}
