import { sipPlanById } from "../../../shared/catalog/sip-plans";
import type { Random } from "./random";

export type SipFields = {
  planName: string;
  monthlyAmount: number;
  durationMonths: number;
  expectedReturns: number;
  autoDebit: boolean;
  bankName: string | null;
  /** Stored masked, as the service keeps it: only the last 4 digits. */
  bankAccountNumber: string | null;
};

const MONTHLY_AMOUNTS = [500, 1000, 1500, 2000, 2500, 3000, 5000, 5000, 7500, 10_000, 10_000, 15_000, 25_000];
const DURATIONS = [12, 24, 36, 36, 60, 60, 120, 180];
const BANKS = [
  "State Bank of India",
  "HDFC Bank",
  "ICICI Bank",
  "Axis Bank",
  "Kotak Mahindra Bank",
  "Bank of Baroda",
  "Canara Bank",
  "Union Bank of India",
];

/** Equity and tax-saving plans are the popular ones. */
const PLAN_WEIGHTS = [
  ["equity-growth", 4],
  ["balanced-hybrid", 3],
  ["debt-stability", 2],
  ["tax-saver", 3],
] as const;

export function buildSipFields(rng: Random, planId: string = rng.weighted(PLAN_WEIGHTS)): SipFields {
  const chosen = sipPlanById(planId)!;
  const autoDebit = rng.chance(0.8);
  return {
    planName: chosen.name,
    monthlyAmount: rng.pick(MONTHLY_AMOUNTS.filter((a) => a >= chosen.minAmount)),
    durationMonths: Math.max(chosen.recommendedDuration, rng.pick(DURATIONS)),
    expectedReturns: chosen.expectedReturns,
    autoDebit,
    bankName: autoDebit ? rng.pick(BANKS) : null,
    bankAccountNumber: autoDebit ? `XXXX${rng.digits(4)}` : null,
  };
}
