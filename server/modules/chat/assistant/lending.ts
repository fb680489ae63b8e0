import { CONTINGENT_CHARGES } from "../../../../shared/catalog/loan-papers";
import { LOAN_LIMITS, loanTypeFromCode } from "../../../../shared/catalog/loan-types";
import {
  gstIncluded,
  HOME_LOAN_LTV_SLABS,
  ltvCapPercent,
  maxLoanByValue,
  paise,
  partPrepayment,
  processingFee,
  rupeesToPaise,
} from "../../../../shared/finance";
import { formatPaiseExact } from "../../../../shared/format";
import { notWorked, quoted, rateFor, worked, type Answer, type AssistantContext } from "./context";
import { amountText, applicationPath, assumptions, currentRateAssumed, percent, tenureAssumed, tenureText, type Voice } from "./format";
import type { Understanding } from "./intents";
import { USUAL, usualLoan, usualRate } from "./limits";
import { amountsIn, loanTerms, nearest } from "./quantities";

const HOUSE_WORDS =
  /\b(property|house|home|flat|ghar|makaa?n|apartment|value|valued|worth|costing|priced|price|cost|keemat|kimat|qeemat|mulya)\b/g;
const LOAN_WORDS = /\b(loans?|borrow\w*|need|want|chahiye)\b/g;

/** A charge of the Key Fact Statement, as the KFS words it: "Foreclosure or part-prepayment: Nil. Pay off early…". */
function charge(id: (typeof CONTINGENT_CHARGES)[number]["id"], { t }: Voice): string {
  const c = CONTINGENT_CHARGES.find((x) => x.id === id)!;
  return t(
    /*i18n*/ { id: "chat.charge", message: "• {label}: **{amount}**. {why}" },
    { label: t(c.label), amount: t(c.amount), why: t(c.why) },
  );
}

/** The RBI's slabs in words: "90% for a loan up to ₹30,00,000, 80% above that up to ₹75,00,000 and 75% above ₹75,00,000". */
function slabsText({ t }: Voice): string {
  const [[upTo1, cap1], [upTo2, cap2], [, cap3]] = HOME_LOAN_LTV_SLABS;
  return t(
    /*i18n*/ {
      id: "chat.ltv.slabs",
      message: "{cap1}% for a loan up to {upTo1}, {cap2}% above that up to {upTo2} and {cap3}% above {upTo2}",
    },
    { cap1: String(cap1), upTo1: amountText(upTo1), cap2: String(cap2), upTo2: amountText(upTo2), cap3: String(cap3) },
  );
}

/**
 * How much of a property's value a loan may be: the RBI's slabs for a home loan and the lender's cap for a
 * loan against property (settings), with maxLoanByValue, the figure the underwriting rule checks against.
 */
