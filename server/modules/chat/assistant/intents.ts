import type { LoanTypeCode } from "../../../../shared/catalog/loan-types";
import { readDevanagari } from "./devanagari";
import { findQuantities, type Quantity } from "./quantities";

export type Intent =
  | "emi-calc"
  | "sip-calc"
  | "sip-goal"
  | "eligibility-calc"
  | "fee-calc"
  | "status"
  | "greeting"
  | "thanks"
  | "about"
  | "documents"
  | "kyc"
  | "fees"
  | "eligibility-info"
  | "emi-info"
  | "rates"
  | "tax-saver"
  | "sip-info"
  | "consultation"
  | "contact"
  | "apply"
  | "product"
  | "other-product"
  | "unknown";

export type Understanding = {
  intent: Intent;
  /** The loan product named in the question, if any. */
  loanType?: LoanTypeCode;
  /** A product GharSetu does not offer ("car loans"), when the question is about one. */
  otherProduct?: string;
  quantities: Quantity[];
  text: string;
};

/** English words and the Hinglish customers type ("ghar", "byaj", "kitna", "saal"); Hindi in Devanagari arrives as that Hinglish. */
const W = {
  emi: /\b(emis?|instal+ments?|monthly payments?|kisht|kist)\b/,
  sip: /\b(sips?|mutual funds?|invest\w*|nivesh|lump ?sum|one[- ]time|future value|grow|badhega|banega)\b/,
  eligibility:
    /\b(eligib\w*|how much (home )?loan|kitna loan|loan kitna|milega|max(imum)? loan|afford|qualify|cibil|credit (score|history|rating)|age limit|(min|max)(imum)? age|umr? seema)\b/,
  income: /\b(salary|income|earn\w*|kamata|kamati|kamaat[ai]|kamai|take[- ]home|ctc|lpa|tankhw?ah|tankha)\b/,
  goal: /\b(goals?|target\w*|corpus|to (?:get|reach|build|accumulate|have|save)|chahiye|chahie|jodna|jama karna)\b/,
  fee: /\b(processing fees?|fees?|charges?|shulk)\b/,
  statusAsk: /\b(status|track\w*|kya hua|kab tak|update on|progress of|where(?:'s| is) (?:my|mera|meri)|kahaa?n (?:hai|tak|pahunch\w*))\b/,
  approval: /\b(approv\w*|reject\w*|pending|sanction\w*|pass hua)\b/,
  mine: /\b(my|mera|meri|mere|mujhe|maine)\b/,
  loanWord: /\b(loans?|applications?|aavedan|avedan)\b/,
  rates: /\b(rates?|interest|roi|byaa?j)\b/,
  documents: /\b(documents?|docs?|papers?|paperwork|kaa?gaz\w*|dastavez\w*)\b/,
  plans: /\b(plans?|schemes?|funds?)\b/,
  tax: /\b(tax|80c|elss)\b/,
  consultation: /\b(consult\w*|experts?|advi[sc]\w*|appointment|book(ing)?|meeting|salah|call ?back)\b/,
  kyc: /\b(kyc|pan|aadhaa?r|verif\w*|upload\w*)\b/,
  contact: /\b(contact|phone|call|e-?mail|address|office|hours|timings?|reach|helpline|support|customer care)\b/,
  apply: /\b(apply|applying|kaise (le|lu|lein|milega)|how (do|can) i (get|take))\b/,
  greeting: /^(hi+|hello|hey|namaste|namaskar|good (morning|afternoon|evening))\b/,
  thanks: /\b(thanks|thank you|thx|dhanyavaa?d|shukriya)\b/,
  about: /\b(who are you|what is gharsetu|about gharsetu|about you|what do you do|gharsetu kya)\b/,
  /** Charges and terms we hold no facts about: the answer points to help instead of inventing one. */
  unsupported:
    /\b(pre-?pay\w*|part[- ]?pay\w*|foreclos\w*|pre-?clos\w*|penalt\w*|late (?:emi|payments?|fees?|charges?)|bounce\w*|overdue|missed (?:an )?emi)\b/,
};

/** Products GharSetu does not offer: "car loan", "personal loans", "credit card". */
const OTHER_PRODUCT =
  /\b(car|vehicle|auto|bike|two[- ]wheeler|personal|education|educational|student|gold|business|msme)\s+loans?\b|\bcredit cards?\b/;

const PRODUCTS: [RegExp, LoanTypeCode][] = [
  [/\b(lap|loan against (a |my )?property|property loan|mortgage)\b/, "lap"],
  [/\b(balance transfer|bt|top-? ?up|transfer my (home )?loan)\b/, "bt-topup"],
  [/\b(home loans?|housing loans?|ghar|makaa?n|flat|house|home)\b/, "home-loan"],
];

/** Whether the question also asks for rates ("LAP rate and processing fee?"). */
export const asksRates = (u: Understanding) => W.rates.test(u.text);

/**
 * Lower case, plain quotes and spaces, and Devanagari words and digits read as the Hinglish the word lists
 * know (devanagari.ts), so the word lists stay simple and one set.
 */
export function normalize(message: string): string {
  return readDevanagari(message.toLowerCase().replace(/[‘’`]/g, "'").replace(/[“”]/g, '"')).replace(/\s+/g, " ").trim();
}

const hasNumber = (qs: Quantity[]) => qs.some((q) => q.kind === "money" || (q.kind === "number" && Math.abs(q.value) >= 100));

/** What the question asks, with the numbers in it. Calculations win when the numbers to work with are there. */
export function understand(message: string): Understanding {
  const text = normalize(message);
  const quantities = findQuantities(text);
  const loanType = PRODUCTS.find(([re]) => re.test(text))?.[1];
  const is = (re: RegExp) => re.test(text);
  const result = (intent: Intent): Understanding => ({ intent, loanType, quantities, text });
  const loanContext = is(W.loanWord) || loanType !== undefined;

  const other = text.match(OTHER_PRODUCT)?.[0];
  if (other) return { ...result("other-product"), otherProduct: other.replace(/(loan|card)$/, "$1s") };
  if (is(W.unsupported)) return result("unknown");

  const asksStatus = (is(W.statusAsk) && (is(W.mine) || loanContext)) || (is(W.mine) && is(W.approval) && loanContext);
  // Status wording wins over a bare number (an application number); a rate, tenure or amount makes it a calculation.
  if (asksStatus && !quantities.some((q) => q.kind !== "number")) return result("status");

  if (hasNumber(quantities)) {
    if (is(W.sip) && !is(W.emi) && !is(W.income)) {
      const goal = is(W.goal) && quantities.some((q) => q.kind === "money" && !q.perMonth);
      return result(goal ? "sip-goal" : "sip-calc");
    }
    if (is(W.fee) && !is(W.emi)) return result("fee-calc");
    if (is(W.income) || is(W.eligibility)) return result("eligibility-calc");
    const hasTerms = quantities.some((q) => q.kind === "rate" || q.kind === "years" || q.kind === "months");
    // "25 lakh pe 9.25% byaj 15 saal": a rate word with an amount and its terms asks for the EMI, not the rates.
    const ratesWithTerms = is(W.rates) && hasTerms && quantities.some((q) => q.kind === "money");
    if (is(W.emi) || (loanContext && hasTerms) || ratesWithTerms || /\bkitn[aie]\b/.test(text)) return result("emi-calc");
    if (loanContext) return result("emi-calc");
  }

  const short = text.split(" ").length <= 4;
  if (is(W.thanks) && short) return result("thanks");
  if (is(W.greeting) && short) return result("greeting");
  if (is(W.about)) return result("about");
  if (is(W.documents)) return result("documents");
  if (is(W.kyc)) return result("kyc");
  if (is(W.fee)) return result("fees");
  if (is(W.eligibility) || is(W.income)) return result("eligibility-info");
  if (is(W.emi)) return result("emi-info");
  if (is(W.rates)) return result("rates");
  if (is(W.tax)) return result("tax-saver");
  if (is(W.sip) || (is(W.plans) && !loanContext)) return result("sip-info");
  if (is(W.consultation)) return result("consultation");
  if (is(W.contact)) return result("contact");
  if (is(W.apply)) return result("apply");
  if (loanType || is(W.loanWord)) return result("product");
  if (is(W.greeting)) return result("greeting");
  if (is(W.thanks)) return result("thanks");
  return result("unknown");
}
