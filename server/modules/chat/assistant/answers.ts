import { COMPANY } from "../../../../shared/catalog/company";
import { CHANGE_WINDOW_HOURS, CONSULTATION_FEE, CONSULTATION_SLOTS } from "../../../../shared/catalog/consultations";
import { KYC_CONTENT_TYPES, KYC_MAX_FILE_BYTES, KYC_SUGGESTED_DOCUMENTS } from "../../../../shared/catalog/kyc";
import { LOAN_LIMITS, LOAN_TYPES, loanTypeFromCode, type LoanTypeCode } from "../../../../shared/catalog/loan-types";
import { ELSS, SEBI_WARNING, SIP_LIMITS, SIP_PLANS, sipPlanById } from "../../../../shared/catalog/sip-plans";
import { rateFor, type Rates } from "./context";
import { applicationPath, link, listText, percent, rupeesText, type Voice } from "./format";

// Every text below is a message of the chat catalogue (docs/i18n.md); a link inside a sentence is part
// of the sentence's message, so a translation can put it where its word order wants it. The questions
// quoted as examples are questions the assistant understands, in each language (assistant-hindi.test.ts).

/** The sample questions most replies end with. */
const examples = ({ t }: Voice) =>
  t(
    /*i18n*/ {
      id: "chat.examples",
      message:
        'Try "EMI for 50 lakh at 8.5% for 20 years", "SIP of 5,000 for 10 years" or "I earn 80,000 a month, how much loan can I get?"',
    },
  );

const DASHBOARD_KYC = "/dashboard?tab=kyc";
const CONSULTATION = "/consultation";

/** "Book a free consultation", the link many replies end with. */
export const bookConsultation = ({ t }: Voice) =>
  link(t(/*i18n*/ { id: "chat.link.book_consultation", message: "Book a free consultation" }), CONSULTATION);

export const greetingReply = (v: Voice) =>
  [
    v.t(
      /*i18n*/ {
        id: "chat.greeting",
        message:
          "Namaste! I'm {assistant}. I can work out EMIs, SIP returns and loan eligibility, and answer questions about home loans, loans against property, balance-transfer top-ups, SIPs, KYC and free consultations.",
      },
      { assistant: v.t(COMPANY.assistantName) },
    ),
    examples(v),
  ].join(" ");

export const thanksReply = ({ t }: Voice) =>
  t(/*i18n*/ { id: "chat.thanks", message: "You're welcome! Ask me anything else about loans, SIPs or consultations." });

export const aboutReply = (v: Voice) =>
  [
    v.t(
      /*i18n*/ {
        id: "chat.about",
        message:
          "{company} is a digital home-finance platform that works directly with banks and NBFCs, with no agents. We offer home loans, loans against property, balance-transfer top-ups, SIP investments and free, fully online consultations. I'm {assistant}, here to answer your questions.",
      },
      { company: COMPANY.name, assistant: v.t(COMPANY.assistantName) },
    ),
    examples(v),
  ].join(" ");

export function ratesReply(rates: Rates, { t }: Voice, type?: LoanTypeCode): string {
  if (type) {
    const loan = loanTypeFromCode(type);
    const values = { type: t(loan.label), rate: percent(rateFor(loan.code, rates)), path: applicationPath(loan.code) };
    return [
      t(/*i18n*/ { id: "chat.rates.one", message: "The current {type} rate is **{rate}** a year." }, values),
      t(
        /*i18n*/ {
          id: "chat.rates.one_apply",
          message: "[Apply for a {type}]({path}): the form starts at this rate, and the EMI calculator on that page shows your instalment.",
        },
        values,
      ),
    ].join("\n");
  }
  return [
    t(/*i18n*/ { id: "chat.rates.all", message: "Our current rates, per year:" }),
    ...LOAN_TYPES.map((l) => `• ${t(l.label)}: **${percent(rateFor(l.code, rates))}**`),
    t(
      /*i18n*/ {
        id: "chat.rates.all_ask",
        message: 'Ask me for an EMI, for example "EMI for 50 lakh at {rate} for 20 years", or [apply online]({path}).',
      },
      { rate: percent(rates.homeLoanRate), path: applicationPath("home-loan") },
    ),
  ].join("\n");
}

