import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { PMAY_ISS } from "@shared/catalog/pmay";
import { pmaySubsidy, rupeesToPaise, type PmayRefusal } from "@shared/finance";
import { Switch } from "@/components/ui/switch";
import { formatCurrency, formatDate, formatPaise } from "@/lib/format";
import { groupDigits } from "../lib/number-input";
import { useTickLabels } from "../lib/use-tick-labels";
import { Headline, ResultStat } from "./result-stat";
import { CalculatorInputs, CalculatorResults } from "./calculator-inputs";
import { SliderField } from "./slider-field";

const INCOME = { min: 100_000, max: 1_500_000, step: 10_000 };
const HOUSE = { min: 500_000, max: 7_500_000, step: 50_000 };
const LOAN = { min: 100_000, max: 5_000_000, step: 50_000 };
const RATE = { min: 5, max: 15, step: 0.1 };
const YEARS = { min: 5, max: 30, step: 1 };

/**
 * PMAY-U 2.0's interest subsidy on a first home: whether the household qualifies (income band, the house's
 * value, the loan, a first pucca house), the subsidy, its five yearly instalments and their value today.
 * The scheme's figures, with their source and date, are shared/catalog/pmay.ts's.
 */
export function PmayCalculator({ baseRate }: { baseRate: number }) {
  const { t, i18n } = useLingui();
  const { shortRupees, yearsLabel } = useTickLabels();
  const firstHouseId = useId();
  const [income, setIncome] = useState(800_000);
  const [house, setHouse] = useState(3_000_000);
  const [loan, setLoan] = useState(2_000_000);
  const [rate, setRate] = useState(baseRate);
  const [years, setYears] = useState(20);
  const [firstHouse, setFirstHouse] = useState(true);
  const r = pmaySubsidy({
    annualIncome: rupeesToPaise(income),
    houseValue: rupeesToPaise(house),
    loan: rupeesToPaise(loan),
    ratePercent: rate,
    tenureMonths: years * 12,
    firstPuccaHouse: firstHouse,
  });
  const band = PMAY_ISS.bands.find((b) => b.id === r.band);
  const bandLabel = band ? i18n._(band.label) : "";
  const instalments = PMAY_ISS.instalments;
  const maxIncome = formatCurrency(PMAY_ISS.bands.at(-1)!.maxIncome);
  const maxHouse = formatCurrency(PMAY_ISS.maxHouseValue);
  const maxLoan = formatCurrency(PMAY_ISS.maxLoan);
  const refusalText: Record<PmayRefusal, string> = {
    income: t`The household's income is above ${maxIncome} a year.`,
    house_value: t`The house is worth more than ${maxHouse}.`,
    loan: t`The loan is more than ${maxLoan}.`,
    not_first_house: t`Someone in the household already owns a pucca house.`,
  };
  const percent = PMAY_ISS.subsidyPercent;
  const onLoan = formatCurrency(PMAY_ISS.subsidisedLoan);
  const forYears = PMAY_ISS.subsidyYears;
  const cap = formatCurrency(PMAY_ISS.maxSubsidy);
  const discount = PMAY_ISS.discountPercent;
  const asOf = formatDate(PMAY_ISS.asOf);

  return (
    <CalculatorInputs>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
        <div className="grid content-start gap-7 lg:col-span-3">
          <SliderField
            label={t`Household income a year`}
            prefix="₹"
            value={income}
            onChange={setIncome}
            range={INCOME}
            display={groupDigits}
            minLabel={shortRupees(INCOME.min)}
            maxLabel={shortRupees(INCOME.max)}
          />
          <SliderField
            label={t`The house's value`}
            prefix="₹"
            value={house}
            onChange={setHouse}
            range={HOUSE}
            display={groupDigits}
            minLabel={shortRupees(HOUSE.min)}
            maxLabel={shortRupees(HOUSE.max)}
          />
          <SliderField
            label={t`Loan amount`}
            prefix="₹"
            value={loan}
            onChange={setLoan}
            range={LOAN}
            display={groupDigits}
            minLabel={shortRupees(LOAN.min)}
            maxLabel={shortRupees(LOAN.max)}
          />
          <SliderField label={t`Interest rate`} suffix="%" value={rate} onChange={setRate} range={RATE} minLabel="5%" maxLabel="15%" />
          <SliderField
            label={t`Loan tenure`}
            suffix={t`years`}
            value={years}
            onChange={(v) => setYears(Math.round(v))}
            range={YEARS}
            minLabel={yearsLabel(YEARS.min)}
            maxLabel={yearsLabel(YEARS.max)}
          />
          <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
            <label htmlFor={firstHouseId} className="text-sm font-medium">
              <Trans>This is the household's first pucca house</Trans>
            </label>
            <Switch id={firstHouseId} checked={firstHouse} onCheckedChange={setFirstHouse} />
          </div>
        </div>
        <CalculatorResults className="grid content-start gap-4 lg:col-span-2">
          {r.eligible ? (
            <>
              <Headline
                label={t`Interest subsidy`}
                value={formatPaise(r.subsidy)}
                note={t`${bandLabel}: paid in ${instalments} yearly instalments`}
              />
              <dl className="grid grid-cols-2 gap-3">
                <ResultStat label={t`Each yearly instalment`} value={formatPaise(r.instalments[0])} />
                <ResultStat label={t`Worth today`} value={formatPaise(r.presentValue)} tone="good" />
                <ResultStat label={t`Loan subsidised`} value={formatPaise(r.subsidisedLoan)} />
                <ResultStat label={t`Interest at ${percent} points less, before the cap`} value={formatPaise(r.interestCovered)} />
              </dl>
            </>
          ) : (
            <div className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              <p className="font-semibold">
                <Trans>Not eligible for the PMAY interest subsidy</Trans>
              </p>
              <ul className="list-disc pl-5">
                {r.refusals.map((why) => (
                  <li key={why}>{refusalText[why]}</li>
                ))}
              </ul>
            </div>
          )}
          <p className="rounded-lg bg-muted/60 p-3 text-xs text-muted-foreground">
            <Trans>
              {percent}% a year of interest on the first {onLoan} of the loan for up to {forYears} years, at most {cap}. Worth today: the
              instalments discounted at {discount}% a year. Source: PMAY-U 2.0 guidelines, as of {asOf}; the scheme decides each case.
            </Trans>
          </p>
        </CalculatorResults>
      </div>
    </CalculatorInputs>
  );
}
