import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { INDIAN_STATES, stateName, type IndianStateCode } from "@shared/catalog/indian-states";
import { btSwitch, paise, rupeesToPaise } from "@shared/finance";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatPaise, formatPercent } from "@/lib/format";
import { groupDigits } from "../lib/number-input";
import { useTickLabels } from "../lib/use-tick-labels";
import { Headline, ResultStat } from "./result-stat";
import { CalculatorInputs, CalculatorResults } from "./calculator-inputs";
import { SliderField } from "./slider-field";

// The balance transfer's own loan: the application's limits (amount, rate and tenure).
const OUTSTANDING = { min: LOAN_LIMITS.minAmount, max: LOAN_LIMITS.maxAmount, step: 50_000 };
const RATE = { min: LOAN_LIMITS.minRate, max: LOAN_LIMITS.maxRate, step: 0.1 };
const YEARS = { min: LOAN_LIMITS.minTenure / 12, max: LOAN_LIMITS.maxTenure / 12, step: 1 };
const TOP_UP = { min: 0, max: 10_000_000, step: 50_000 };

/** A balance transfer's charges (the lender's settings): stamp duty on the mortgage, legal and valuation charges. */
export type SwitchingCharges = { modtStampDutyPercent: number; btLegalCharges: number };

/**
 * What moving an existing loan to a lower rate saves, what a top-up adds to the EMI, and what switching
 * costs: the month the saving pays the costs back and what is left after them (shared btSwitch, as the
 * lender's own rule counts it).
 */
export function BalanceTransferCalculator({ baseRate, charges }: { baseRate: number; charges: SwitchingCharges }) {
  const { t, i18n } = useLingui();
  const { shortRupees, yearsLabel } = useTickLabels();
  const [outstanding, setOutstanding] = useState(3_000_000);
  const [currentRate, setCurrentRate] = useState(10);
  const [years, setYears] = useState(15);
  const [newRate, setNewRate] = useState(baseRate);
  const [topUp, setTopUp] = useState(500_000);
  const [state, setState] = useState<IndianStateCode | "">("");
  const stateId = useId();
  const r = btSwitch(
    {
      outstanding: rupeesToPaise(outstanding),
      currentRate,
      remainingMonths: years * 12,
      newRate,
      topUp: rupeesToPaise(topUp),
      amount: rupeesToPaise(outstanding + topUp),
      propertyState: state || null,
    },
    { modtStampDutyPercent: charges.modtStampDutyPercent, btLegalChargesPaise: rupeesToPaise(charges.btLegalCharges) },
  );
  const costs = formatPaise(r.costs.total);
  const fee = formatPaise(r.costs.processingFee);
  const stampDuty = formatPaise(r.costs.stampDuty);
  const rule = r.costs.stampDutyRule;
  const rulePercent = formatPercent(rule.percent);
  const ruleState = rule.state ? i18n._(stateName(rule.state)) : "";
  const ruleMax = rule.maxPaise === null ? "" : formatPaise(rule.maxPaise);
  // Stamp duty on the mortgage is the state's (shared/catalog/modt-stamp-duty.ts); a state not yet listed is estimated.
  const stampDutyRule =
    rule.state === null
      ? t`Stamp duty estimated at ${rulePercent} of the loan; the sub-registrar's figure for the state applies.`
      : rule.maxPaise === null
        ? t`${ruleState}: stamp duty is ${rulePercent} of the loan.`
        : t`${ruleState}: stamp duty is ${rulePercent} of the loan, at most ${ruleMax}.`;
  const legal = formatPaise(r.costs.legalCharges);
  const breakEven = r.breakEvenMonth;
  const saves = r.monthlySaving > 0;
  const interestSaved = formatPaise(r.interestSaved);
  const topUpAmount = formatPaise(rupeesToPaise(topUp));
  const topUpEmi = formatPaise(r.topUpEmi);

  return (
    <CalculatorInputs>
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
          <div className="grid gap-2">
            <Label htmlFor={stateId} className="text-sm font-medium text-foreground/90">
              <Trans>State the property is in</Trans>
            </Label>
            <NativeSelect
              id={stateId}
              aria-describedby={`${stateId}-hint`}
              value={state}
              onChange={(e) => setState(e.target.value as IndianStateCode | "")}
            >
              <option value="">{t`Not sure yet`}</option>
              {INDIAN_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {i18n._(s.name)}
                </option>
              ))}
            </NativeSelect>
            <p id={`${stateId}-hint`} className="text-xs text-muted-foreground">
              {stampDutyRule}
            </p>
          </div>
        </div>
        <CalculatorResults className="grid content-start gap-4 lg:col-span-2">
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
          <section aria-labelledby="bt-switching-costs" className="grid gap-2 rounded-lg border p-3 text-sm">
            <h4 id="bt-switching-costs" className="font-semibold">
              <Trans>What switching costs</Trans>
            </h4>
            <p className="text-muted-foreground">
              <Trans>
                Processing fee {fee}, stamp duty on the mortgage {stampDuty}, legal and valuation charges {legal}: {costs} in all.
              </Trans>
            </p>
            <dl className="grid grid-cols-2 gap-3">
              <ResultStat
                label={t`Costs paid back`}
                value={breakEven === null ? t`Never` : t`In month ${breakEven}`}
                tone={breakEven === null ? undefined : "good"}
              />
              <ResultStat
                label={t`Saving after costs`}
                value={formatPaise(paise(Math.max(0, r.netSaving)))}
                tone={r.netSaving > 0 ? "good" : undefined}
              />
            </dl>
            {breakEven === null && (
              <p className="text-muted-foreground">
                <Trans>At these rates the switch never saves what it costs: it is not worth making.</Trans>
              </p>
            )}
          </section>
          <p className="rounded-lg bg-muted/60 p-3 text-xs text-muted-foreground">
            <Trans>
              The top-up of {topUpAmount} adds {topUpEmi} a month at the new rate over the same tenure.
            </Trans>
          </p>
        </CalculatorResults>
      </div>
    </CalculatorInputs>
  );
}