export const documentsReply = ({ t }: Voice) =>
  [
    t(
      /*i18n*/ {
        id: "chat.documents",
        message:
          "For a loan you need your PAN Card, Aadhaar Card and salary slips for the last 3 months (or ITRs if you are self-employed).",
      },
    ),
    t(
      /*i18n*/ { id: "chat.documents.upload", message: "Upload them securely from the [KYC Documents tab of your dashboard]({path})." },
      { path: DASHBOARD_KYC },
    ),
  ].join("\n");

const fileTypes = Object.values(KYC_CONTENT_TYPES).map((t) => t.toUpperCase());

export const kycReply = (v: Voice) =>
  [
    v.t(
      /*i18n*/ { id: "chat.kyc", message: "For KYC, upload your {documents} from the [KYC Documents tab of your dashboard]({path})." },
      {
        documents: listText(
          KYC_SUGGESTED_DOCUMENTS.map((d) => v.t(d)),
          v,
        ),
        path: DASHBOARD_KYC,
      },
    ),
    v.t(
      /*i18n*/ {
        id: "chat.kyc.files",
        message:
          "Files can be {types}, up to {size} MB each. Our team verifies each document, and you can see its status there; only the last 4 digits of an Aadhaar number are kept.",
      },
      { types: listText(fileTypes, v, "or"), size: String(KYC_MAX_FILE_BYTES / 1024 / 1024) },
    ),
  ].join("\n");

export function emiInfoReply(rates: Rates, { t }: Voice): string {
  return [
    t(
      /*i18n*/ {
        id: "chat.emi_info",
        message: "An EMI is the fixed monthly instalment that repays your loan with interest over its tenure.",
      },
    ),
    t(
      /*i18n*/ {
        id: "chat.emi_info.ask",
        message:
          'Tell me the amount, rate and tenure, for example "EMI for 50 lakh at {rate} for 20 years", or use the [EMI calculator]({path}) with its full repayment schedule.',
      },
      { rate: percent(rates.homeLoanRate), path: applicationPath("home-loan") },
    ),
  ].join("\n");
}

export function sipInfoReply({ t }: Voice): string {
  return [
    t(
      /*i18n*/ {
        id: "chat.sip_info",
        message:
          "A SIP (systematic investment plan) puts a fixed amount into mutual funds every month, from {min}, so your money grows with compounding. Our plans:",
      },
      { min: rupeesText(SIP_LIMITS.minAmount) },
    ),
    ...SIP_PLANS.map((p) =>
      t(
        /*i18n*/ { id: "chat.sip_info.plan", message: "• {plan}: from {min} a month, expected {rate} a year, {risk} risk" },
        {
          plan: t(p.name),
          min: rupeesText(p.minAmount),
          rate: percent(p.expectedReturns),
          risk: t(p.riskLevel),
        },
      ),
    ),
    t(
      /*i18n*/ {
        id: "chat.sip_info.ask",
        message: 'Ask me "SIP of 5,000 for 10 years at 12%" to see what it could grow to, or [explore SIP plans]({path}).',
      },
      { path: "/sip" },
    ),
    t(SEBI_WARNING),
  ].join("\n");
}

export function taxSaverReply({ t }: Voice): string {
  const plan = sipPlanById("tax-saver")!;
  return [
    t(
      /*i18n*/ {
        id: "chat.tax_saver",
        message:
          "The {plan} is an ELSS: investments qualify for a Section 80C deduction of up to {limit} a year, with a {years}-year lock-in.",
      },
      { plan: t(plan.name), limit: rupeesText(ELSS.section80cLimit), years: String(ELSS.lockInYears) },
    ),
    t(
      /*i18n*/ {
        id: "chat.tax_saver.terms",
        message: "It starts at {min} a month, with an expected {rate} a year and {risk} risk. [Start a SIP]({path})",
      },
      { min: rupeesText(plan.minAmount), rate: percent(plan.expectedReturns), risk: t(plan.riskLevel), path: "/sip" },
    ),
    t(SEBI_WARNING),
  ].join("\n");
}

