import { useState } from "react";
import { SIP_CALCULATOR } from "@shared/catalog/sip-plans";
import { lumpsumFutureValue, rupeesToPaise, sipFutureValue } from "@shared/finance";
import { formatPaise, formatPercent } from "@/lib/format";
import { groupDigits, shortRupees } from "../lib/number-input";
import { Headline, ResultStat } from "./result-stat";
import { SliderField } from "./slider-field";

const AMOUNT = { min: 5_000, max: 10_000_000, step: 5_000 } as const;
const { years: YEARS, rate: RATE } = SIP_CALCULATOR;

/** A one-time investment, set beside the same money spread as a monthly SIP. */
export function LumpsumCalculator() {
  const [amount, setAmount] = useState(500_000);
  const [years, setYears] = useState<number>(YEARS.default);
  const [rate, setRate] = useState<number>(RATE.default);
  const result = lumpsumFutureValue(rupeesToPaise(amount), rate, years);
  const spread = sipFutureValue(rupeesToPaise(Math.round(amount / (years * 12))), rate, years * 12);

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
      <div className="grid content-start gap-7 lg:col-span-3">
        <SliderField
          label="One-time investment"
          prefix="₹"
          value={amount}
          onChange={setAmount}
          range={AMOUNT}
          display={groupDigits}
          minLabel={shortRupees(AMOUNT.min)}
          maxLabel={shortRupees(AMOUNT.max)}
        />
        <SliderField
          label="Investment period"
          suffix={years === 1 ? "year" : "years"}
          value={years}
          onChange={(v) => setYears(Math.round(v))}
          range={YEARS}
          minLabel={`${YEARS.min} year`}
          maxLabel={`${YEARS.max} years`}
        />
        <SliderField
          label="Expected return (p.a.)"
          suffix="%"
          value={rate}
          onChange={setRate}
          range={RATE}
          minLabel={`${RATE.min}%`}
          maxLabel={`${RATE.max}%`}
        />
      </div>
      <div className="grid content-start gap-4 lg:col-span-2">
        <Headline label="Total value" value={formatPaise(result.totalValue)} note={`compounded yearly at ${formatPercent(rate)} p.a.`} />
        <dl className="grid grid-cols-2 gap-3">
          <ResultStat label="Invested" value={formatPaise(result.totalInvestment)} />
          <ResultStat label="Estimated returns" value={formatPaise(result.estimatedReturns)} tone="good" />
          <ResultStat className="col-span-2" label="The same money as a monthly SIP" value={formatPaise(spread.totalValue)} />
        </dl>
      </div>
    </div>
  );
}
