import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { partPrepayment, rupeesToPaise } from "@shared/finance";
import { formatPaise } from "@/lib/format";
import { cn } from "@/lib/utils";
import { groupDigits } from "../lib/number-input";
import { useTickLabels } from "../lib/use-tick-labels";
import { ResultStat } from "./result-stat";
import { CalculatorInputs, CalculatorResults } from "./calculator-inputs";
import { SliderField } from "./slider-field";

const AMOUNT = { min: 100_000, max: 50_000_000, step: 100_000 };
const RATE = { min: 5, max: 20, step: 0.1 };
const YEARS = { min: 2, max: 30, step: 1 };
const PREPAY = { min: 10_000, max: 10_000_000, step: 10_000 };

/** A one-off part-prepayment: lower the EMI, or keep it and close the loan sooner. */
export function PrepaymentCalculator({ baseRate }: { baseRate: number }) {
  const { t } = useLingui();
  const { shortRupees, yearsLabel } = useTickLabels();
  const inYears = (total: number) => {
    const wholeYears = Math.floor(total / 12);
    const extraMonths = total % 12;
    return t({ comment: "A loan's remaining term, short: 17y 4m", message: `${wholeYears}y ${extraMonths}m` });
  };
  const [amount, setAmount] = useState(2_500_000);
  const [rate, setRate] = useState(baseRate);
  const [years, setYears] = useState(20);
  const [prepayment, setPrepayment] = useState(200_000);
  const [afterMonth, setAfterMonth] = useState(24);
  const months = years * 12;
  const after = Math.min(afterMonth, months - 1);
  const r = partPrepayment({
    principal: rupeesToPaise(amount),
    annualRate: rate,
    months,
    prepayment: rupeesToPaise(prepayment),
    afterMonth: after,
  });
  const tenureWins = r.reduceTenure.interestSaved >= r.reduceEmi.interestSaved;

  return (
    <CalculatorInputs>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
        <div className="grid content-start gap-7 lg:col-span-3">
          <SliderField
            label={t`Loan amount taken`}
            prefix="₹"
            value={amount}
            onChange={setAmount}
            range={AMOUNT}
            display={groupDigits}
            minLabel={shortRupees(AMOUNT.min)}
            maxLabel={shortRupees(AMOUNT.max)}
          />
          <SliderField label={t`Rate of interest`} suffix="%" value={rate} onChange={setRate} range={RATE} minLabel="5%" maxLabel="20%" />
          <SliderField
            label={t`Original tenure`}
            suffix={t`years`}
            value={years}
            onChange={(v) => setYears(Math.round(v))}
            range={YEARS}
            minLabel={yearsLabel(YEARS.min)}
            maxLabel={yearsLabel(YEARS.max)}
          />
          <SliderField
            label={t`Prepayment amount`}
            prefix="₹"
            value={prepayment}
            onChange={setPrepayment}
            range={PREPAY}
            display={groupDigits}
            minLabel={shortRupees(PREPAY.min)}
            maxLabel={shortRupees(PREPAY.max)}
          />
          <SliderField
            label={t`Prepay after EMI number`}
            value={after}
            onChange={(v) => setAfterMonth(Math.round(v))}
            range={{ min: 1, max: months - 1, step: 1 }}
            minLabel="1"
            maxLabel={String(months - 1)}
          />
        </div>
        <CalculatorResults className="grid content-start gap-4 lg:col-span-2">
          <dl className="grid grid-cols-2 gap-3">
            <ResultStat label={t`Current EMI`} value={formatPaise(r.withoutPrepayment.emi)} />
            <ResultStat label={t`Balance after prepaying`} value={formatPaise(r.balanceAfter)} />
          </dl>
          <Option
            title={t`Reduce tenure`}
            best={tenureWins}
            lines={[
              [t`EMI stays`, formatPaise(r.reduceTenure.emi)],
              [t`Loan ends in`, inYears(r.reduceTenure.months)],
              [t`Months saved`, String(r.reduceTenure.monthsSaved)],
              [t`Interest saved`, formatPaise(r.reduceTenure.interestSaved)],
            ]}
          />
          <Option
            title={t`Reduce EMI`}
            best={!tenureWins}
            lines={[
              [t`New EMI`, formatPaise(r.reduceEmi.emi)],
              [t`Loan ends in`, inYears(r.reduceEmi.months)],
              [t`Interest saved`, formatPaise(r.reduceEmi.interestSaved)],
            ]}
          />
        </CalculatorResults>
      </div>
    </CalculatorInputs>
  );
}

function Option({ title, best, lines }: { title: string; best: boolean; lines: [string, string][] }) {
  const { t } = useLingui();
  return (
    <section
      className={cn("rounded-lg border p-4", best && "border-emerald-300 bg-emerald-50/60 dark:border-emerald-800 dark:bg-emerald-950/40")}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h4 className="font-semibold">{title}</h4>
        {best && <span className="rounded-full bg-emerald-600 px-2 py-0.5 text-xs font-semibold text-white">{t`Saves more`}</span>}
      </div>
      <dl className="grid gap-1.5 text-sm">
        {lines.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
