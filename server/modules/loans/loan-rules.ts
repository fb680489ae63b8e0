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
    },
    limitsOf(s),
  );
}

/**
 * A sanction is held to the same rules as the in-principle decision, at the terms sanctioned and the limits
 * of the day: terms the rules find ineligible are refused (400), naming each rule broken and the limit
 * (the most that may be lent, in Indian format). A rule that could not be checked (an input the spec's
 * payload lacks) does not stop a person's sanction; that is what `refer` asks them to judge.
 */
export function refuseSanctionOutsideRules(row: LoanApplication, s: Settings, amountPaise: Paise, rate: number): void {
  const a = assessApplication(row, s, { amountPaise, rate });
  if (a.result !== "ineligible") return;
  const terms = `${formatPaiseExact(amountPaise)} at ${percentFigure(rate)}%`;
  const message = [
    `A sanction of ${terms} is outside the lending rules`,
    ...a.reasons.filter((r) => !r.id.startsWith("underwriting.missing")),
  ];
  const amountRule = a.reasons.some((r) => r.id === "underwriting.foir_over" || r.id === "underwriting.ltv_over");
  throw badRequest(message, amountRule ? [{ path: "amount", message }] : undefined);
}
