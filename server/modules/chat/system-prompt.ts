import { COMPANY } from "../../../shared/catalog/company";
import { CHANGE_WINDOW_HOURS, CONSULTATION_SLOTS, CONSULTATION_TOPICS } from "../../../shared/catalog/consultations";
import { ELIGIBILITY_SENTENCE } from "../../../shared/catalog/eligibility";
import { KYC_SUGGESTED_DOCUMENTS } from "../../../shared/catalog/kyc";
import { CONTINGENT_CHARGES } from "../../../shared/catalog/loan-papers";
import { LOAN_LIMITS, LOAN_TYPES } from "../../../shared/catalog/loan-types";
import { ELSS, SEBI_WARNING, SIP_LIMITS, SIP_PLANS } from "../../../shared/catalog/sip-plans";
import { amountInWords } from "../../../shared/i18n/amount-words";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/i18n/locales";
import { CHAT_LINK_PAGES } from "../../../shared/schema/chat";
import { bookConsultation } from "./assistant/answers";
import { rateFor, type Rates } from "./assistant/context";
import { voice } from "./assistant/format";

/** The built-in assistant's answer to the latest question: figures it worked out, or facts it quoted. */
export type BuiltInFacts = { kind: "computed" | "quoted"; reply: string };

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

/**
 * The Hindi words the model should use, as Indian banks write them (docs/i18n-glossary.md): the
 * instructions stay English, the model's answer is Hindi.
 */
const HINDI_TERMS = [
  "लोन",
  "ईएमआई",
  "ब्याज दर",
  "प्रोसेसिंग शुल्क",
  "अवधि",
  "मासिक आय",
  "पात्रता",
  "केवाईसी",
  "दस्तावेज़",
  "परामर्श",
  "आवेदन",
  "निवेश",
  "रिटर्न",
  "म्यूचुअल फंड",
];

/** How the answer is worded: the language, the words and how figures are written. */
function languageRules(locale: Locale): string[] {
  if (locale === DEFAULT_LOCALE) {
    return ["- Reply in the language the customer writes in (English or Hinglish), briefly: a few short sentences or a short list."];
  }
  const v = voice(locale);
  const { t } = v;
  return [
    "- Reply in Hindi written in Devanagari, whatever script the customer writes in, briefly: a few short sentences or a short list. Address the customer politely as आप, with polite requests (करें, चुनें, देखें), and end sentences with ।.",
    `- Use the words Indian banks use in Hindi: ${HINDI_TERMS.join(", ")}; our products are ${LOAN_TYPES.map((l) => t(l.label)).join(", ")}. Keep GharSetu, SIP, NAV, APR, KFS, NBFC, RBI, CIBIL, PAN and ELSS in Latin letters.`,
    `- Figures in Latin digits, never Devanagari digits: amounts as ₹ with Indian grouping (${rupees(2_500_000)}); a round amount in words says लाख or करोड़ (${amountInWords(5_000_000, locale)}, ${amountInWords(1_000_000_000, locale)}), never अरब.`,
    `- Link labels in Hindi, e.g. ${bookConsultation(v)}.`,
    `- In Hindi, SEBI's warning reads: "${t(SEBI_WARNING)}"`,
  ];
}

/**
 * What the language model is told about GharSetu: the products with today's rates from settings,
 * the limits and fees, where things are on the site, and the rules it must keep. When the built-in
 * assistant has already worked out figures for the question, they are passed in so the model quotes
 * exact numbers instead of doing the arithmetic itself; when it answered from GharSetu's catalogues and
 * settings (a document checklist, the Key Fact Statement's charges, PMAY's terms), those facts are passed in
 * the same way, as the prompt's own facts do not hold them. In `locale` Hindi the model answers in Hindi,
 * and those figures come worded in Hindi too.
 */
