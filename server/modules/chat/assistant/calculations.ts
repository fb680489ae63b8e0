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
import {
  amountText,
  applicationPath,
  assumptions,
  currentRateAssumed,
  link,
  listText,
  percent,
  rupeesText,
  tenureAssumed,
  tenureText,
  type Voice,
} from "./format";
import type { Understanding } from "./intents";
import { limitsNote, LOAN_AMOUNT, onlineUpTo, SIP_AMOUNT, usualLoan, usualRate, USUAL, withinApplicationLimits } from "./limits";
import { firstAmount, loanTerms } from "./quantities";

export function emiReply(u: Understanding, ctx: AssistantContext, v: Voice): Answer {
  const { t } = v;
  const type = loanTypeFromCode(u.loanType ?? "home-loan");
  const terms = loanTerms(u.quantities);
  if (terms.amount === undefined || !usualLoan(terms.amount)) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.emi.ask_amount",
          message:
            'Tell me the loan amount and I\'ll work out the EMI, for example "EMI for 50 lakh at 8.5% for 20 years". You can also use the [EMI calculator]({path}).',
        },
        { path: applicationPath(type.code) },
      ),
    );
  }
  const assumed: string[] = [];
  const rate = terms.ratePercent ?? rateFor(type.code, ctx.rates);
  if (terms.ratePercent === undefined) assumed.push(currentRateAssumed(v, type.label, rate));
  const months = terms.months ?? LOAN_LIMITS.defaultTenure;
  if (terms.months === undefined) assumed.push(tenureAssumed(v, months));
  if (!usualRate(rate) || !Number.isFinite(months) || months < 1 || months > USUAL.maxLoanMonths) {
    return notWorked(
      [
        t(
          /*i18n*/ {
            id: "chat.emi.unusual",
            message: 'That rate or tenure looks unusual, so I won\'t guess. Try something like "EMI for 50 lakh at 8.5% for 20 years".',
          },
        ),
        limitsNote(v),
      ].join(" "),
    );
  }

  const amount = rupeesToPaise(terms.amount);
  const s = emiSummary(amount, rate, months);
  const lines = [
    t(
      /*i18n*/ {
        id: "chat.emi",
        message: "For a loan of {amount} at {rate} a year over {tenure}, the EMI is **{emi} per month**.",
      },
      { amount: amountText(amount), rate: percent(rate), tenure: tenureText(months, v), emi: amountText(s.emi) },
    ),
    t(
      /*i18n*/ { id: "chat.emi.totals", message: "Total interest: {interest}. Total amount payable: {total}." },
      {
        interest: amountText(s.totalInterest),
        total: amountText(s.totalAmount),
      },
    ),
    t(
      /*i18n*/ { id: "chat.emi.fee", message: "Processing fee ({percent}%): {fee}." },
      {
        percent: String(LOAN_LIMITS.processingFeePercent),
        fee: amountText(processingFee(amount)),
      },
    ),
  ];
  if (assumed.length) {
    lines.push(
      t(/*i18n*/ { id: "chat.emi.assumed", message: "I assumed {list}; tell me yours to change it." }, { list: listText(assumed, v) }),
    );
  }
  if (withinApplicationLimits(amount, months, rate)) {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.emi.apply",
          message: "[Apply with these figures]({path}): the EMI calculator on that page shows the full repayment schedule.",
        },
        { path: applicationPath(type.code, { amount, months, ratePercent: rate }) },
      ),
    );
  } else {
    lines.push(
      [
        limitsNote(v),
        t(
          /*i18n*/ { id: "chat.emi.other_figures", message: "See the [EMI calculator]({path}) for other figures." },
          {
            path: applicationPath(type.code),
          },
        ),
      ].join(" "),
    );
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

/** The expected return and period of an investment question: given, or the named plan's return and the calculator's defaults. */
function investmentTerms(u: Understanding, v: Voice) {
  const { t } = v;
  const plan = sipPlanById(PLAN_WORDS.find(([re]) => re.test(u.text))?.[1]);
  const terms = loanTerms(u.quantities.filter((q) => q.kind !== "money"));
  const rate = terms.ratePercent ?? plan?.expectedReturns ?? SIP_CALCULATOR.rate.default;
  const months = terms.months ?? SIP_CALCULATOR.years.default * 12;
  const usual = usualRate(rate) && Number.isFinite(months) && months >= 1 && months <= USUAL.maxInvestmentMonths;
  const assumed: string[] = [];
  if (terms.ratePercent === undefined) {
    assumed.push(
      plan
        ? t(
            /*i18n*/ { id: "chat.assumed.plan_return", message: "an expected return of {rate} a year (the {plan})" },
            {
              rate: percent(rate),
              plan: t(plan.name),
            },
          )
        : t(/*i18n*/ { id: "chat.assumed.return", message: "an expected return of {rate} a year" }, { rate: percent(rate) }),
    );
  }
  if (terms.months === undefined) {
    assumed.push(t(/*i18n*/ { id: "chat.assumed.period", message: "a period of {tenure}" }, { tenure: tenureText(months, v) }));
  }
  return { rate, months, usual, assumed };
}

const returnsNotGuaranteed = ({ t }: Voice) =>
  [t(/*i18n*/ { id: "chat.sip.not_guaranteed", message: "Returns are not guaranteed." }), t(SEBI_WARNING)].join(" ");

const sipMinimum = ({ t }: Voice) =>
  t(/*i18n*/ { id: "chat.sip.minimum", message: "Our SIP plans start at {min} a month." }, { min: rupeesText(SIP_LIMITS.minAmount) });

/** What a monthly SIP, or a one-time investment, could grow to. */
export function sipReply(u: Understanding, v: Voice): Answer {
  const { t } = v;
  const money = firstAmount(u.quantities);
  const typed = money?.value;
  if (typed === undefined || !Number.isFinite(typed) || typed > USUAL.maxInvestment) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.sip.ask_amount",
          message:
            'Tell me how much you\'d invest each month, for example "SIP of 5,000 for 10 years at 12%". Try the [SIP calculator]({path}) too.',
        },
        { path: "/sip" },
      ),
    );
  }
  const { rate, months, usual, assumed } = investmentTerms(u, v);
  if (!usual) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.sip.unusual",
          message: 'That return or period looks unusual, so I won\'t guess. Try "SIP of 5,000 for 10 years at 12%".',
        },
      ),
    );
  }
  const amount = rupeesToPaise(typed);
  // A large amount with nothing saying "a month" is a one-time investment ("I want to invest 5 lakh").
  const saysMonthly = money?.perMonth || MONTHLY.test(u.text);
  const lumpsum = LUMPSUM.test(u.text) || (!saysMonthly && amount > SIP_AMOUNT.max);
  if (!lumpsum && amount > SIP_AMOUNT.max) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.sip.over_max",
          message:
            'Our SIPs take up to {max} a month, so I won\'t work out {amount} a month. Did you mean a one-time investment of {amount}? Ask me "lumpsum {amount} for 10 years", or see our [SIP calculators]({path}).',
        },
        { max: rupeesText(SIP_LIMITS.maxAmount), amount: amountText(amount), path: "/sip" },
      ),
    );
  }
  const readAsOneTime = lumpsum && !LUMPSUM.test(u.text);

  const lines: string[] = [];
  if (lumpsum) {
    const r = lumpsumFutureValue(amount, rate, months / 12);
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.sip.lumpsum",
          message:
            "A one-time investment of {amount} for {tenure} at {rate} a year could grow to about **{value}** (estimated returns {returns}).",
        },
        {
          amount: amountText(amount),
          tenure: tenureText(months, v),
          rate: percent(rate),
          value: amountText(r.totalValue),
          returns: amountText(r.estimatedReturns),
        },
      ),
    );
  } else {
    const r = sipFutureValue(amount, rate, months);
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.sip",
          message:
            "Investing {amount} a month for {tenure} at an expected {rate} a year: you invest {invested}, and it could grow to about **{value}** (estimated returns {returns}).",
        },
        {
          amount: amountText(amount),
          tenure: tenureText(months, v),
          rate: percent(rate),
          invested: amountText(r.totalInvestment),
          value: amountText(r.totalValue),
          returns: amountText(r.estimatedReturns),
        },
      ),
    );
    if (amount < SIP_AMOUNT.min) lines.push(sipMinimum(v));
  }
  if (readAsOneTime) {
    lines.push(
      assumed.length
        ? t(
            /*i18n*/ {
              id: "chat.sip.read_one_time_assumed",
              message: "I read {amount} as a one-time investment, and I assumed {list}.",
            },
            { amount: amountText(amount), list: listText(assumed, v) },
          )
        : t(
            /*i18n*/ { id: "chat.sip.read_one_time", message: "I read {amount} as a one-time investment." },
            {
              amount: amountText(amount),
            },
          ),
    );
  } else if (assumed.length) {
    lines.push(assumptions(assumed, v));
  }
  lines.push(returnsNotGuaranteed(v));
  lines.push(sipLink(amount, rate, months, lumpsum, v));
  return worked(lines.join("\n"));
}