export function ltvReply(u: Understanding, ctx: AssistantContext, v: Voice): Answer {
  const { t } = v;
  const lap = ctx.lender.lapLtvPercent;
  const amounts = amountsIn(u.quantities);
  const value = nearest(amounts, u.text, HOUSE_WORDS) ?? amounts[0];
  const rules = [
    t(
      /*i18n*/ {
        id: "chat.ltv.rules",
        message: "A loan can be at most a part of the property's value (its loan to value). For a Home Loan the RBI's caps are {slabs}.",
      },
      { slabs: slabsText(v) },
    ),
    t(
      /*i18n*/ { id: "chat.ltv.lap", message: "A Loan Against Property can be at most {lap}% of the property's value." },
      { lap: String(lap) },
    ),
  ];
  if (!value || !usualLoan(value.value)) {
    return quoted(
      [
        ...rules,
        t(
          /*i18n*/ {
            id: "chat.ltv.ask",
            message:
              "Tell me the property's value, for example: property worth 50 lakh, how much loan can I get, and I'll work out the most it carries.",
          },
        ),
      ].join("\n"),
    );
  }
  const propertyValue = rupeesToPaise(value.value);
  const wanted = nearest(
    amounts.filter((a) => a !== value),
    u.text,
    LOAN_WORDS,
  );
  const lines: string[] = [];
  const homeMax = maxLoanByValue("HomeLoan", propertyValue, lap);
  const lapMax = maxLoanByValue("LAP", propertyValue, lap);
  const homeLine = t(
    /*i18n*/ {
      id: "chat.ltv.home",
      message:
        "On a property worth {value}, a Home Loan can be at most **{max}** ({cap}% of its value), so you pay at least {own} yourself.",
    },
    {
      value: amountText(propertyValue),
      max: amountText(homeMax),
      cap: String(ltvCapPercent("HomeLoan", homeMax, lap)),
      own: amountText(paise(propertyValue - homeMax)),
    },
  );
  const lapLine = t(
    /*i18n*/ {
      id: "chat.ltv.lap_max",
      message: "A Loan Against Property on a property worth {value} can be at most **{max}** ({lap}% of its value).",
    },
    { value: amountText(propertyValue), max: amountText(lapMax), lap: String(lap) },
  );
  const type = u.loanType === "lap" ? "lap" : "home-loan";
  lines.push(...(type === "lap" ? [lapLine] : [homeLine, lapLine]));
  if (wanted && usualLoan(wanted.value)) {
    const amount = rupeesToPaise(wanted.value);
    const max = type === "lap" ? lapMax : homeMax;
    lines.push(
      amount <= max
        ? t(/*i18n*/ { id: "chat.ltv.fits", message: "A loan of {amount} is within that." }, { amount: amountText(amount) })
        : t(
            /*i18n*/ {
              id: "chat.ltv.over",
              message: "A loan of {amount} is more than that: lower it to {max}, or put in more of your own.",
            },
            { amount: amountText(amount), max: amountText(max) },
          ),
    );
  }
  lines.push(
    t(
      /*i18n*/ {
        id: "chat.ltv.income",
        message:
          "Your income is checked too (the EMIs it can carry): tell me your monthly income, or see the eligibility calculator on the [loan application page]({path}).",
      },
      { path: applicationPath(type) },
    ),
  );
  return worked(lines.join("\n"));
}

/** The loan the fee is shown on as an example: ₹10 lakh. */
const EXAMPLE_LOAN = rupeesToPaise(1_000_000);

/**
 * The processing fee and the GST in it (gstIncluded, with the GST rate of settings): the same split the
 * receipt shows.
 */
export function feeGstReply(u: Understanding, ctx: AssistantContext, v: Voice): Answer {
  const { t } = v;
  const typed = amountsIn(u.quantities).find((a) => a.value >= USUAL.minLoan)?.value;
  if (typed !== undefined && !usualLoan(typed)) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.fee_gst.unusual",
          message:
            "That loan amount looks unusual, so I won't guess. Tell me the loan, for example: GST on the processing fee for a 40 lakh loan.",
        },
      ),
    );
  }
  const amount = typed === undefined ? EXAMPLE_LOAN : rupeesToPaise(typed);
  const fee = processingFee(amount);
  const gstPercent = ctx.lender.feeGstPercent;
  const lines: string[] = [];
  if (gstPercent === 0) {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.fee_gst.none",
          message: "The processing fee is {percent}% of the loan, **{fee}** on a loan of {amount}, with no GST in it.",
        },
        { percent: String(LOAN_LIMITS.processingFeePercent), fee: amountText(fee), amount: amountText(amount) },
      ),
    );
  } else {
    const split = gstIncluded(fee, gstPercent);
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.fee_gst",
          message:
            "The processing fee is {percent}% of the loan, GST included: on a loan of {amount} it is **{fee}**, that is {taxable} plus {tax} of GST at {gst}% (CGST {cgst} and SGST {sgst}).",
        },
        {
          percent: String(LOAN_LIMITS.processingFeePercent),
          amount: amountText(amount),
          fee: formatPaiseExact(fee),
          taxable: formatPaiseExact(split.taxable),
          gst: String(gstPercent),
          tax: formatPaiseExact(split.gst),
          cgst: formatPaiseExact(split.cgst),
          sgst: formatPaiseExact(split.sgst),
        },
      ),
    );
  }
  lines.push(
    t(
      /*i18n*/ {
        id: "chat.fee_gst.receipt",
        message: "You pay it online after you submit your application, and its receipt shows the split. Consultations are free.",
      },
    ),
  );
  return typed === undefined ? quoted(lines.join("\n")) : worked(lines.join("\n"));
}

/**
 * Paying a loan off early: what the Key Fact Statement charges (nothing), and, given the outstanding and the
 * amount paid, what a part-prepayment saves (partPrepayment: a shorter tenure or a lower EMI).
 */