const firstSlot = CONSULTATION_SLOTS[0].split(" - ")[0];
const lastSlotEnd = CONSULTATION_SLOTS.at(-1)!.split(" - ")[1];

export const consultationReply = (v: Voice) =>
  [
    v.t(
      /*i18n*/ {
        id: "chat.consultation",
        message:
          "Our experts give a free, fully online consultation ({fee} for the first session) on home loans, LAP, balance transfers, SIPs and financial, tax or retirement planning.",
      },
      { fee: rupeesText(CONSULTATION_FEE) },
    ),
    v.t(
      /*i18n*/ {
        id: "chat.consultation.slots",
        message:
          "Pick a weekday (Monday to Friday) and an hour-long slot between {first} and {last} IST (none over lunch, 1 to 2 PM); you can reschedule or cancel up to {hours} hours before.",
      },
      { first: firstSlot, last: lastSlotEnd, hours: String(CHANGE_WINDOW_HOURS) },
    ),
    bookConsultation(v),
  ].join("\n");

export const contactReply = (v: Voice) =>
  [
    v.t(
      /*i18n*/ { id: "chat.contact", message: "You can reach {company} at {phones}, or {email}." },
      {
        company: COMPANY.name,
        phones: listText(COMPANY.phones, v, "or"),
        email: COMPANY.email,
      },
    ),
    v.t(
      /*i18n*/ { id: "chat.contact.hours", message: "Hours: {hours}." },
      {
        hours: COMPANY.businessHours.map((h) => `${v.t(h.days)}: ${v.t(h.hours)}`).join("; "),
      },
    ),
    v.t(/*i18n*/ { id: "chat.contact.address", message: "Address: {address}." }, { address: COMPANY.address }),
  ].join("\n");

export function applyReply(rates: Rates, { t }: Voice, type: LoanTypeCode = "home-loan"): string {
  const loan = loanTypeFromCode(type);
  const label = t(loan.label);
  return [
    t(/*i18n*/ { id: "chat.apply", message: "Applying for a {type} takes a few minutes online:" }, { type: label }),
    t(
      /*i18n*/ {
        id: "chat.apply.step1",
        message: "1. Fill in the loan amount, tenure, income and purpose (log in or create an account to submit).",
      },
    ),
    t(
      /*i18n*/ { id: "chat.apply.step2", message: "2. Pay the {percent}% processing fee online." },
      {
        percent: String(LOAN_LIMITS.processingFeePercent),
      },
    ),
    t(/*i18n*/ { id: "chat.apply.step3", message: "3. Upload your KYC documents and track the status in your dashboard." }),
    t(
      /*i18n*/ { id: "chat.apply.start", message: "[Start your {type} application]({path}) (current rate {rate} a year)." },
      {
        type: label,
        path: applicationPath(loan.code),
        rate: percent(rateFor(loan.code, rates)),
      },
    ),
  ].join("\n");
}

const PRODUCT_TEXT = {
  "home-loan": /*i18n*/ {
    id: "chat.product.home_loan",
    message:
      "Home loans to buy or build your home, for salaried and self-employed customers, including first-time buyers and those with a thin credit history.",
  },
  lap: /*i18n*/ {
    id: "chat.product.lap",
    message: "A Loan Against Property lets you borrow against a property you already own, for business or personal needs.",
  },
  "bt-topup": /*i18n*/ {
    id: "chat.product.bt_topup",
    message:
      "A Balance Transfer Top-Up moves your existing home loan to a lower rate and can add a top-up amount; the Balance Transfer calculator shows what you would save.",
  },
} as const satisfies Record<LoanTypeCode, unknown>;