export function systemPrompt(rates: Rates, builtIn?: BuiltInFacts, locale: Locale = DEFAULT_LOCALE): string {
  const sections = [
    `You are ${COMPANY.assistantName}, the chat assistant of ${COMPANY.name}, a digital home-finance platform in India that works directly with banks and NBFCs, with no agents.`,
    [
      "Products and current base rates (per year):",
      ...LOAN_TYPES.map((t) => `- ${t.label}: ${rateFor(t.code, rates).toFixed(1)}% (apply at /loan-application?type=${t.code})`),
      `- Loans from ${rupees(LOAN_LIMITS.minAmount)} to ${rupees(LOAN_LIMITS.maxAmount)}, tenure ${LOAN_LIMITS.minTenure} to ${LOAN_LIMITS.maxTenure} months.`,
      `- ${ELIGIBILITY_SENTENCE} Lenders allow up to 50% of monthly income for all EMIs (FOIR).`,
      `- Processing fee: ${LOAN_LIMITS.processingFeePercent}% of the loan amount, paid online after applying.`,
      `- Documents: ${KYC_SUGGESTED_DOCUMENTS.join(", ")} (or ITRs if self-employed), uploaded in the dashboard's KYC tab (/dashboard?tab=kyc).`,
      `- The Key Fact Statement's charges: ${CONTINGENT_CHARGES.map((c) => `${c.label}: ${c.amount} (${c.why})`).join("; ")}.`,
      "- The loan application page has an EMI calculator with a repayment schedule, and eligibility, balance-transfer and part-prepayment calculators. Customers track application status on /dashboard.",
    ].join("\n"),
    [
      `SIP plans (monthly investments in mutual funds, from ${rupees(SIP_LIMITS.minAmount)} a month; /sip has the plans and SIP, step-up, goal and lumpsum calculators):`,
      ...SIP_PLANS.map(
        (p) =>
          `- ${p.name}: from ${rupees(p.minAmount)} a month, expected ${p.expectedReturns}% a year, ${p.riskLevel} risk, recommended ${p.recommendedDuration} months.`,
      ),
      `- The Tax-Saver ELSS Plan qualifies for Section 80C (up to ${rupees(ELSS.section80cLimit)} a year) with a ${ELSS.lockInYears}-year lock-in.`,
      `- Whenever you discuss SIPs or mutual funds, include SEBI's warning: "${SEBI_WARNING}"`,
    ].join("\n"),
    `Consultations: free (₹0 for the first session), fully online, weekdays only (Monday to Friday), slots (IST) ${CONSULTATION_SLOTS.join(", ")}; reschedule or cancel up to ${CHANGE_WINDOW_HOURS} hours before. Topics: ${CONSULTATION_TOPICS.join(", ")}. Book at /consultation.`,
    `Contact: ${COMPANY.phones.join(", ")}, ${COMPANY.email}; hours ${COMPANY.businessHours.map((h) => `${h.days} ${h.hours}`).join(", ")}.`,
    [
      "Rules:",
      "- Answer only about GharSetu's products, home finance and personal investing in India. Politely decline anything else.",
      "- Use only the facts above. Never invent rates, fees, offers, approval times or figures; if you don't know, say so and suggest a free consultation.",
      "- For prepayment, foreclosure, late-payment or penalty charges, use only the Key Fact Statement's charges above.",
      "- GharSetu offers only the products above: say plainly that it does not offer car, personal, education, gold or business loans or credit cards.",
      "- Amounts in rupees with Indian digit grouping (₹25,00,000), percentages with one decimal.",
      `- Link to pages of this site as Markdown links with a path, e.g. [Book a free consultation](/consultation): only ${CHAT_LINK_PAGES.join(", ")}, each with an optional query as above. Never link to other sites.`,
      "- You cannot see any customer's account. For the status of an application, point to /dashboard.",
      "- Never ask for or repeat passwords, OTPs, full PAN, Aadhaar or bank account numbers.",
      ...languageRules(locale),
    ].join("\n"),
  ];
  if (builtIn?.kind === "computed") {
    sections.push(
      `GharSetu's calculator has already answered the customer's latest question with these exact figures. Use these figures and links as they are, and do not recompute them:\n${builtIn.reply}`,
    );
  } else if (builtIn?.kind === "quoted") {
    sections.push(
      `GharSetu's own catalogues and settings answer the customer's latest question with these facts. Use these facts and links as they are, and add no figure or rule they do not state:\n${builtIn.reply}`,
    );
  }
  return sections.join("\n\n");
}
