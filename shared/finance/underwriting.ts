import type { IndianStateCode } from "../catalog/indian-states";
import { formatPaiseExact, percentFigure as pct } from "../format";
import { btSwitch, btSwitchingCosts } from "./balance-transfer";
import { eligibility } from "./eligibility";
import { emi as emiOf, round1 } from "./emi";
import { paise, type Paise } from "./money";

/**
 * The in-principle decision: affordability (FOIR), loan to value, and for a balance transfer whether the
 * switch covers the old loan and pays for itself. The rules, the slabs and the refer margin are explained in
 * docs/decisions/underwriting-rules.md; the server runs this at submission and the form shows the same figures.
 */

export type UnderwritingLimits = {
  maxFoirPercent: number;
  lapLtvPercent: number;
  modtStampDutyPercent: number;
  btLegalChargesPaise: Paise;
};

export type UnderwritingInput = {
  loanType: "HomeLoan" | "LAP" | "BTTopUp";
  amount: Paise;
  annualRatePercent: number;
  tenureMonths: number;
  monthlyIncome: Paise;
  existingEmis?: Paise | null;
  propertyValue?: Paise | null;
  existingLoan?: { outstanding: Paise; currentRate: number; remainingMonths?: number | null } | null;
  /** Where the property is: a balance transfer's stamp duty is that state's (shared/catalog/modt-stamp-duty.ts). */
  propertyState?: IndianStateCode | null;
};

/** A message descriptor (docs/i18n.md): its values are already formatted (rupees in Indian grouping, percents). */
export type UnderwritingReason = { id: string; message: string; values?: Record<string, string | number> };

export type MissingInput = "propertyValue" | "existingEmis" | "remainingTenure";

export type Assessment = {
  result: "eligible" | "refer" | "ineligible";
  /**
   * The most that may be lent at these terms: min(amount, max by FOIR, max by LTV); null when no amount
   * may be, because a balance transfer's own rule fails (the switch does not cover the old loan or does
   * not pay for itself).
   */
  sanctionable: Paise | null;
  /** (existing EMIs + new EMI) / income × 100, one decimal. */
  foirPercent: number | null;
  /** amount / property value × 100, one decimal (HomeLoan, LAP). */
  ltvPercent: number | null;
  /** The RBI slab for a home loan, or the LAP setting. */
  ltvCapPercent: number | null;
  /** What the income supports at the rate and tenure under maxFoirPercent. */
  maxLoanByIncome: Paise;
  /** The same emi() the Key Fact Statement and the calculators show. */
  emi: Paise;
  balanceTransfer: null | {
    coversOutstanding: boolean;
    switchingCosts: Paise;
    interestSaved: Paise;
    netSaving: Paise;
    remainingMonths: number;
  };
  reasons: UnderwritingReason[];
  /** Each missing input makes the result at most `refer`. */
  missing: MissingInput[];
};

/** A rule that passes this close to its limit (percentage points) is referred to a person. */
export const REFER_MARGIN_POINTS = 5;

const LAKH = 100_000 * 100;
/** The RBI's caps on a housing loan's loan-to-value, by the loan amount: [up to (paise, inclusive), cap %]. */
export const HOME_LOAN_LTV_SLABS: readonly (readonly [Paise, number])[] = [
  [paise(30 * LAKH), 90],
  [paise(75 * LAKH), 80],
  [paise(Number.MAX_SAFE_INTEGER), 75],
];

export function ltvCapPercent(loanType: UnderwritingInput["loanType"], amount: Paise, lapLtvPercent: number): number | null {
  if (loanType === "LAP") return lapLtvPercent;
  if (loanType === "HomeLoan") return HOME_LOAN_LTV_SLABS.find(([upTo]) => amount <= upTo)![1];
  return null;
}

const floorToRupee = (exactPaise: number) => paise(Math.max(0, Math.floor(exactPaise / 100) * 100));