export function prepaymentReply(u: Understanding, ctx: AssistantContext, v: Voice): Answer {
  const { t } = v;
  const lines = [
    t(
      /*i18n*/ {
        id: "chat.prepayment.charges",
        message: "Paying your loan off early costs nothing here, as your Key Fact Statement states:",
      },
    ),
    charge("foreclosure", v),
    t(
      /*i18n*/ {
        id: "chat.prepayment.rbi",
        message: "(The RBI does not let lenders charge individuals for paying a floating-rate home loan off early, in part or in full.)",
      },
    ),
  ];
  const amounts = amountsIn(u.quantities)
    .filter((a) => a.value >= USUAL.minLoan)
    .sort((a, b) => b.value - a.value);
  const type = loanTypeFromCode(u.loanType ?? "home-loan");
  const calculator = t(
    /*i18n*/ {
      id: "chat.prepayment.calculator",
      message: "The part-prepayment calculator on the [loan application page]({path}) works it out with your figures.",
    },
    { path: applicationPath(type.code) },
  );
  if (amounts.length < 2) {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.prepayment.ask",
          message:
            "To see what a part-prepayment saves, tell me what is left on the loan and what you'd pay, for example: part prepayment of 5 lakh on my 40 lakh loan at 8.5% with 15 years left.",
        },
      ),
    );
    lines.push(calculator);
    return quoted(lines.join("\n"));
  }
  const [loanTyped, prepaidTyped] = [amounts[0].value, amounts.at(-1)!.value];
  const terms = loanTerms(u.quantities.filter((q) => q.kind === "rate" || q.kind === "years" || q.kind === "months"));
  const rate = terms.ratePercent ?? rateFor(type.code, ctx.rates);
  const months = terms.months ?? LOAN_LIMITS.defaultTenure;
  if (!usualLoan(loanTyped) || !usualRate(rate) || months < 2 || months > USUAL.maxLoanMonths || prepaidTyped >= loanTyped) {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.prepayment.unusual",
          message:
            "Those figures look unusual, so I won't guess what the part-prepayment saves. Tell me what is left on the loan, what you'd pay, the rate and the years left.",
        },
      ),
    );
    return notWorked(lines.join("\n"));
  }
  const outstanding = rupeesToPaise(loanTyped);
  const prepaid = rupeesToPaise(prepaidTyped);
  const p = partPrepayment({ principal: outstanding, annualRate: rate, months, prepayment: prepaid, afterMonth: 0 });
  const assumed: string[] = [];
  if (terms.ratePercent === undefined) assumed.push(currentRateAssumed(v, type.label, rate));
  if (terms.months === undefined) assumed.push(tenureAssumed(v, months));
  lines.push(
    t(
      /*i18n*/ {
        id: "chat.prepayment.saving",
        message:
          "Paying {prepaid} now on {outstanding} left at {rate} over {tenure}: keep the EMI of {emi} and finish {sooner} sooner, saving **{tenureSaving}** in interest; or keep the tenure and pay **{newEmi}** a month, saving {emiSaving}.",
      },
      {
        prepaid: amountText(prepaid),
        outstanding: amountText(outstanding),
        rate: percent(rate),
        tenure: tenureText(months, v),
        emi: amountText(p.withoutPrepayment.emi),
        sooner: tenureText(p.reduceTenure.monthsSaved, v),
        tenureSaving: amountText(p.reduceTenure.interestSaved),
        newEmi: amountText(p.reduceEmi.emi),
        emiSaving: amountText(p.reduceEmi.interestSaved),
      },
    ),
  );
  if (assumed.length) lines.push(assumptions(assumed, v));
  lines.push(calculator);
  return worked(lines.join("\n"));
}

/** A late or bounced EMI: the Key Fact Statement's charges, as it states them. */
export function latePaymentReply(v: Voice, phone: string): Answer {
  const { t } = v;
  return quoted(
    [
      t(/*i18n*/ { id: "chat.late_payment", message: "If an EMI is paid late or bounces, your Key Fact Statement states these charges:" }),
      charge("late_payment", v),
      charge("cheque_bounce", v),
      t(
        /*i18n*/ {
          id: "chat.late_payment.help",
          message: "A missed EMI also shows in your credit report. If an EMI will be late, call us on {phone} before it is due.",
        },
        { phone },
      ),
    ].join("\n"),
  );
}