export function productReply(rates: Rates, { t }: Voice, type: LoanTypeCode = "home-loan"): string {
  const loan = loanTypeFromCode(type);
  return [
    t(PRODUCT_TEXT[loan.code]),
    t(
      /*i18n*/ {
        id: "chat.product.terms",
        message:
          "Current rate: **{rate}** a year. Amounts from {min} to {max}, for {minTenure} to {maxTenure} months; processing fee {fee}%.",
      },
      {
        rate: percent(rateFor(loan.code, rates)),
        min: rupeesText(LOAN_LIMITS.minAmount),
        max: rupeesText(LOAN_LIMITS.maxAmount),
        minTenure: String(LOAN_LIMITS.minTenure),
        maxTenure: String(LOAN_LIMITS.maxTenure),
        fee: String(LOAN_LIMITS.processingFeePercent),
      },
    ),
    t(
      /*i18n*/ { id: "chat.product.apply", message: "[Apply for a {type}]({path}), or ask me for an EMI." },
      {
        type: t(loan.label),
        path: applicationPath(loan.code),
      },
    ),
  ].join("\n");
}

/**
 * The products GharSetu does not offer, as intents.ts names them from the question ("car loans"): each is
 * its own message, its English the name as the customer wrote it, so an English reply repeats their words.
 */
export const OTHER_PRODUCTS = [
  /*i18n*/ "car loans",
  /*i18n*/ "vehicle loans",
  /*i18n*/ "auto loans",
  /*i18n*/ "bike loans",
  /*i18n*/ "two-wheeler loans",
  /*i18n*/ "two wheeler loans",
  /*i18n*/ "personal loans",
  /*i18n*/ "education loans",
  /*i18n*/ "educational loans",
  /*i18n*/ "student loans",
  /*i18n*/ "gold loans",
  /*i18n*/ "business loans",
  /*i18n*/ "msme loans",
  /*i18n*/ "credit cards",
] as const;

/** What to call a product not in OTHER_PRODUCTS. */
export const THAT_PRODUCT = /*i18n*/ "that product";

export const otherProductReply = (product: string, v: Voice) =>
  [
    v.t(
      /*i18n*/ {
        id: "chat.other_product",
        message:
          "We don't offer {product}. {company} offers home loans, loans against property (borrowing against a property you own, for business or personal needs) and balance-transfer top-ups, plus SIP investments.",
      },
      { product: v.t(product), company: COMPANY.name },
    ),
    v.t(
      /*i18n*/ {
        id: "chat.other_product.links",
        message: "[See our home loans]({loanPath}), or [book a free consultation]({consultationPath}) to talk through your options.",
      },
      { loanPath: applicationPath("home-loan"), consultationPath: CONSULTATION },
    ),
  ].join("\n");

export const unknownReply = (v: Voice) =>
  [
    v.t(/*i18n*/ { id: "chat.unknown", message: "I'm not sure about that one, and I'd rather not guess." }),
    [
      v.t(
        /*i18n*/ {
          id: "chat.unknown.topics",
          message: "I can help with home loans, LAP, balance-transfer top-ups, EMIs, eligibility, SIPs, KYC, fees and consultations.",
        },
      ),
      examples(v),
    ].join(" "),
    v.t(
      /*i18n*/ { id: "chat.unknown.help", message: "For anything else, [book a free consultation]({path}) or call us on {phone}." },
      { path: CONSULTATION, phone: COMPANY.phones[0] },
    ),
  ].join("\n");

export const negativeFigureReply = (figure: string, { t }: Voice) =>
  t(
    /*i18n*/ {
      id: "chat.negative_figure",
      message:
        'A negative figure ({figure}) looks unusual, so I won\'t guess: amounts, rates and periods are positive. Try something like "EMI for 50 lakh at 8.5% for 20 years".',
    },
    { figure },
  );
