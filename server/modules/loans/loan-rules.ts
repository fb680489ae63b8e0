import { assessLoan, paise, type Assessment, type Paise, type UnderwritingLimits } from "../../../shared/finance";
import { formatPaiseExact, percentFigure } from "../../../shared/format";
import type { LoanApplication, Settings } from "../../../shared/schema";
import { badRequest } from "../../http/errors";

// The underwriting rules run on a stored application: for the case view (as it stands, with today's limits)
// and on every sanction (at the terms sanctioned). docs/decisions/underwriting-rules.md.

/** The lender's limits as the superadmin set them. */
export const limitsOf = (s: Settings): UnderwritingLimits => ({
  maxFoirPercent: s.maxFoirPercent,
  lapLtvPercent: s.lapLtvPercent,
  modtStampDutyPercent: s.modtStampDutyPercent,
  btLegalChargesPaise: s.btLegalChargesPaise,
});

/** The rules on the application, at its own terms or at the terms about to be sanctioned. */
export function assessApplication(row: LoanApplication, s: Settings, terms?: { amountPaise: Paise; rate: number }): Assessment {
  const old = row.existingLoanDetails;
  return assessLoan(
    {
      loanType: row.loanType as "HomeLoan" | "LAP" | "BTTopUp",
      amount: terms?.amountPaise ?? row.amountPaise,
      annualRatePercent: terms?.rate ?? row.interestRate,
      tenureMonths: row.tenure,
      monthlyIncome: row.monthlyIncomePaise ?? paise(0),
      existingEmis: row.existingEmisPaise,
      propertyValue: row.propertyValuePaise,
      existingLoan: old
        ? { outstanding: old.outstandingAmountPaise, currentRate: old.currentRate, remainingMonths: old.remainingTenure ?? null }
        : null,
      propertyState: row.propertyState,
    },
    limitsOf(s),
  );
}

/** The reasons that make terms ineligible (the others ask a person to look, or name a missing input). */
const BREAKING = new Set([
  "underwriting.foir_over",
  "underwriting.foir_no_room",
  "underwriting.ltv_over",
  "underwriting.bt_not_covering",
  "underwriting.bt_rate_not_lower",
  "underwriting.bt_no_saving",
]);

/**
 * A sanction is held to the same rules as the in-principle decision, at the terms sanctioned and the limits
 * of the day: terms the rules find ineligible are refused (400), naming each rule broken and the limit
 * (the most that may be lent, in Indian format). A rule that could not be checked (an input the spec's
 * payload lacks) does not stop a person's sanction; that is what `refer` asks them to judge.
 */
export function refuseSanctionOutsideRules(row: LoanApplication, s: Settings, amountPaise: Paise, rate: number): void {
  const a = assessApplication(row, s, { amountPaise, rate });
  // An older row without an income cannot be judged on affordability: a person judges it, as for `refer`.
  const noIncome = row.monthlyIncomePaise === null;
  const broken = a.reasons.filter((r) => BREAKING.has(r.id) && !(noIncome && r.id.startsWith("underwriting.foir")));
  if (broken.length === 0) return;
  const terms = `${formatPaiseExact(amountPaise)} at ${percentFigure(rate)}%`;
  const message = [`A sanction of ${terms} is outside the lending rules`, ...broken];
  const amountRule = broken.some((r) => r.id === "underwriting.foir_over" || r.id === "underwriting.ltv_over");
  throw badRequest(message, amountRule ? [{ path: "amount", message }] : undefined);
}