/** The monthly SIP that reaches a goal ("1 crore in 15 years"), at face value: the SIP page's goal calculator adds inflation. */
export function sipGoalReply(u: Understanding, v: Voice): Answer {
  const { t } = v;
  const typed = u.quantities.find((q) => q.kind === "money" && !q.perMonth)?.value;
  if (typed === undefined || !Number.isFinite(typed) || typed < SIP_LIMITS.minAmount || typed > USUAL.maxInvestment) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.goal.ask",
          message:
            'Tell me your goal and when you need it, for example "SIP to reach 50 lakh in 10 years". The [goal calculator]({path}) can help too.',
        },
        { path: "/sip" },
      ),
    );
  }
  const { rate, months, usual, assumed } = investmentTerms(u, v);
  if (!usual) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.goal.unusual",
          message: 'That return or period looks unusual, so I won\'t guess. Try "SIP to reach 50 lakh in 10 years at 12%".',
        },
      ),
    );
  }
  const goal = rupeesToPaise(typed);
  const g = goalSipMonthlyAmount(goal, months / 12, rate, 0);
  const lines = [
    t(
      /*i18n*/ {
        id: "chat.goal",
        message: "To reach {goal} in {tenure} at an expected {rate} a year, invest about **{monthly} a month** ({total} in all).",
      },
      {
        goal: amountText(goal),
        tenure: tenureText(months, v),
        rate: percent(rate),
        monthly: amountText(g.monthlyAmount),
        total: amountText(g.totalInvestment),
      },
    ),
  ];
  if (g.monthlyAmount > SIP_AMOUNT.max) {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.goal.over_max",
          message:
            "That is more than our SIP plans take (up to {max} a month): a longer period helps, or [book a free consultation]({path}) to plan it.",
        },
        { max: rupeesText(SIP_LIMITS.maxAmount), path: "/consultation" },
      ),
    );
  } else if (g.monthlyAmount < SIP_AMOUNT.min) {
    lines.push(sipMinimum(v));
  }
  if (assumed.length) lines.push(assumptions(assumed, v));
  lines.push(
    [
      t(
        /*i18n*/ {
          id: "chat.goal.inflation",
          message: "This does not allow for inflation; the goal calculator on the [SIP page]({path}) does.",
        },
        { path: "/sip" },
      ),
      returnsNotGuaranteed(v),
    ].join(" "),
  );
  if (g.monthlyAmount <= SIP_AMOUNT.max) lines.push(sipLink(g.monthlyAmount, rate, months, false, v));
  return worked(lines.join("\n"));
}

