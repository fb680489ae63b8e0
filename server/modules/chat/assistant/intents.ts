import type { ApplicantProfile, PurchaseKind } from "../../../../shared/catalog/applicant-profiles";
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
  | "balance-transfer"
  | "pmay"
  | "credit-score"
  | "document-checklist"
  | "ltv"
  | "prepayment"
  | "late-payment"
  | "stamp-duty"
  | "fee-gst"
  | "cooling-off"
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
  /** Paying a loan off early, in part or in full (the KFS's contingent charges, and the saving worked out). */
  prepay:
    /\b(pre-?pay\w*|part[- ]?pay\w*|fore-?clos\w*|pre-?clos\w*|close (?:my |the |mera )?loan (?:early|jaldi)|pay (?:it |my loan )?off early|early (?:repayment|closure)|jaldi (?:band|chuka\w*|khatam))\b/,
  /** A late or bounced EMI (the KFS's contingent charges). */
  latePayment:
    /\b(penal\w*|penalt\w*|late (?:emi|payments?|fees?|charges?)|bounce\w*|dishono\w*|overdue|missed (?:an |my )?emis?|emi (?:miss|late|bounce)\w*)\b/,
  /** Moving a loan from another lender. */
  transfer: /\b(balance transfer|bt|transfer\w*|switch (?:my |mera |the )?(?:loan|lender|bank)|refinanc\w*|shift (?:my |mera )?loan)\b/,
  /** Asking whether something is worth doing. */
  advice: /\b(should|worth|save|saving|savings|bachat|bachega|bachenge|fayda|faida|benefit|labh|chahiye|karu|karun|karoon)\b/,
  pmay: /\b(pmay|pmay-?u|pradhan ?mantri awas|pm awas|awas yojana|clss|credit[- ]linked subsidy|interest subsidy|subsidy)\b/,
  credit: /\b(cibil|credit (?:score|history|rating|report)|crif|experian|equifax|score)\b/,
  /** How much of the property's value a loan may be (the RBI's slabs, the LAP cap). */
  ltv: /\b(ltv|loan[- ]to[- ]value|down ?payment|margin money|(?:property|house|home|flat|ghar|makaa?n)(?:'s)? (?:value|price|cost|worth))\b/,
  /** A property's value in other words ("a flat worth 50 lakh", "ghar ki keemat"), with a property named. */
  value: /\b(value|valued|worth|costing|priced|price|keemat|kimat|qeemat|mulya)\b/,
  property: /\b(property|house|home|flat|ghar|makaa?n|apartment)\b/,
  /** An amount that is the property's price: "a 50 lakh flat", "50 lakh ki property". */
  pricedProperty: /\b(?:lakhs?|lacs?|crores?|cr|l)\s+(?:(?:ka|ki|ke|wala|wali|worth)\s+)?(?:property|flat|house|ghar|makaa?n|apartment)\b/,
  stampDuty: /\b(stamp duty|stamp|modt|memorandum of deposit|mortgage deed)\b/,
  gst: /\b(gst|goods and services tax)\b/,
  coolingOff:
    /\b(kfs|key facts?(?: statement)?|cooling[- ]?off|look[- ]?up period|free[- ]look|withdraw\w*|refund\w*|cancel (?:my |the |mera )?(?:loan|application))\b/,
};

/** Who the applicant is, as the document checklist knows them (shared/catalog/applicant-profiles.ts). */
const PROFILES: [RegExp, ApplicantProfile][] = [
  [/\b(nri|non[- ]resident|abroad|overseas|videsh|foreign)\b/, "nri"],
  [/\b(doctors?|ca|chartered accountants?|architects?|lawyers?|advocates?|professionals?)\b/, "self-employed-professional"],
  [
    /\b(self[- ]?employed|business\w*|businessman|shop|dukaa?n|vyapar\w*|vyapaa?ri|kaa?robaa?r|proprietor|trader)\b/,
    "self-employed-business",
  ],
  [/\b(salaried|salary|naukri\w*|job|employee|employed|vetan\w*)\b/, "salaried"],
];

/** What a home loan buys. */
const PURCHASES: [RegExp, PurchaseKind][] = [
  [/\b(resale|second[- ]hand|from (?:the |an )?owner)\b/, "resale"],
  // "Under construction" is a builder's flat; "construction" on its own is building on one's plot.
  [/\b(builders?|new (?:flat|home|house|apartment)|under[- ]construction|allotment)\b/, "builder"],
  [/\b(construct\w*|build|building|built|plot|banana|banwana)\b/, "construction"],
];

/** The profile named in the question, if any. */
export const profileIn = (text: string) => PROFILES.find(([re]) => re.test(text))?.[1];
/** The kind of home purchase named in the question, if any. */
export const purchaseIn = (text: string) => PURCHASES.find(([re]) => re.test(text))?.[1];

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
  if (is(W.latePayment)) return result("late-payment");
  if (is(W.prepay)) return result("prepayment");

  const asksStatus = (is(W.statusAsk) && (is(W.mine) || loanContext)) || (is(W.mine) && is(W.approval) && loanContext);
  // Status wording wins over a bare number (an application number); a rate, tenure or amount makes it a calculation.
  if (asksStatus && !quantities.some((q) => q.kind !== "number")) return result("status");

  // The topics with their own facts and sums come before the general calculations their figures would fit.
  const figures = quantities.some((q) => q.kind === "money" || q.kind === "rate");
  if (is(W.pmay)) return result("pmay");
  if (is(W.gst)) return result("fee-gst");
  if (is(W.stampDuty)) return result("stamp-duty");
  if (is(W.coolingOff) && !is(W.consultation) && (loanContext || is(W.fee) || /\b(kfs|key facts?|cooling)/.test(text)))
    return result("cooling-off");
  if (is(W.documents) && (loanType !== undefined || profileIn(text) !== undefined)) return result("document-checklist");
  if (is(W.transfer) && (figures || is(W.advice)) && !is(W.emi)) return result("balance-transfer");
  if (is(W.credit) && !is(W.income)) return result("credit-score");
  if ((is(W.ltv) || (is(W.value) && is(W.property)) || is(W.pricedProperty)) && !is(W.income) && !is(W.emi)) return result("ltv");

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
