import { LOAN_LIMITS, loanTypeFromCode } from "../../../../shared/catalog/loan-types";
import { SEBI_WARNING, SIP_CALCULATOR, SIP_LIMITS, sipPlanById } from "../../../../shared/catalog/sip-plans";
import {
  emiSummary,
  goalSipMonthlyAmount,
  lumpsumFutureValue,
  paiseToRupees,
  processingFee,
  rupeesToPaise,
  sipFutureValue,
  type Paise,
} from "../../../../shared/finance";
import { notWorked, rateFor, worked, type Answer, type AssistantContext } from "./context";
import { amountText, applicationPath, assumptions, link, percent, rupeesText, tenureText } from "./format";
import type { Understanding } from "./intents";
import { LIMITS_NOTE, LOAN_AMOUNT, SIP_AMOUNT, usualLoan, usualRate, USUAL, withinApplicationLimits } from "./limits";
import { firstAmount, loanTerms } from "./quantities";

export function emiReply(u: Understanding, ctx: AssistantContext): Answer {
  const type = loanTypeFromCode(u.loanType ?? "home-loan");
  const terms = loanTerms(u.quantities);
  if (terms.amount === undefined || !usualLoan(terms.amount)) {
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

  const amount = rupeesToPaise(terms.amount);
  const s = emiSummary(amount, rate, months);
  const lines = [
    `For a loan of ${amountText(amount)} at ${percent(rate)} a year over ${tenureText(months)}, the EMI is **${amountText(s.emi)} per month**.`,
    `Total interest: ${amountText(s.totalInterest)}. Total amount payable: ${amountText(s.totalAmount)}.`,
    `Processing fee (${LOAN_LIMITS.processingFeePercent}%): ${amountText(processingFee(amount))}.`,
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
  const typed = money?.value;
  if (typed === undefined || !Number.isFinite(typed) || typed > USUAL.maxInvestment) {
    return notWorked(
      `Tell me how much you'd invest each month, for example "SIP of 5,000 for 10 years at 12%". Try the ${link("SIP calculator", "/sip")} too.`,
    );
  }
  const { rate, months, usual, assumed } = investmentTerms(u);
  if (!usual) return notWorked(`That return or period looks unusual, so I won't guess. ${SIP_EXAMPLE}.`);
  const amount = rupeesToPaise(typed);
  // A large amount with nothing saying "a month" is a one-time investment ("I want to invest 5 lakh").
  const saysMonthly = money?.perMonth || MONTHLY.test(u.text);
  const lumpsum = LUMPSUM.test(u.text) || (!saysMonthly && amount > SIP_AMOUNT.max);
  if (!lumpsum && amount > SIP_AMOUNT.max) {
    return notWorked(
      `Our SIPs take up to ${rupeesText(SIP_LIMITS.maxAmount)} a month, so I won't work out ${amountText(amount)} a month. Did you mean a one-time investment of ${amountText(amount)}? Ask me "lumpsum ${amountText(amount)} for 10 years", or see our ${link("SIP calculators", "/sip")}.`,
    );
  }
  if (lumpsum && !LUMPSUM.test(u.text)) assumed.unshift(`I read ${amountText(amount)} as a one-time investment`);

  const lines: string[] = [];
  if (lumpsum) {
    const r = lumpsumFutureValue(amount, rate, months / 12);
    lines.push(
      `A one-time investment of ${amountText(amount)} for ${tenureText(months)} at ${percent(rate)} a year could grow to about **${amountText(r.totalValue)}** (estimated returns ${amountText(r.estimatedReturns)}).`,
    );
  } else {
    const r = sipFutureValue(amount, rate, months);
    lines.push(
      `Investing ${amountText(amount)} a month for ${tenureText(months)} at an expected ${percent(rate)} a year: you invest ${amountText(r.totalInvestment)}, and it could grow to about **${amountText(r.totalValue)}** (estimated returns ${amountText(r.estimatedReturns)}).`,
    );
    if (amount < SIP_AMOUNT.min) lines.push(`Our SIP plans start at ${rupeesText(SIP_LIMITS.minAmount)} a month.`);
  }
  if (assumed.length) lines.push(`${assumedText(assumed)}.`);
  lines.push(`Returns are not guaranteed. ${SEBI_WARNING}`);
  lines.push(sipLink(amount, rate, months, lumpsum));
  return worked(lines.join("\n"));
}

/** The monthly SIP that reaches a goal ("1 crore in 15 years"), at face value: the SIP page's goal calculator adds inflation. */
export function sipGoalReply(u: Understanding): Answer {
  const typed = u.quantities.find((q) => q.kind === "money" && !q.perMonth)?.value;
  if (typed === undefined || !Number.isFinite(typed) || typed < SIP_LIMITS.minAmount || typed > USUAL.maxInvestment) {
    return notWorked(
      `Tell me your goal and when you need it, for example "SIP to reach 50 lakh in 10 years". The ${link("goal calculator", "/sip")} can help too.`,
    );
  }
  const { rate, months, usual, assumed } = investmentTerms(u);
  if (!usual) return notWorked(`That return or period looks unusual, so I won't guess. Try "SIP to reach 50 lakh in 10 years at 12%".`);
  const goal = rupeesToPaise(typed);
  const g = goalSipMonthlyAmount(goal, months / 12, rate, 0);
  const lines = [
    `To reach ${amountText(goal)} in ${tenureText(months)} at an expected ${percent(rate)} a year, invest about **${amountText(g.monthlyAmount)} a month** (${amountText(g.totalInvestment)} in all).`,
  ];
  if (g.monthlyAmount > SIP_AMOUNT.max) {
    lines.push(
      `That is more than our SIP plans take (up to ${rupeesText(SIP_LIMITS.maxAmount)} a month): a longer period helps, or ${link("book a free consultation", "/consultation")} to plan it.`,
    );
  } else if (g.monthlyAmount < SIP_AMOUNT.min) {
    lines.push(`Our SIP plans start at ${rupeesText(SIP_LIMITS.minAmount)} a month.`);
  }
  if (assumed.length) lines.push(`${assumedText(assumed)}.`);
  lines.push(
    `This does not allow for inflation; the goal calculator on the ${link("SIP page", "/sip")} does. Returns are not guaranteed. ${SEBI_WARNING}`,
  );
  if (g.monthlyAmount <= SIP_AMOUNT.max) lines.push(sipLink(g.monthlyAmount, rate, months, false));
  return worked(lines.join("\n"));
}

/** "I assumed …", unless the first note is already a sentence of its own ("I read …"). */
const assumedText = (list: string[]) =>
  list[0].startsWith("I ") ? [list[0], ...(list.length > 1 ? [assumptions(list.slice(1))] : [])].join(", and ") : assumptions(list);

/** The SIP page, prefilled (amount, period in years, rate) when the figures fit its form. */
function sipLink(amount: Paise, rate: number, months: number, lumpsum: boolean): string {
  const fits =
    !lumpsum &&
    amount >= SIP_AMOUNT.min &&
    amount <= SIP_AMOUNT.max &&
    rate >= SIP_LIMITS.minReturns &&
    rate <= SIP_LIMITS.maxReturns &&
    months % 12 === 0 &&
    months >= SIP_LIMITS.minMonths &&
    months <= SIP_LIMITS.maxMonths;
  if (!fits) return `See our ${link("SIP calculators", "/sip")} for more.`;
  // The form takes whole rupees.
  const q = new URLSearchParams({ amount: String(Math.round(paiseToRupees(amount))), period: String(months / 12), rate: String(rate) });
  return link("Open the SIP calculator with these figures", `/sip?${q}`);
}

export function feeReply(u: Understanding): Answer {
  const typed = firstAmount(u.quantities, USUAL.minLoan)?.value;
  if (typed === undefined) return notWorked(feesInfo());
  if (!usualLoan(typed)) {
    return notWorked(`That loan amount looks unusual, so I won't guess. Try "processing fee on 40 lakh". ${feesInfo()}`);
  }
  const amount = rupeesToPaise(typed);
  const lines = [
    `The processing fee is ${LOAN_LIMITS.processingFeePercent}% of the loan amount, so **${amountText(processingFee(amount))}** on a loan of ${amountText(amount)}.`,
    "You pay it online after you submit your application. Consultations are free.",
  ];
  if (amount > LOAN_AMOUNT.max) lines.push(`Online applications go up to ${rupeesText(LOAN_LIMITS.maxAmount)}.`);
  if (amount < LOAN_AMOUNT.min) lines.push(`Online applications start at ${rupeesText(LOAN_LIMITS.minAmount)}.`);
  return worked(lines.join("\n"));
}

/** The loan the fee is shown on as an example: ₹10 lakh. */
const EXAMPLE_LOAN = rupeesToPaise(1_000_000);

export function feesInfo(): string {
  return [
    `The processing fee is ${LOAN_LIMITS.processingFeePercent}% of the loan amount (${amountText(processingFee(EXAMPLE_LOAN))} on ${amountText(EXAMPLE_LOAN)}), paid online after you submit your application. We show it before you apply.`,
    `Consultations are free, and there are no agents, so no agent commission. ${link("Book a free consultation", "/consultation")}`,
  ].join("\n");
}
