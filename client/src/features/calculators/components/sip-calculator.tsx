import { select } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { useEffect, useState } from "react";
import { SIP_CALCULATOR } from "@shared/catalog/sip-plans";
import { rupeesToPaise, sipFutureValue, sipGrowthByYear } from "@shared/finance";
import { Button } from "@/components/ui/button";
import { formatPaise, formatPercent } from "@/lib/format";
import { pluralForm } from "@/lib/i18n";
import { clamp, groupDigits } from "../lib/number-input";
import { useTickLabels } from "../lib/use-tick-labels";
import { Headline, ResultStat } from "./result-stat";
import { SipGrowthChart } from "./sip-growth-chart";
import { CalculatorInputs, CalculatorResults } from "./calculator-inputs";
import { SliderField } from "./slider-field";

export type SipStartValues = { monthlyAmount: number; years: number; rate: number };

type SipCalculatorProps = {
  initial?: Partial<SipStartValues>;
  /** 'Start SIP Now': copies the values into the SIP form. */
  onStart?: (values: SipStartValues) => void;
  /** Each change, so a page can keep the figures while the calculator is out of view. */
  onChange?: (values: SipStartValues) => void;
};

const { amount: AMOUNT, years: YEARS, rate: RATE } = SIP_CALCULATOR;

/** The SIP calculator's sliders, results and growth. */
export function SipCalculator({ initial, onStart, onChange }: SipCalculatorProps) {
  const { t, i18n } = useLingui();
  const { shortRupees, yearsLabel } = useTickLabels();
  const [monthlyAmount, setMonthlyAmount] = useState(clamp(initial?.monthlyAmount ?? AMOUNT.default, AMOUNT.min, AMOUNT.max));
  const [years, setYears] = useState(clamp(Math.round(initial?.years ?? YEARS.default), YEARS.min, YEARS.max));
  const [rate, setRate] = useState(clamp(initial?.rate ?? RATE.default, RATE.min, RATE.max));
  useEffect(() => onChange?.({ monthlyAmount, years, rate }), [monthlyAmount, years, rate, onChange]);
  const monthly = rupeesToPaise(monthlyAmount);
  const result = sipFutureValue(monthly, rate, years * 12);
  const ratePercent = formatPercent(rate);
  const yearsForm = pluralForm(years, i18n.locale);

  return (
    <CalculatorInputs>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
        <div className="grid content-start gap-7 lg:col-span-3">
          <SliderField
            label={t`Monthly investment`}
            prefix="₹"
            value={monthlyAmount}
            onChange={setMonthlyAmount}
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
          <SipGrowthChart years={sipGrowthByYear(monthly, rate, years)} />
        </div>
        <CalculatorResults className="grid content-start gap-4 lg:col-span-2">
          <Headline
            label={t`Total value`}
            value={formatPaise(result.totalValue)}
            note={t`after ${select(yearsForm, { one: `${years} year`, other: `${years} years` })} at ${ratePercent} p.a.`}
          />
          <dl className="grid grid-cols-2 gap-3">
            <ResultStat label={t`Total investment`} value={formatPaise(result.totalInvestment)} />
            <ResultStat label={t`Estimated returns`} value={formatPaise(result.estimatedReturns)} tone="good" />
          </dl>
          {onStart && (
            <Button type="button" variant="accent" size="lg" onClick={() => onStart({ monthlyAmount, years, rate })}>
              <Trans>Start SIP Now</Trans> <ArrowRight aria-hidden />
            </Button>
          )}
        </CalculatorResults>
      </div>
    </CalculatorInputs>
  );
}
