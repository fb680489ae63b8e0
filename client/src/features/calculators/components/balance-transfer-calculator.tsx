import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { balanceTransfer, paise, rupeesToPaise } from "@shared/finance";
import { formatPaise } from "@/lib/format";
import { groupDigits } from "../lib/number-input";
import { useTickLabels } from "../lib/use-tick-labels";
import { Headline, ResultStat } from "./result-stat";
import { SliderField } from "./slider-field";

const OUTSTANDING = { min: 100_000, max: 50_000_000, step: 50_000 };
const RATE = { min: 5, max: 20, step: 0.1 };
const YEARS = { min: 1, max: 30, step: 1 };
const TOP_UP = { min: 0, max: 10_000_000, step: 50_000 };

/** What moving an existing loan to a lower rate saves, and what a top-up adds to the EMI. */
export function BalanceTransferCalculator({ baseRate }: { baseRate: number }) {
  const { t } = useLingui();
  const { shortRupees, yearsLabel } = useTickLabels();
  const [outstanding, setOutstanding] = useState(3_000_000);
  const [currentRate, setCurrentRate] = useState(10);
  const [years, setYears] = useState(15);
  const [newRate, setNewRate] = useState(baseRate);
  const [topUp, setTopUp] = useState(500_000);
  const r = balanceTransfer({
    outstanding: rupeesToPaise(outstanding),
    currentRate,
    remainingMonths: years * 12,
    newRate,
    topUp: rupeesToPaise(topUp),
  });
  const saves = r.monthlySaving > 0;
  const interestSaved = formatPaise(r.interestSaved);
  const topUpAmount = formatPaise(rupeesToPaise(topUp));
  const topUpEmi = formatPaise(r.topUpEmi);

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
      <div className="grid content-start gap-7 lg:col-span-3">
        <SliderField
          label={t`Outstanding principal`}
          prefix="₹"
          value={outstanding}
          onChange={setOutstanding}
          range={OUTSTANDING}
          display={groupDigits}
          minLabel={shortRupees(OUTSTANDING.min)}
          maxLabel={shortRupees(OUTSTANDING.max)}
        />
        <SliderField
          label={t`Your current rate`}
          suffix="%"
          value={currentRate}
          onChange={setCurrentRate}
          range={RATE}
          minLabel="5%"
          maxLabel="20%"
        />
        <SliderField
          label={t`Remaining tenure`}
          suffix={t`years`}
          value={years}
          onChange={(v) => setYears(Math.round(v))}
          range={YEARS}
          minLabel={yearsLabel(YEARS.min)}
          maxLabel={yearsLabel(YEARS.max)}
        />
        <SliderField
          label={t`New rate offered`}
          suffix="%"
          value={newRate}
          onChange={setNewRate}
          range={RATE}
          minLabel="5%"
          maxLabel="20%"
        />
        <SliderField
          label={t`Top-up amount`}
          prefix="₹"
          value={topUp}
          onChange={setTopUp}
          range={TOP_UP}
          display={groupDigits}
          minLabel="₹0"
          maxLabel={shortRupees(TOP_UP.max)}
        />
      </div>
      <div className="grid content-start gap-4 lg:col-span-2">
        <Headline
          label={saves ? t`You save every month` : t`No monthly saving`}
          value={formatPaise(paise(Math.max(0, r.monthlySaving)))}
          note={
            saves ? t`${interestSaved} less interest over ${years} years` : t`The new rate must be lower than your current rate to save.`
          }
        />
        <dl className="grid grid-cols-2 gap-3">
          <ResultStat label={t`Current EMI`} value={formatPaise(r.currentEmi)} />
          <ResultStat label={t`New EMI`} value={formatPaise(r.newEmi)} tone={saves ? "good" : undefined} />
          <ResultStat
            label={t`Interest saved`}
            value={formatPaise(paise(Math.max(0, r.interestSaved)))}
            tone={saves ? "good" : undefined}
          />
          <ResultStat label={t`EMI with top-up`} value={formatPaise(r.emiWithTopUp)} />
        </dl>
        <p className="rounded-lg bg-muted/60 p-3 text-xs text-muted-foreground">
          <Trans>
            The top-up of {topUpAmount} adds {topUpEmi} a month at the new rate over the same tenure.
          </Trans>
        </p>
      </div>
    </div>
  );
}