/** The largest loan the property carries: for a home loan, the best slab whose cap still fits the amount it gives. */
export function maxLoanByValue(loanType: "HomeLoan" | "LAP", propertyValue: Paise, lapLtvPercent: number): Paise {
  if (loanType === "LAP") return floorToRupee((propertyValue * lapLtvPercent) / 100);
  let best = 0;
  let from = 0;
  for (const [upTo, cap] of HOME_LOAN_LTV_SLABS) {
    const atCap = floorToRupee((propertyValue * cap) / 100);
    if (atCap > from) best = Math.max(best, Math.min(atCap, upTo));
    from = upTo;
  }
  return paise(best);
}

const rupees = (amount: Paise) => formatPaiseExact(amount);
/** A limit as set (50%, 0.2%). */
const limit = (n: number) => String(Math.round(n * 100) / 100);

export function assessLoan(input: UnderwritingInput, limits: UnderwritingLimits): Assessment {
  const { loanType, amount, annualRatePercent: rate, tenureMonths: months, monthlyIncome: income } = input;
  const reasons: UnderwritingReason[] = [];
  const missing: MissingInput[] = [];
  let ineligible = false;
  let refer = false;

  // Affordability. Unknown existing EMIs are counted as none: what fails even so fails.
  if (input.existingEmis === null || input.existingEmis === undefined) missing.push("existingEmis");
  const existing = input.existingEmis ?? paise(0);
  const emi = emiOf(amount, rate, months);
  const { maxLoan: maxLoanByIncome } = eligibility(income, existing, rate, months, limits.maxFoirPercent / 100);
  const obligations = existing + emi;
  const foirPercent = income > 0 ? round1((obligations / income) * 100) : null;
  if (amount > maxLoanByIncome) {
    ineligible = true;
    reasons.push(
      maxLoanByIncome <= 0
        ? /*i18n*/ {
            id: "underwriting.foir_no_room",
            message:
              "Your existing EMIs already take the {max}% of your monthly income that can go to EMIs. Add a co-applicant's income or close an existing loan first.",
            values: { max: limit(limits.maxFoirPercent) },
          }
        : /*i18n*/ {
            id: "underwriting.foir_over",
            message:
              "All your EMIs, this one of {emi} included, would take {foir}% of your monthly income; at most {max}% may. Add a co-applicant's income or lower the amount to {maxLoan}.",
            values: { emi: rupees(emi), foir: pct(foirPercent ?? 0), max: limit(limits.maxFoirPercent), maxLoan: rupees(maxLoanByIncome) },
          },
    );
  } else if (obligations * 100 >= (limits.maxFoirPercent - REFER_MARGIN_POINTS) * income) {
    refer = true;
    reasons.push(
      /*i18n*/ {
        id: "underwriting.foir_near",
        message:
          "All your EMIs would take {foir}% of your monthly income, close to the {max}% limit, so a loan officer will look at it. A lower amount or a co-applicant's income would make it clear.",
        values: { foir: pct(foirPercent ?? 0), max: limit(limits.maxFoirPercent) },
      },
    );
  }

  // Loan to value: against the property for a home loan or a loan against property.
  let ltvPercent: number | null = null;
  let ltvCap: number | null = null;
  let maxByValue: Paise | null = null;
  if (loanType === "HomeLoan" || loanType === "LAP") {
    ltvCap = ltvCapPercent(loanType, amount, limits.lapLtvPercent);
    const value = input.propertyValue;
    if (value === null || value === undefined || value <= 0) {
      missing.push("propertyValue");
    } else {
      ltvPercent = round1((amount / value) * 100);
      maxByValue = maxLoanByValue(loanType, value, limits.lapLtvPercent);
      if (amount > maxByValue) {
        ineligible = true;
        reasons.push(
          /*i18n*/ {
            id: "underwriting.ltv_over",
            message: "The loan can be at most {cap}% of the property's value ({maxLoan} for this property). Lower the amount to {maxLoan}.",
            values: { cap: limit(ltvCapPercent(loanType, maxByValue, limits.lapLtvPercent)!), maxLoan: rupees(maxByValue) },
          },
        );
      } else if (amount * 100 >= (ltvCap! - REFER_MARGIN_POINTS) * value) {
        refer = true;
        reasons.push(
          /*i18n*/ {
            id: "underwriting.ltv_near",
            message:
              "The loan is {ltv}% of the property's value, close to the {cap}% limit, so a loan officer will look at it. A lower amount would make it clear.",
            values: { ltv: pct(ltvPercent), cap: limit(ltvCap!) },
          },
        );
      }
    }
  }

  // Balance transfer: the new loan pays off the old one, and the switch saves more than it costs.
  let bt: Assessment["balanceTransfer"] = null;
  let btFails = false;
  const old = loanType === "BTTopUp" ? input.existingLoan : null;
  if (old) {
    const coversOutstanding = amount >= old.outstanding;
    if (!coversOutstanding) {
      ineligible = btFails = true;
      reasons.push(
        /*i18n*/ {
          id: "underwriting.bt_not_covering",
          message:
            "The new loan must cover the outstanding {outstanding} of your current loan. Raise the amount to at least {outstanding}.",
          values: { outstanding: rupees(old.outstanding) },
        },
      );
    }
    const propertyState = input.propertyState ?? null;
    const switchingCosts = btSwitchingCosts(amount, limits, propertyState).total;
    if (rate >= old.currentRate) {
      // Not cheaper a month at any tenure, so the costs of switching are never earned back.
      ineligible = btFails = true;
      reasons.push(
        /*i18n*/ {
          id: "underwriting.bt_rate_not_lower",
          message: "At {newRate}% against your {currentRate}% the switch would cost more than it saves.",
          values: { newRate: pct(rate), currentRate: pct(old.currentRate) },
        },
      );
    }
    const remainingMonths = old.remainingMonths;
    if (remainingMonths === null || remainingMonths === undefined || remainingMonths <= 0) {
      missing.push("remainingTenure");
    } else {
      const { interestSaved, netSaving } = btSwitch(
        { outstanding: old.outstanding, currentRate: old.currentRate, remainingMonths, newRate: rate, amount, propertyState },
        limits,
      );
      bt = { coversOutstanding, switchingCosts, interestSaved, netSaving, remainingMonths };
      if (netSaving <= 0 && rate < old.currentRate) {
        ineligible = btFails = true;
        reasons.push(
          /*i18n*/ {
            id: "underwriting.bt_no_saving",
            message:
              "Over the remaining {months} months the lower rate saves {saved} in interest, less than the {costs} the switch costs (processing fee, stamp duty and legal charges).",
            values: { months: remainingMonths, saved: rupees(interestSaved), costs: rupees(switchingCosts) },
          },
        );
      }
    }
  }

  for (const field of missing) reasons.push(MISSING_REASONS[field]);

  const caps = [amount, maxLoanByIncome, ...(maxByValue === null ? [] : [maxByValue])];
  return {
    result: ineligible ? "ineligible" : refer || missing.length > 0 ? "refer" : "eligible",
    sanctionable: btFails ? null : paise(Math.min(...caps)),
    foirPercent,
    ltvPercent,
    ltvCapPercent: ltvCap,
    maxLoanByIncome,
    emi,
    balanceTransfer: bt,
    reasons,
    missing,
  };
}

const MISSING_REASONS: Record<MissingInput, UnderwritingReason> = {
  existingEmis: /*i18n*/ {
    id: "underwriting.missing_existing_emis",
    message: "Tell us the EMIs you already pay each month (0 if none), so we can check what your income supports.",
  },
  propertyValue: /*i18n*/ {
    id: "underwriting.missing_property_value",
    message: "Tell us the property's value, so we can check the loan against it.",
  },
  remainingTenure: /*i18n*/ {
    id: "underwriting.missing_remaining_tenure",
    message: "Tell us how many months your current loan has left, so we can check what the switch saves.",
  },
};
