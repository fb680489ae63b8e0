/** The SIP plan catalogue, the same on the client and the server. */
export type RiskLevel = "Low" | "Medium" | "Medium-High" | "High";

export type SipPlan = {
  id: string;
  name: string;
  description: string;
  minAmount: number;
  /** Illustrative return, percent a year. */
  expectedReturns: number;
  riskLevel: RiskLevel;
  /** Recommended duration, in months. */
  recommendedDuration: number;
  assetAllocation: { equity: number; debt: number; others: number };
};

export const SIP_PLANS = [
  {
    id: "equity-growth",
    name: /*i18n*/ "Equity Growth Plan",
    description: /*i18n*/ "Mostly large and mid-cap equity funds, for long-term wealth creation.",
    minAmount: 1000,
    expectedReturns: 12,
    riskLevel: /*i18n*/ "High",
    recommendedDuration: 60,
    assetAllocation: { equity: 80, debt: 15, others: 5 },
  },
  {
    id: "balanced-hybrid",
    name: /*i18n*/ "Balanced Hybrid Plan",
    description: /*i18n*/ "An even mix of equity and debt, for steady growth with lower swings.",
    minAmount: 500,
    expectedReturns: 10,
    riskLevel: /*i18n*/ "Medium",
    recommendedDuration: 36,
    assetAllocation: { equity: 50, debt: 45, others: 5 },
  },
  {
    id: "debt-stability",
    name: /*i18n*/ "Debt Stability Plan",
    description: /*i18n*/ "Mainly debt and money-market funds, for capital protection and regular returns.",
    minAmount: 1000,
    expectedReturns: 8,
    riskLevel: /*i18n*/ "Low",
    recommendedDuration: 24,
    assetAllocation: { equity: 20, debt: 75, others: 5 },
  },
  {
    id: "tax-saver",
    name: /*i18n*/ "Tax-Saver ELSS Plan",
    description: /*i18n*/ "An equity-linked savings scheme (ELSS) that grows your money and brings Section 80C tax benefits.",
    minAmount: 500,
    expectedReturns: 11,
    riskLevel: /*i18n*/ "Medium-High",
    recommendedDuration: 36,
    assetAllocation: { equity: 75, debt: 20, others: 5 },
  },
] as const satisfies readonly SipPlan[];

export const SIP_PLAN_NAMES = SIP_PLANS.map((p) => p.name) as [string, ...string[]];

export function sipPlanByName(name: string | null | undefined): SipPlan | undefined {
  return SIP_PLANS.find((p) => p.name === name);
}

export function sipPlanById(id: string | null | undefined): SipPlan | undefined {
  return SIP_PLANS.find((p) => p.id === id);
}

/** Where the risk gauge's needle sits for each level, in percent of its width. */
export const RISK_GAUGE_POSITION: Record<RiskLevel, number> = { High: 90, "Medium-High": 70, Medium: 50, Low: 20 };

/** SEBI's standard warning, verbatim: on every SIP view (docs/decisions/sip-page-extras.md). */
export const SEBI_WARNING = /*i18n*/ "Mutual Fund investments are subject to market risks, read all scheme related documents carefully.";

/** The ELSS facts the tax-saver card states. */
export const ELSS = { lockInYears: 3, section80cLimit: 150_000 } as const;

/** The form's limits, the same on the client and the server. */
export const SIP_LIMITS = {
  minAmount: 500,
  maxAmount: 100_000,
  minMonths: 12,
  maxMonths: 360,
  minReturns: 6,
  maxReturns: 18,
  returnsStep: 0.1,
  defaultStartInDays: 7,
  /** The first contribution is paid at once, so the first due date cannot be far off. */
  maxStartInDays: 365,
} as const;

/** The calculator's sliders: the SIP form's limits (its Start SIP fills the form), so each figure can be started. */
export const SIP_CALCULATOR = {
  amount: { min: SIP_LIMITS.minAmount, max: SIP_LIMITS.maxAmount, step: 500, default: 5_000 },
  years: { min: SIP_LIMITS.minMonths / 12, max: SIP_LIMITS.maxMonths / 12, step: 1, default: 10 },
  rate: { min: SIP_LIMITS.minReturns, max: SIP_LIMITS.maxReturns, step: 0.5, default: 12 },
} as const;

/** A customer runs a handful of SIPs, not hundreds. */
export const MAX_ACTIVE_SIPS = 20;

/**
 * How each plan's made-up NAV history moves when no published NAVs were imported (shared/finance/nav.ts):
 * its first NAV, a yearly drift near the plan's illustrative return, and a volatility for its category
 * (equity about 16% a year, hybrid 9%, debt under 2%).
 */
export const NAV_MODELS: Record<(typeof SIP_PLANS)[number]["id"], { startNav: number; driftPercent: number; volatilityPercent: number }> = {
  "equity-growth": { startNav: 52.341, driftPercent: 12, volatilityPercent: 16 },
  "balanced-hybrid": { startNav: 38.9021, driftPercent: 10, volatilityPercent: 9 },
  "debt-stability": { startNav: 31.2208, driftPercent: 7, volatilityPercent: 1.5 },
  "tax-saver": { startNav: 74.5512, driftPercent: 11, volatilityPercent: 15 },
};

/**
 * The mandate a SIP's debits run on (docs/decisions/sip-mandates-and-jobs.md): UPI AutoPay up to UPI's
 * limit for a recurring debit without an extra authentication, e-NACH above it. The mandate allows up to
 * twice the monthly amount (room for a step-up), at most the SIP limit's double.
 */
export const SIP_MANDATE = {
  upiLimit: 100_000,
  headroomTimes: 2,
  /** Days before an instalment's due date its pre-debit notice goes out (at least a day: 24 hours). */
  noticeDays: 2,
  /** Working days' notice a cancellation needs: a debit due sooner still goes through. */
  cancelWorkingDays: 2,
  /** Pauses of one to three months. */
  pauseMonths: [1, 2, 3],
} as const;
