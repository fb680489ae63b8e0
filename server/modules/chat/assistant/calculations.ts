import { LOAN_LIMITS, loanTypeFromCode } from "../../../../shared/catalog/loan-types";
import { SEBI_WARNING, SIP_CALCULATOR, SIP_LIMITS, sipPlanById } from "../../../../shared/catalog/sip-plans";
import { emiSummary, lumpsumFutureValue, processingFee, sipFutureValue } from "../../../../shared/finance";
import { notWorked, rateFor, worked, type Answer, type AssistantContext } from "./context";
import { applicationPath, assumptions, link, percent, rupees, tenureText } from "./format";
import type { Understanding } from "./intents";
import { LIMITS_NOTE, usualLoan, usualRate, USUAL, withinApplicationLimits } from "./limits";
import { firstAmount, loanTerms } from "./quantities";

export function emiReply(u: Understanding, ctx: AssistantContext): Answer {
  const type = loanTypeFromCode(u.loanType ?? "home-loan");
  const terms = loanTerms(u.quantities);
  const amount = terms.amount;
  if (amount === undefined || !usualLoan(amount)) {
    return notWorked(`Tell me the loan amount and I'll work out the EMI, for example "EMI for 50 lakh at 8.5% for 20 years". You can also use the ${link("EMI calculator", applicationPath(type.code))}.`);
  }
  const assumed: string[] = [];
  const rate = terms.ratePercent ?? rateFor(type.code, ctx.rates);
  if (terms.ratePercent === undefined) assumed.push(`the current ${type.label} rate of ${percent(rate)}`);
  const months = terms.months ?? LOAN_LIMITS.defaultTenure;
  if (terms.months === undefined) assumed.push(`a tenure of ${tenureText(months)}`);
  if (!usualRate(rate) || !Number.isFinite(months) || months < 1 || months > USUAL.maxLoanMonths) {
    return notWorked(`That rate or tenure looks unusual, so I won't guess. Try something like "EMI for 50 lakh at 8.5% for 20 years". ${LIMITS_NOTE}`);
  }

  const s = emiSummary(amount, rate, months);
  const lines = [
    `For a loan of ${rupees(amount)} at ${percent(rate)} a year over ${tenureText(months)}, the EMI is **${rupees(s.emi)} per month**.`,
    `Total interest: ${rupees(s.totalInterest)}. Total amount payable: ${rupees(s.totalAmount)}.`,
    `Processing fee (${LOAN_LIMITS.processingFeePercent}%): ${rupees(processingFee(amount))}.`,
  ];
  if (assumed.length) lines.push(`${assumptions(assumed)}; tell me yours to change it.`);
  if (withinApplicationLimits(amount, months, rate)) {
    lines.push(`${link("Apply with these figures", applicationPath(type.code, { amount, months, ratePercent: rate }))}: the EMI calculator on that page shows the full repayment schedule.`);
  } else {
    lines.push(`${LIMITS_NOTE} See the ${link("EMI calculator", applicationPath(type.code))} for other figures.`);
  }
  return worked(lines.join("\n"));
}

const PLAN_WORDS: [RegExp, string][] = [
  [/\bequity\b/, "equity-growth"],
  [/\b(balanced|hybrid)\b/, "balanced-hybrid"],
  [/\bdebt\b/, "debt-stability"],
  [/\b(elss|tax)\b/, "tax-saver"],
];
const LUMPSUM = /\b(lump ?sum|one[- ]time|ek baar|once)\b/;

export function sipReply(u: Understanding): Answer {
  const amount = firstAmount(u.quantities)?.value;
  if (amount === undefined || amount > 100_000_000) {
    return notWorked(`Tell me how much you'd invest each month, for example "SIP of 5,000 for 10 years at 12%". Try the ${link("SIP calculator", "/sip")} too.`);
  }
  const plan = sipPlanById(PLAN_WORDS.find(([re]) => re.test(u.text))?.[1]);
  const terms = loanTerms(u.quantities.filter((q) => q.kind !== "money"));
  const rate = terms.ratePercent ?? plan?.expectedReturns ?? SIP_CALCULATOR.rate.default;
  const months = terms.months ?? SIP_CALCULATOR.years.default * 12;
  if (rate <= 0 || rate > 30 || months < 1 || months > 600) {
    return notWorked(`That return or period looks unusual, so I won't guess. Try "SIP of 5,000 for 10 years at 12%".`);
  }
  const assumed: string[] = [];
  if (terms.ratePercent === undefined) assumed.push(`an expected return of ${percent(rate)} a year${plan ? ` (the ${plan.name})` : ""}`);
  if (terms.months === undefined) assumed.push(`a period of ${tenureText(months)}`);

  const lines: string[] = [];
  if (LUMPSUM.test(u.text)) {
    const years = months / 12;
    const r = lumpsumFutureValue(amount, rate, years);
    lines.push(`A one-time investment of ${rupees(amount)} for ${tenureText(months)} at ${percent(rate)} a year could grow to about **${rupees(r.totalValue)}** (estimated returns ${rupees(r.estimatedReturns)}).`);
  } else {
    const r = sipFutureValue(amount, rate, months);
    lines.push(
      `Investing ${rupees(amount)} a month for ${tenureText(months)} at an expected ${percent(rate)} a year: you invest ${rupees(r.totalInvestment)}, and it could grow to about **${rupees(r.totalValue)}** (estimated returns ${rupees(r.estimatedReturns)}).`,
    );
    if (amount < SIP_LIMITS.minAmount) lines.push(`Our SIP plans start at ${rupees(SIP_LIMITS.minAmount)} a month.`);
  }
  if (assumed.length) lines.push(`${assumptions(assumed)}.`);
  lines.push(`Returns are not guaranteed. ${SEBI_WARNING}`);
  lines.push(sipLink(amount, rate, months, LUMPSUM.test(u.text)));
  return worked(lines.join("\n"));
}

/** The SIP page, prefilled (amount, period in years, rate) when the figures fit its form. */
function sipLink(amount: number, rate: number, months: number, lumpsum: boolean): string {
  const fits =
    !lumpsum &&
    amount >= SIP_LIMITS.minAmount &&
    amount <= SIP_LIMITS.maxAmount &&
    rate >= SIP_LIMITS.minReturns &&
    rate <= SIP_LIMITS.maxReturns &&
    months % 12 === 0 &&
    months >= SIP_LIMITS.minMonths &&
    months <= SIP_LIMITS.maxMonths;
  if (!fits) return `See our ${link("SIP calculators", "/sip")} for more.`;
  const q = new URLSearchParams({ amount: String(Math.round(amount)), period: String(months / 12), rate: String(rate) });
  return link("Open the SIP calculator with these figures", `/sip?${q}`);
}

export function feeReply(u: Understanding): Answer {
  const amount = firstAmount(u.quantities, 10_000)?.value;
  if (amount === undefined) return notWorked(feesInfo());
  return worked([
    `The processing fee is ${LOAN_LIMITS.processingFeePercent}% of the loan amount, so **${rupees(processingFee(amount))}** on a loan of ${rupees(amount)}.`,
    "You pay it online after you submit your application. Consultations are free.",
  ].join("\n"));
}

export function feesInfo(): string {
  return [
    `The processing fee is ${LOAN_LIMITS.processingFeePercent}% of the loan amount (${rupees(processingFee(1_000_000))} on ${rupees(1_000_000)}), paid online after you submit your application. We show it before you apply.`,
    `Consultations are free, and there are no agents, so no agent commission. ${link("Book a free consultation", "/consultation")}`,
  ].join("\n");
}
