import { LOAN_LIMITS, type LoanTypePayload } from "../../../shared/catalog/loan-types";
import { emi, paiseToRupees, rupeesToPaise } from "../../../shared/finance";
import type { ExistingLoanDetails } from "../../../shared/schema";
import { addressIn, type City } from "./people";
import type { Random } from "./random";

/** What a customer fills in on the loan form: valid against loanApplicationSchema, as the API would accept it. */
export type LoanFields = {
  loanType: LoanTypePayload;
  amount: number;
  tenure: number;
  interestRate: number;
  monthlyIncome: number;
  employmentType: "salaried" | "self-employed";
  purpose: string;
  propertyValue?: number;
  propertyAddress?: string;
  existingLoanDetails?: ExistingLoanDetails;
};

const LAKH = 100_000;

/** Amounts in lakh, tenures in years and rates as Indian lenders quote them for each product. */
const PROFILES: Record<
  LoanTypePayload,
  { lakh: [number, number]; years: [number, number]; rate: [number, number]; loanToValue: [number, number] }
> = {
  HomeLoan: { lakh: [15, 100], years: [10, 30], rate: [8.35, 9.75], loanToValue: [0.6, 0.85] },
  LAP: { lakh: [10, 100], years: [5, 15], rate: [9.25, 11.5], loanToValue: [0.45, 0.65] },
  BTTopUp: { lakh: [5, 50], years: [5, 20], rate: [8.1, 9.6], loanToValue: [1, 1] },
};

const PURPOSES: Record<LoanTypePayload, string[]> = {
  HomeLoan: [
    "Purchase of a 2BHK flat in a new project",
    "Purchase of a resale 3BHK apartment",
    "Construction of a house on our own plot",
    "Buying our first home closer to work",
    "Purchase of an independent villa",
    "Purchase of a ready-to-move flat for my parents",
  ],
  LAP: [
    "Working capital for my clinic",
    "Expansion of our garment manufacturing unit",
    "Children's higher education abroad",
    "Consolidating business loans at a lower rate",
    "Renovation of a commercial property",
    "Buying machinery for the workshop",
  ],
  BTTopUp: [
    "Move my home loan to a lower rate and add a top-up for interiors",
    "Balance transfer with a top-up for home renovation",
    "Lower EMI on my existing home loan",
    "Transfer of home loan and top-up for my daughter's wedding",
  ],
};

const LENDERS = [
  "State Bank of India",
  "HDFC Bank",
  "ICICI Bank",
  "Axis Bank",
  "LIC Housing Finance",
  "Bajaj Housing Finance",
  "PNB Housing Finance",
  "Kotak Mahindra Bank",
];

/** Reasons an underwriter gives; the customer reads them on the dashboard. */
export const LOAN_REJECTION_REASONS = [
  "All EMIs would exceed the 50% of monthly income the lender allows (FOIR too high)",
  "Credit score below 700 with recent missed payments",
  "Property title documents incomplete: the chain of ownership is not clear",
  "Existing obligations too high for the requested amount",
  "Employment could not be verified with the employer",
  "Property is outside our serviceable area",
  "Age at loan maturity would exceed 65 years",
  "Business income could not be verified from the ITRs provided",
];

export function buildLoanFields(
  rng: Random,
  city: City,
  loanType: LoanTypePayload = rng.weighted([
    ["HomeLoan", 6],
    ["LAP", 2.5],
    ["BTTopUp", 1.5],
  ]),
): LoanFields {
  const p = PROFILES[loanType];
  // Most loans are near the low end of the range, a few near the top (squaring a uniform draw skews it so).
  const lakh = Math.round(p.lakh[0] + (p.lakh[1] - p.lakh[0]) * rng.next() ** 2);
  const amount = Math.min(LOAN_LIMITS.maxAmount, Math.max(LOAN_LIMITS.minAmount, lakh * LAKH));
  const tenure = Math.min(LOAN_LIMITS.maxTenure, rng.int(p.years[0], p.years[1]) * 12);
  const interestRate = rng.step(p.rate[0], p.rate[1], 0.05);
  // Lenders keep the EMI to 30-50% of income (FOIR); round the income to the thousand as people state it.
  const monthlyIncome = Math.max(
    25_000,
    Math.ceil(paiseToRupees(emi(rupeesToPaise(amount), interestRate, tenure)) / rng.step(0.3, 0.5, 0.05) / 1000) * 1000,
  );
  const fields: LoanFields = {
    loanType,
    amount,
    tenure,
    interestRate,
    monthlyIncome,
    employmentType: rng.chance(0.65) ? "salaried" : "self-employed",
    purpose: rng.pick(PURPOSES[loanType]),
  };
  if (loanType === "BTTopUp") {
    fields.existingLoanDetails = {
      lenderName: rng.pick(LENDERS),
      accountNumber: `HL${rng.digits(10)}`,
      // The new loan pays off the old one; the rest is the top-up.
      outstandingAmount: Math.round((amount * rng.step(0.6, 0.9, 0.05)) / 10_000) * 10_000,
      currentRate: rng.step(9, 11, 0.05),
      remainingTenure: rng.int(5, 20) * 12,
    };
  } else {
    fields.propertyValue = Math.round(amount / rng.step(p.loanToValue[0], p.loanToValue[1], 0.05) / LAKH) * LAKH;
    fields.propertyAddress = addressIn(rng, city);
  }
  return fields;
}
