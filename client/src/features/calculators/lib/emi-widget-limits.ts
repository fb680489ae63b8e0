/** The EMI calculator widget's ranges, steps and defaults, in one place. */
export const EMI_WIDGET = {
  amount: { min: 100_000, max: 100_000_000, step: 100_000, default: 2_500_000 },
  rate: { min: 5, max: 30, step: 0.1 },
  years: { min: 1, max: 30, step: 1, default: 20 },
} as const;
