import { LOAN_LIMITS } from "@shared/catalog/loan-types";

/**
 * The EMI calculator widget's ranges, steps and defaults: the loan application's own limits (its Apply Now
 * fills the form), so a figure the calculator takes is one that can be applied for.
 */
export const EMI_WIDGET = {
  amount: { min: LOAN_LIMITS.minAmount, max: LOAN_LIMITS.maxAmount, step: 100_000, default: 2_500_000 },
  rate: { min: LOAN_LIMITS.minRate, max: LOAN_LIMITS.maxRate, step: 0.1 },
  years: { min: LOAN_LIMITS.minTenure / 12, max: LOAN_LIMITS.maxTenure / 12, step: 1, default: LOAN_LIMITS.defaultTenure / 12 },
} as const;
