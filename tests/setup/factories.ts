import { LOAN_TYPES } from "../../shared/catalog/loan-types";
import { DEFAULT_SETTINGS } from "../../shared/catalog/settings";
import { isWorkingDay } from "../../shared/calendar/working-days";
import { addDays, dayOfWeek, istToday } from "../../shared/schema/dates";
import { optionalPaise, rupeesToPaise } from "../../shared/finance/money";
import type { loanApplications, sipInvestments } from "../../shared/schema";

/** Whole records as the seed and db:seed build them (customers, loans, SIPs, consultations, documents, stories). */
export * from "../../server/db/factories";

/** The default base rate of a loan type: the only rate an application for it is accepted at until settings change. */
const defaultRateOf = (loanType: unknown) =>
  DEFAULT_SETTINGS[(LOAN_TYPES.find((t) => t.payload === loanType) ?? LOAN_TYPES[0]).settingsKey];

/** A valid loan application payload, at the loan type's default base rate, with overrides. */
export const validLoan = (extra: Record<string, unknown> = {}) => ({
  loanType: "HomeLoan",
  amount: 2_500_000,
  tenure: 240,
  interestRate: defaultRateOf(extra.loanType ?? "HomeLoan"),
  monthlyIncome: 95_000,
  propertyValue: 4_000_000,
  propertyAddress: "Flat 12, Arera Colony, Bhopal",
  purpose: "Purchase of a new flat",
  employmentType: "salaried",
  ...extra,
});

/** The loan_applications row for a payload such as validLoan(): the rupee amounts as paise. */
export function loanRow(payload: ReturnType<typeof validLoan>, userId: number): typeof loanApplications.$inferInsert {
  const { amount, monthlyIncome, propertyValue, ...rest } = payload;
  return {
    ...(rest as Omit<typeof loanApplications.$inferInsert, "userId" | "amountPaise">),
    userId,
    amountPaise: rupeesToPaise(Number(amount)),
    monthlyIncomePaise: optionalPaise(monthlyIncome),
    propertyValuePaise: optionalPaise(propertyValue),
  };
}

/** A valid SIP payload, starting a week from today in IST, with overrides. */
export const validSip = (extra: Record<string, unknown> = {}) => ({
  planName: "Equity Growth Plan",
  monthlyAmount: 5_000,
  startDate: addDays(istToday(), 7),
  durationMonths: 60,
  expectedReturns: 12,
  autoDebit: true,
  bankName: "State Bank of India",
  bankAccountNumber: "30012345678",
  ...extra,
});

/** The first working day (no weekend, no holiday: the office is closed then) at least `days` days after today in India. */
export function weekdayAfter(days: number): string {
  let d = addDays(istToday(), days);
  while (!isWorkingDay(d)) d = addDays(d, 1);
  return d;
}

/**
 * `count` distinct weekdays from two days ahead: a booking on any of them can still be changed
 * (its slot is more than 24 hours away), and tests that take one each never share a slot.
 */
export function upcomingWeekdays(count: number): string[] {
  const out: string[] = [];
  for (let d = addDays(istToday(), 2); out.length < count; d = addDays(d, 1)) if (isWorkingDay(d)) out.push(d);
  return out;
}

/** The next Saturday (6) or Sunday (0) after today in India. */
export function nextWeekend(day: 0 | 6): string {
  let d = addDays(istToday(), 1);
  while (dayOfWeek(d) !== day) d = addDays(d, 1);
  return d;
}

/** A complete booking as the form sends it, with overrides. */
export const validBooking = (extra: Record<string, unknown> = {}) => ({
  topic: "Home Loan Consultation",
  preferredDate: weekdayAfter(3),
  preferredTime: "10:00 AM - 11:00 AM",
  name: "Asha Verma",
  email: "asha.verma@example.in",
  phone: "98765 43210",
  notes: "Planning to buy a 2BHK in Bhopal",
  ...extra,
});

/** The sip_investments row for a payload such as validSip(): the monthly amount as paise, the account masked. */
export function sipRow(payload: ReturnType<typeof validSip>, userId: number): typeof sipInvestments.$inferInsert {
  const { monthlyAmount, bankAccountNumber: _, ...rest } = payload;
  return {
    ...(rest as Omit<typeof sipInvestments.$inferInsert, "userId" | "monthlyAmountPaise">),
    userId,
    monthlyAmountPaise: rupeesToPaise(Number(monthlyAmount)),
    bankAccountNumber: "XXXXXXX5678",
  };
}
