import { addDays, istToday } from "@shared/calendar/ist";
import { SIP_CALCULATOR, SIP_LIMITS, sipPlanByName, type SipPlan } from "@shared/catalog/sip-plans";
import type { SipInvestmentInput } from "@shared/schema";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";

/** What the inputs hold: text as typed; the shared schema coerces and checks it. */
export type SipFormValues = {
  planName: string;
  monthlyAmount: string;
  durationMonths: string;
  expectedReturns: string;
  startDate: string;
  autoDebit: boolean;
  bankName: string;
  bankAccountNumber: string;
};

/** The query's prefill (amount, period in years, rate, as the chat's links carry them); each only when it is a positive number. */
export type SipQueryPrefill = { amount?: number; period?: number; rate?: number };

const positive = (value: string | null) => (value && Number(value) > 0 ? Number(value) : undefined);

export function prefillFromQuery(search: string): SipQueryPrefill {
  const params = new URLSearchParams(search);
  return { amount: positive(params.get("amount")), period: positive(params.get("period")), rate: positive(params.get("rate")) };
}

/** Start date a week ahead, auto-debit on; amount, period and rate from the query when given. */
export function initialSipValues(prefill: SipQueryPrefill): SipFormValues {
  return {
    planName: "",
    monthlyAmount: String(prefill.amount ?? SIP_CALCULATOR.amount.default),
    durationMonths: String(prefill.period ? Math.round(prefill.period * 12) : SIP_CALCULATOR.years.default * 12),
    expectedReturns: String(prefill.rate ?? SIP_CALCULATOR.rate.default),
    startDate: addDays(istToday(), SIP_LIMITS.defaultStartInDays),
    autoDebit: true,
    bankName: "",
    bankAccountNumber: "",
  };
}

/**
 * Choosing a plan sets planName and expectedReturns, and also monthlyAmount and
 * durationMonths unless the query gave amount or period.
 */
export function valuesForPlan(current: SipFormValues, plan: SipPlan, prefill: SipQueryPrefill): SipFormValues {
  return {
    ...current,
    planName: plan.name,
    expectedReturns: String(plan.expectedReturns),
    monthlyAmount: prefill.amount ? current.monthlyAmount : String(plan.minAmount),
    durationMonths: prefill.period ? current.durationMonths : String(plan.recommendedDuration),
  };
}

const blankToUndefined = (v: string) => (v.trim() === "" ? undefined : v);
/** en-IN digit grouping ("5,000") is how people type amounts. */
const digits = (v: string) => blankToUndefined(v.replace(/,/g, ""));

/** Bank details travel only while auto-debit is on; the inputs are hidden otherwise. */
export function toPayload(v: SipFormValues) {
  return {
    planName: v.planName,
    monthlyAmount: digits(v.monthlyAmount),
    durationMonths: digits(v.durationMonths),
    // The API fills a missing rate from the plan, but our form shows the rate it sends: a blank one is an error here.
    expectedReturns: v.expectedReturns.trim() === "" ? Number.NaN : v.expectedReturns,
    startDate: v.startDate,
    autoDebit: v.autoDebit,
    bankName: v.autoDebit ? v.bankName : undefined,
    bankAccountNumber: v.autoDebit ? v.bankAccountNumber : undefined,
  };
}

export const SIP_SERVER_FIELDS = [
  "planName",
  "monthlyAmount",
  "durationMonths",
  "expectedReturns",
  "startDate",
  "bankName",
  "bankAccountNumber",
] as const;

/** Checks the payload made of the form's values with the shared schema, loaded (with zod) when the page is idle or at the first check. */
export const sipFormResolver = lazyZodResolver<SipFormValues, SipInvestmentInput>(
  () => import("@shared/schema/sip").then((m) => m.sipInvestmentSchema),
  {
    prepare: toPayload,
  },
);

/** Numbers for the live summary, or null while a field does not hold one. */
export function summaryNumbers(v: Pick<SipFormValues, "monthlyAmount" | "durationMonths" | "expectedReturns" | "planName">) {
  const amount = Number(v.monthlyAmount.replace(/,/g, ""));
  const months = Number(v.durationMonths.replace(/,/g, ""));
  const rate = v.expectedReturns.trim() === "" ? Number.NaN : Number(v.expectedReturns);
  const valid = amount > 0 && Number.isInteger(months) && months > 0 && rate > 0 && months <= SIP_LIMITS.maxMonths;
  return { plan: sipPlanByName(v.planName), amount, months, rate, valid };
}
