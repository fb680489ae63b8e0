import { COMPANY } from "../../../../shared/catalog/company";
import * as answers from "./answers";
import { balanceTransferReply } from "./balance-transfer";
import { checklistReply, coolingOffReply, creditScoreReply } from "./facts";
import { feeGstReply, latePaymentReply, ltvReply, prepaymentReply } from "./lending";
import { stampDutyReply } from "./places";
import { pmayReply } from "./pmay";
import { emiReply, feeReply, feesInfo, sipGoalReply, sipReply } from "./calculations";
import { eligibilityInfo, eligibilityReply } from "./eligibility";
import { notWorked, type Answer, type AssistantContext } from "./context";
import { rupeesText, voice, type Voice } from "./format";
import { asksRates, understand, type Intent, type Understanding } from "./intents";
import type { Quantity } from "./quantities";
import { statusReply } from "./status";

export type { AssistantContext, LenderTerms, OwnLoan } from "./context";
export { understand } from "./intents";
export type { Intent, Understanding } from "./intents";

/**
 * The built-in assistant: understands the common questions in English, Hinglish and Hindi, computes with
 * the shared finance functions and answers from the product's own facts, in the language of `ctx.locale`
 * (English by default). Balance transfers, PMAY, credit scores, document checklists, loan to value, the
 * KFS's charges, stamp duty, the GST in the fee and cooling-off are answered from the same shared functions,
 * catalogues and settings the rest of the app uses (docs/decisions/chat-assistant-answers.md). Unknown
 * questions get a pointer to where help is, never an invented answer.
 * `computed` says whether the reply holds figures the calculator worked out.
 */
export function builtInAnswer(message: string | Understanding, ctx: AssistantContext): Answer & { intent: Intent } {
  const u = typeof message === "string" ? understand(message) : message;
  return { intent: u.intent, ...answer(u, ctx, voice(ctx.locale)) };
}

/** A calculation, unless a figure in the question is negative ("-8.5%", "-50 lakh"): that is a slip, not something to compute. */
function calculation(u: Understanding, v: Voice, reply: () => Answer): Answer {
  const negative = u.quantities.find((q) => q.value < 0);
  return negative ? notWorked(answers.negativeFigureReply(figureText(negative, v), v)) : reply();
}

function figureText(q: Quantity, { t }: Voice): string {
  switch (q.kind) {
    case "money":
      // As typed (rupees, never converted: it may be any size).
      return `-${rupeesText(-q.value)}`;
    case "rate":
      return `${q.value}%`;
    case "years":
      return t(/*i18n*/ { id: "chat.figure.years", message: "{value} years" }, { value: String(q.value) });
    case "months":
      return t(/*i18n*/ { id: "chat.figure.months", message: "{value} months" }, { value: String(q.value) });
    case "number":
      return String(q.value);
  }
}

function answer(u: Understanding, ctx: AssistantContext, v: Voice): Answer {
  const { rates } = ctx;
  switch (u.intent) {
    case "emi-calc":
      return calculation(u, v, () => emiReply(u, ctx, v));
    case "sip-calc":
      return calculation(u, v, () => sipReply(u, v));
    case "sip-goal":
      return calculation(u, v, () => sipGoalReply(u, v));
    case "eligibility-calc":
      return calculation(u, v, () => eligibilityReply(u, ctx, v));
    case "fee-calc":
      return calculation(u, v, () => feeReply(u, v));
    case "status":
      return notWorked(statusReply(ctx.loans, v));
    case "greeting":
      return notWorked(answers.greetingReply(v));
    case "thanks":
      return notWorked(answers.thanksReply(v));
    case "about":
      return notWorked(answers.aboutReply(v));
    case "documents":
      return notWorked(answers.documentsReply(v));
    case "kyc":
      return notWorked(answers.kycReply(v));
    case "fees":
      return notWorked(asksRates(u) ? `${answers.ratesReply(rates, v, u.loanType)}\n${feesInfo(v)}` : feesInfo(v));
    case "eligibility-info":
      return notWorked(eligibilityInfo(v));
    case "emi-info":
      return notWorked(answers.emiInfoReply(rates, v));
    case "rates":
      return notWorked(answers.ratesReply(rates, v, u.loanType));
    case "tax-saver":
      return notWorked(answers.taxSaverReply(v));
    case "sip-info":
      return notWorked(answers.sipInfoReply(v));
    case "consultation":
      return notWorked(answers.consultationReply(v));
    case "contact":
      return notWorked(answers.contactReply(v));
    case "apply":
      return notWorked(answers.applyReply(rates, v, u.loanType));
    case "product":
      return notWorked(answers.productReply(rates, v, u.loanType));
    case "other-product":
      return notWorked(answers.otherProductReply(u.otherProduct ?? answers.THAT_PRODUCT, v));
    case "balance-transfer":
      return calculation(u, v, () => balanceTransferReply(u, ctx, v));
    case "pmay":
      return calculation(u, v, () => pmayReply(u, ctx, v));
    case "ltv":
      return calculation(u, v, () => ltvReply(u, ctx, v));
    case "prepayment":
      return calculation(u, v, () => prepaymentReply(u, ctx, v));
    case "stamp-duty":
      return calculation(u, v, () => stampDutyReply(u, ctx, v));
    case "fee-gst":
      return calculation(u, v, () => feeGstReply(u, ctx, v));
    case "credit-score":
      return creditScoreReply(ctx, v);
    case "document-checklist":
      return checklistReply(u, v);
    case "late-payment":
      return latePaymentReply(v, COMPANY.phones[0]);
    case "cooling-off":
      return coolingOffReply(ctx, v);
    case "unknown":
      return notWorked(answers.unknownReply(v));
  }
}
