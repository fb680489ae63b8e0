import { LOAN_LIMITS, loanTypeFromCode } from "../../../../shared/catalog/loan-types";
import { SEBI_WARNING, SIP_CALCULATOR, SIP_LIMITS, sipPlanById } from "../../../../shared/catalog/sip-plans";
import { emiSummary, goalSipMonthlyAmount, lumpsumFutureValue, processingFee, sipFutureValue } from "../../../../shared/finance";
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
    return notWorked(
      `Tell me the loan amount and I'll work out the EMI, for example "EMI for 50 lakh at 8.5% for 20 years". You can also use the ${link("EMI calculator", applicationPath(type.code))}.`,
    );
  }
  const assumed: string[] = [];
  const rate = terms.ratePercent ?? rateFor(type.code, ctx.rates);
  if (terms.ratePercent === undefined) assumed.push(`the current ${type.label} rate of ${percent(rate)}`);
  const months = terms.months ?? LOAN_LIMITS.defaultTenure;
  if (terms.months === undefined) assumed.push(`a tenure of ${tenureText(months)}`);
  if (!usualRate(rate) || !Number.isFinite(months) || months < 1 || months > USUAL.maxLoanMonths) {
    return notWorked(
      `That rate or tenure looks unusual, so I won't guess. Try something like "EMI for 50 lakh at 8.5% for 20 years". ${LIMITS_NOTE}`,
    );
  }

  const s = emiSummary(amount, rate, months);
  const lines = [
    `For a loan of ${rupees(amount)} at ${percent(rate)} a year over ${tenureText(months)}, the EMI is **${rupees(s.emi)} per month**.`,
    `Total interest: ${rupees(s.totalInterest)}. Total amount payable: ${rupees(s.totalAmount)}.`,
    `Processing fee (${LOAN_LIMITS.processingFeePercent}%): ${rupees(processingFee(amount))}.`,
  ];
  if (assumed.length) lines.push(`${assumptions(assumed)}; tell me yours to change it.`);
  if (withinApplicationLimits(amount, months, rate)) {
    lines.push(
      `${link("Apply with these figures", applicationPath(type.code, { amount, months, ratePercent: rate }))}: the EMI calculator on that page shows the full repayment schedule.`,
    );
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
/** Words that make an amount a monthly contribution. */
const MONTHLY = /\b(sips?|monthly|per month|a month|every month|har mahine|mahina|mahine)\b/;
const SIP_EXAMPLE = `Try "SIP of 5,000 for 10 years at 12%"`;

/** The expected return and period of an investment question: given, or the named plan's return and the calculator's defaults. */
function investmentTerms(u: Understanding) {
  const plan = sipPlanById(PLAN_WORDS.find(([re]) => re.test(u.text))?.[1]);
  const terms = loanTerms(u.quantities.filter((q) => q.kind !== "money"));
  const rate = terms.ratePercent ?? plan?.expectedReturns ?? SIP_CALCULATOR.rate.default;
  const months = terms.months ?? SIP_CALCULATOR.years.default * 12;
  const usual = usualRate(rate) && Number.isFinite(months) && months >= 1 && months <= USUAL.maxInvestmentMonths;
  const assumed: string[] = [];
  if (terms.ratePercent === undefined) assumed.push(`an expected return of ${percent(rate)} a year${plan ? ` (the ${plan.name})` : ""}`);
  if (terms.months === undefined) assumed.push(`a period of ${tenureText(months)}`);
  return { rate, months, usual, assumed };
}

/** What a monthly SIP, or a one-time investment, could grow to. */
export function sipReply(u: Understanding): Answer {
  const money = firstAmount(u.quantities);
  const amount = money?.value;
  if (amount === undefined || !Number.isFinite(amount) || amount > USUAL.maxInvestment) {
    return notWorked(
      `Tell me how much you'd invest each month, for example "SIP of 5,000 for 10 years at 12%". Try the ${link("SIP calculator", "/sip")} too.`,
    );
  }
  const { rate, months, usual, assumed } = investmentTerms(u);
  if (!usual) return notWorked(`That return or period looks unusual, so I won't guess. ${SIP_EXAMPLE}.`);
  // A large amount with nothing saying "a month" is a one-time investment ("I want to invest 5 lakh").
  const saysMonthly = money?.perMonth || MONTHLY.test(u.text);
  const lumpsum = LUMPSUM.test(u.text) || (!saysMonthly && amount > SIP_LIMITS.maxAmount);
  if (!lumpsum && amount > SIP_LIMITS.maxAmount) {
    return notWorked(
      `Our SIPs take up to ${rupees(SIP_LIMITS.maxAmount)} a month, so I won't work out ${rupees(amount)} a month. Did you mean a one-time investment of ${rupees(amount)}? Ask me "lumpsum ${rupees(amount)} for 10 years", or see our ${link("SIP calculators", "/sip")}.`,
    );
  }
  if (lumpsum && !LUMPSUM.test(u.text)) assumed.unshift(`I read ${rupees(amount)} as a one-time investment`);

  const lines: string[] = [];
  if (lumpsum) {
    const r = lumpsumFutureValue(amount, rate, months / 12);
    lines.push(
      `A one-time investment of ${rupees(amount)} for ${tenureText(months)} at ${percent(rate)} a year could grow to about **${rupees(r.totalValue)}** (estimated returns ${rupees(r.estimatedReturns)}).`,
    );
  } else {
    const r = sipFutureValue(amount, rate, months);
    lines.push(
      `Investing ${rupees(amount)} a month for ${tenureText(months)} at an expected ${percent(rate)} a year: you invest ${rupees(r.totalInvestment)}, and it could grow to about **${rupees(r.totalValue)}** (estimated returns ${rupees(r.estimatedReturns)}).`,
    );
    if (amount < SIP_LIMITS.minAmount) lines.push(`Our SIP plans start at ${rupees(SIP_LIMITS.minAmount)} a month.`);
  }
  if (assumed.length) lines.push(`${assumedText(assumed)}.`);
  lines.push(`Returns are not guaranteed. ${SEBI_WARNING}`);
  lines.push(sipLink(amount, rate, months, lumpsum));
  return worked(lines.join("\n"));
}

/** The monthly SIP that reaches a goal ("1 crore in 15 years"), at face value: the SIP page's goal calculator adds inflation. */
export function sipGoalReply(u: Understanding): Answer {
  const goal = u.quantities.find((q) => q.kind === "money" && !q.perMonth)?.value;
  if (goal === undefined || !Number.isFinite(goal) || goal < SIP_LIMITS.minAmount || goal > USUAL.maxInvestment) {
    return notWorked(
      `Tell me your goal and when you need it, for example "SIP to reach 50 lakh in 10 years". The ${link("goal calculator", "/sip")} can help too.`,
    );
  }
  const { rate, months, usual, assumed } = investmentTerms(u);
  if (!usual) return notWorked(`That return or period looks unusual, so I won't guess. Try "SIP to reach 50 lakh in 10 years at 12%".`);
  const g = goalSipMonthlyAmount(goal, months / 12, rate, 0);
  const lines = [
    `To reach ${rupees(goal)} in ${tenureText(months)} at an expected ${percent(rate)} a year, invest about **${rupees(g.monthlyAmount)} a month** (${rupees(g.totalInvestment)} in all).`,
  ];
  if (g.monthlyAmount > SIP_LIMITS.maxAmount) {
    lines.push(
      `That is more than our SIP plans take (up to ${rupees(SIP_LIMITS.maxAmount)} a month): a longer period helps, or ${link("book a free consultation", "/consultation")} to plan it.`,
    );
  } else if (g.monthlyAmount < SIP_LIMITS.minAmount) {
    lines.push(`Our SIP plans start at ${rupees(SIP_LIMITS.minAmount)} a month.`);
  }
  if (assumed.length) lines.push(`${assumedText(assumed)}.`);
  lines.push(
    `This does not allow for inflation; the goal calculator on the ${link("SIP page", "/sip")} does. Returns are not guaranteed. ${SEBI_WARNING}`,
  );
  if (g.monthlyAmount <= SIP_LIMITS.maxAmount) lines.push(sipLink(g.monthlyAmount, rate, months, false));
  return worked(lines.join("\n"));
}

/** "I assumed …", unless the first note is already a sentence of its own ("I read …"). */
const assumedText = (list: string[]) =>
  list[0].startsWith("I ") ? [list[0], ...(list.length > 1 ? [assumptions(list.slice(1))] : [])].join(", and ") : assumptions(list);

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
  const amount = firstAmount(u.quantities, USUAL.minLoan)?.value;
  if (amount === undefined) return notWorked(feesInfo());
  if (!usualLoan(amount)) {
    return notWorked(`That loan amount looks unusual, so I won't guess. Try "processing fee on 40 lakh". ${feesInfo()}`);
  }
  const lines = [
    `The processing fee is ${LOAN_LIMITS.processingFeePercent}% of the loan amount, so **${rupees(processingFee(amount))}** on a loan of ${rupees(amount)}.`,
    "You pay it online after you submit your application. Consultations are free.",
  ];
  if (amount > LOAN_LIMITS.maxAmount) lines.push(`Online applications go up to ${rupees(LOAN_LIMITS.maxAmount)}.`);
  if (amount < LOAN_LIMITS.minAmount) lines.push(`Online applications start at ${rupees(LOAN_LIMITS.minAmount)}.`);
  return worked(lines.join("\n"));
}

export function feesInfo(): string {
  return [
    `The processing fee is ${LOAN_LIMITS.processingFeePercent}% of the loan amount (${rupees(processingFee(1_000_000))} on ${rupees(1_000_000)}), paid online after you submit your application. We show it before you apply.`,
    `Consultations are free, and there are no agents, so no agent commission. ${link("Book a free consultation", "/consultation")}`,
  ].join("\n");
}
