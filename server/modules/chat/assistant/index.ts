import * as answers from "./answers";
import { emiReply, feeReply, feesInfo, sipGoalReply, sipReply } from "./calculations";
import { eligibilityInfo, eligibilityReply } from "./eligibility";
import { notWorked, type Answer, type AssistantContext } from "./context";
import { rupeesText } from "./format";
import { asksRates, understand, type Intent, type Understanding } from "./intents";
import type { Quantity } from "./quantities";
import { statusReply } from "./status";

export type { AssistantContext, OwnLoan } from "./context";
export { understand } from "./intents";
export type { Intent, Understanding } from "./intents";

/**
 * The built-in assistant: understands the common questions in English and Hinglish, computes with
 * the shared finance functions and answers from the product's own facts. Unknown questions get a
 * pointer to where help is, never an invented answer. `computed` says whether the reply holds
 * figures the calculator worked out.
 */
export function builtInAnswer(message: string | Understanding, ctx: AssistantContext): Answer & { intent: Intent } {
  const u = typeof message === "string" ? understand(message) : message;
  return { intent: u.intent, ...answer(u, ctx) };
}

/** A calculation, unless a figure in the question is negative ("-8.5%", "-50 lakh"): that is a slip, not something to compute. */
function calculation(u: Understanding, reply: () => Answer): Answer {
  const negative = u.quantities.find((q) => q.value < 0);
  return negative ? notWorked(answers.negativeFigureReply(figureText(negative))) : reply();
}

function figureText(q: Quantity): string {
  switch (q.kind) {
    case "money":
      // As typed (rupees, never converted: it may be any size).
      return `-${rupeesText(-q.value)}`;
    case "rate":
      return `${q.value}%`;
    case "years":
      return `${q.value} years`;
    case "months":
      return `${q.value} months`;
    case "number":
      return String(q.value);
  }
}

function answer(u: Understanding, ctx: AssistantContext): Answer {
  const { rates } = ctx;
  switch (u.intent) {
    case "emi-calc":
      return calculation(u, () => emiReply(u, ctx));
    case "sip-calc":
      return calculation(u, () => sipReply(u));
    case "sip-goal":
      return calculation(u, () => sipGoalReply(u));
    case "eligibility-calc":
      return calculation(u, () => eligibilityReply(u, ctx));
    case "fee-calc":
      return calculation(u, () => feeReply(u));
    case "status":
      return notWorked(statusReply(ctx.loans));
    case "greeting":
      return notWorked(answers.greetingReply());
    case "thanks":
      return notWorked(answers.thanksReply());
    case "about":
      return notWorked(answers.aboutReply());
    case "documents":
      return notWorked(answers.documentsReply());
    case "kyc":
      return notWorked(answers.kycReply());
    case "fees":
      return notWorked(asksRates(u) ? `${answers.ratesReply(rates, u.loanType)}\n${feesInfo()}` : feesInfo());
    case "eligibility-info":
      return notWorked(eligibilityInfo());
    case "emi-info":
      return notWorked(answers.emiInfoReply(rates));
    case "rates":
      return notWorked(answers.ratesReply(rates, u.loanType));
    case "tax-saver":
      return notWorked(answers.taxSaverReply());
    case "sip-info":
      return notWorked(answers.sipInfoReply());
    case "consultation":
      return notWorked(answers.consultationReply());
    case "contact":
      return notWorked(answers.contactReply());
    case "apply":
      return notWorked(answers.applyReply(rates, u.loanType));
    case "product":
      return notWorked(answers.productReply(rates, u.loanType));
    case "other-product":
      return notWorked(answers.otherProductReply(u.otherProduct ?? "that product"));
    case "unknown":
      return notWorked(answers.unknownReply());
  }
}