/** The SIP page, prefilled (amount, period in years, rate) when the figures fit its form. */
function sipLink(amount: Paise, rate: number, months: number, lumpsum: boolean, { t }: Voice): string {
  const fits =
    !lumpsum &&
    amount >= SIP_AMOUNT.min &&
    amount <= SIP_AMOUNT.max &&
    rate >= SIP_LIMITS.minReturns &&
    rate <= SIP_LIMITS.maxReturns &&
    months % 12 === 0 &&
    months >= SIP_LIMITS.minMonths &&
    months <= SIP_LIMITS.maxMonths;
  if (!fits) return t(/*i18n*/ { id: "chat.sip.more", message: "See our [SIP calculators]({path}) for more." }, { path: "/sip" });
  // The form takes whole rupees.
  const q = new URLSearchParams({ amount: String(Math.round(paiseToRupees(amount))), period: String(months / 12), rate: String(rate) });
  return link(t(/*i18n*/ { id: "chat.sip.open_calculator", message: "Open the SIP calculator with these figures" }), `/sip?${q}`);
}

export function feeReply(u: Understanding, v: Voice): Answer {
  const { t } = v;
  const typed = firstAmount(u.quantities, USUAL.minLoan)?.value;
  if (typed === undefined) return notWorked(feesInfo(v));
  if (!usualLoan(typed)) {
    return notWorked(
      [
        t(
          /*i18n*/ {
            id: "chat.fee.unusual",
            message: 'That loan amount looks unusual, so I won\'t guess. Try "processing fee on 40 lakh".',
          },
        ),
        feesInfo(v),
      ].join(" "),
    );
  }
  const amount = rupeesToPaise(typed);
  const lines = [
    t(
      /*i18n*/ {
        id: "chat.fee",
        message: "The processing fee is {percent}% of the loan amount, so **{fee}** on a loan of {amount}.",
      },
      { percent: String(LOAN_LIMITS.processingFeePercent), fee: amountText(processingFee(amount)), amount: amountText(amount) },
    ),
    t(/*i18n*/ { id: "chat.fee.when", message: "You pay it online after you submit your application. Consultations are free." }),
  ];
  if (amount > LOAN_AMOUNT.max) lines.push(onlineUpTo(v));
  if (amount < LOAN_AMOUNT.min) {
    lines.push(
      t(/*i18n*/ { id: "chat.limits.from", message: "Online applications start at {min}." }, { min: rupeesText(LOAN_LIMITS.minAmount) }),
    );
  }
  return worked(lines.join("\n"));
}

/** The loan the fee is shown on as an example: ₹10 lakh. */
const EXAMPLE_LOAN = rupeesToPaise(1_000_000);

export function feesInfo({ t }: Voice): string {
  return [
    t(
      /*i18n*/ {
        id: "chat.fees",
        message:
          "The processing fee is {percent}% of the loan amount ({fee} on {amount}), paid online after you submit your application. We show it before you apply.",
      },
      { percent: String(LOAN_LIMITS.processingFeePercent), fee: amountText(processingFee(EXAMPLE_LOAN)), amount: amountText(EXAMPLE_LOAN) },
    ),
    t(
      /*i18n*/ {
        id: "chat.fees.free",
        message: "Consultations are free, and there are no agents, so no agent commission. [Book a free consultation]({path})",
      },
      { path: "/consultation" },
    ),
  ].join("\n");
}
