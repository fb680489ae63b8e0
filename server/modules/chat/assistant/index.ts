import * as answers from "./answers";
import { emiReply, feeReply, feesInfo, sipReply } from "./calculations";
import { eligibilityInfo, eligibilityReply } from "./eligibility";
import type { AssistantContext } from "./context";
import { asksRates, understand, type Intent, type Understanding } from "./intents";
import { statusReply } from "./status";

export type { AssistantContext, OwnLoan } from "./context";
export { understand } from "./intents";
export type { Intent, Understanding } from "./intents";

/** Intents whose answer is worked out from figures, which a language model should quote rather than redo. */
export const CALCULATION_INTENTS: ReadonlySet<Intent> = new Set(["emi-calc", "sip-calc", "eligibility-calc", "fee-calc"]);

/**
 * The built-in assistant: understands the common questions in English and Hinglish, computes with
 * the shared finance functions and answers from the product's own facts. Unknown questions get a
 * pointer to where help is, never an invented answer.
 */
export function builtInAnswer(message: string | Understanding, ctx: AssistantContext): { intent: Intent; reply: string } {
  const u = typeof message === "string" ? understand(message) : message;
  const { rates } = ctx;
  const reply = (() => {
    switch (u.intent) {
      case "emi-calc":
        return emiReply(u, ctx);
      case "sip-calc":
        return sipReply(u);
      case "eligibility-calc":
        return eligibilityReply(u, ctx);
      case "fee-calc":
        return feeReply(u);
      case "status":
        return statusReply(ctx.loans);
      case "greeting":
        return answers.greetingReply();
      case "thanks":
        return answers.thanksReply();
      case "about":
        return answers.aboutReply();
      case "documents":
        return answers.documentsReply();
      case "kyc":
        return answers.kycReply();
      case "fees":
        return asksRates(u) ? `${answers.ratesReply(rates, u.loanType)}\n${feesInfo()}` : feesInfo();
      case "eligibility-info":
        return eligibilityInfo();
      case "emi-info":
        return answers.emiInfoReply(rates);
      case "rates":
        return answers.ratesReply(rates, u.loanType);
      case "tax-saver":
        return answers.taxSaverReply();
      case "sip-info":
        return answers.sipInfoReply();
      case "consultation":
        return answers.consultationReply();
      case "contact":
        return answers.contactReply();
      case "apply":
        return answers.applyReply(rates, u.loanType);
      case "product":
        return answers.productReply(rates, u.loanType);
      case "unknown":
        return answers.unknownReply();
    }
  })();
  return { intent: u.intent, reply };
}

export const builtInReply = (message: string, ctx: AssistantContext) => builtInAnswer(message, ctx).reply;
