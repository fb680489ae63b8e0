import { COMPANY } from "../../../../shared/catalog/company";
import { CHANGE_WINDOW_HOURS, CONSULTATION_FEE, CONSULTATION_SLOTS } from "../../../../shared/catalog/consultations";
import { KYC_CONTENT_TYPES, KYC_MAX_FILE_BYTES, KYC_SUGGESTED_DOCUMENTS } from "../../../../shared/catalog/kyc";
import { LOAN_LIMITS, LOAN_TYPES, loanTypeFromCode, type LoanTypeCode } from "../../../../shared/catalog/loan-types";
import { ELSS, SEBI_WARNING, SIP_LIMITS, SIP_PLANS, sipPlanById } from "../../../../shared/catalog/sip-plans";
import { rateFor, type Rates } from "./context";
import { applicationPath, link, listText, percent, rupeesText } from "./format";

const EXAMPLES = `Try "EMI for 50 lakh at 8.5% for 20 years", "SIP of 5,000 for 10 years" or "I earn 80,000 a month, how much loan can I get?"`;

export const greetingReply = () =>
  `Namaste! I'm ${COMPANY.assistantName}. I can work out EMIs, SIP returns and loan eligibility, and answer questions about home loans, loans against property, balance-transfer top-ups, SIPs, KYC and free consultations. ${EXAMPLES}`;

export const thanksReply = () => "You're welcome! Ask me anything else about loans, SIPs or consultations.";

export const aboutReply = () =>
  `${COMPANY.name} is a digital home-finance platform that works directly with banks and NBFCs, with no agents. We offer home loans, loans against property, balance-transfer top-ups, SIP investments and free, fully online consultations. I'm ${COMPANY.assistantName}, here to answer your questions. ${EXAMPLES}`;

export function ratesReply(rates: Rates, type?: LoanTypeCode): string {
  if (type) {
    const t = loanTypeFromCode(type);
    return [
      `The current ${t.label} rate is **${percent(rateFor(t.code, rates))}** a year.`,
      `${link(`Apply for a ${t.label}`, applicationPath(t.code))}: the form starts at this rate, and the EMI calculator on that page shows your instalment.`,
    ].join("\n");
  }
  return [
    "Our current rates, per year:",
    ...LOAN_TYPES.map((t) => `• ${t.label}: **${percent(rateFor(t.code, rates))}**`),
    `Ask me for an EMI, for example "EMI for 50 lakh at ${percent(rates.homeLoanRate)} for 20 years", or ${link("apply online", applicationPath("home-loan"))}.`,
  ].join("\n");
}

export const documentsReply = () =>
  [
    "For a loan you need your PAN Card, Aadhaar Card and salary slips for the last 3 months (or ITRs if you are self-employed).",
    `Upload them securely from the ${link("KYC Documents tab of your dashboard", "/dashboard?tab=kyc")}.`,
  ].join("\n");

const fileTypes = Object.values(KYC_CONTENT_TYPES).map((t) => t.toUpperCase());

export const kycReply = () =>
  [
    `For KYC, upload your ${listText(KYC_SUGGESTED_DOCUMENTS)} from the ${link("KYC Documents tab of your dashboard", "/dashboard?tab=kyc")}.`,
    `Files can be ${listText(fileTypes, "or")}, up to ${KYC_MAX_FILE_BYTES / 1024 / 1024} MB each. Our team verifies each document, and you can see its status there; only the last 4 digits of an Aadhaar number are kept.`,
  ].join("\n");

export function emiInfoReply(rates: Rates): string {
  return [
    "An EMI is the fixed monthly instalment that repays your loan with interest over its tenure.",
    `Tell me the amount, rate and tenure, for example "EMI for 50 lakh at ${percent(rates.homeLoanRate)} for 20 years", or use the ${link("EMI calculator", applicationPath("home-loan"))} with its full repayment schedule.`,
  ].join("\n");
}

export function sipInfoReply(): string {
  return [
    `A SIP (systematic investment plan) puts a fixed amount into mutual funds every month, from ${rupeesText(SIP_LIMITS.minAmount)}, so your money grows with compounding. Our plans:`,
    ...SIP_PLANS.map(
      (p) => `• ${p.name}: from ${rupeesText(p.minAmount)} a month, expected ${percent(p.expectedReturns)} a year, ${p.riskLevel} risk`,
    ),
    `Ask me "SIP of 5,000 for 10 years at 12%" to see what it could grow to, or ${link("explore SIP plans", "/sip")}.`,
    SEBI_WARNING,
  ].join("\n");
}

export function taxSaverReply(): string {
  const plan = sipPlanById("tax-saver")!;
  return [
    `The ${plan.name} is an ELSS: investments qualify for a Section 80C deduction of up to ${rupeesText(ELSS.section80cLimit)} a year, with a ${ELSS.lockInYears}-year lock-in.`,
    `It starts at ${rupeesText(plan.minAmount)} a month, with an expected ${percent(plan.expectedReturns)} a year and ${plan.riskLevel} risk. ${link("Start a SIP", "/sip")}`,
    SEBI_WARNING,
  ].join("\n");
}

const firstSlot = CONSULTATION_SLOTS[0].split(" - ")[0];
const lastSlotEnd = CONSULTATION_SLOTS.at(-1)!.split(" - ")[1];

export const consultationReply = () =>
  [
    `Our experts give a free, fully online consultation (${rupeesText(CONSULTATION_FEE)} for the first session) on home loans, LAP, balance transfers, SIPs and financial, tax or retirement planning.`,
    `Pick a weekday (Monday to Friday) and an hour-long slot between ${firstSlot} and ${lastSlotEnd} IST (none over lunch, 1 to 2 PM); you can reschedule or cancel up to ${CHANGE_WINDOW_HOURS} hours before.`,
    link("Book a free consultation", "/consultation"),
  ].join("\n");

export const contactReply = () =>
  [
    `You can reach ${COMPANY.name} at ${COMPANY.phones.join(" or ")}, or ${COMPANY.email}.`,
    `Hours: ${COMPANY.businessHours.map((h) => `${h.days}: ${h.hours}`).join("; ")}.`,
    `Address: ${COMPANY.address}.`,
  ].join("\n");

export function applyReply(rates: Rates, type: LoanTypeCode = "home-loan"): string {
  const t = loanTypeFromCode(type);
  return [
    `Applying for a ${t.label} takes a few minutes online:`,
    "1. Fill in the loan amount, tenure, income and purpose (log in or create an account to submit).",
    `2. Pay the ${LOAN_LIMITS.processingFeePercent}% processing fee online.`,
    "3. Upload your KYC documents and track the status in your dashboard.",
    `${link(`Start your ${t.label} application`, applicationPath(t.code))} (current rate ${percent(rateFor(t.code, rates))} a year).`,
  ].join("\n");
}

const PRODUCT_TEXT: Record<LoanTypeCode, string> = {
  "home-loan":
    "Home loans to buy or build your home, for salaried and self-employed customers, including first-time buyers and those with a thin credit history.",
  lap: "A Loan Against Property lets you borrow against a property you already own, for business or personal needs.",
  "bt-topup":
    "A Balance Transfer Top-Up moves your existing home loan to a lower rate and can add a top-up amount; the Balance Transfer calculator shows what you would save.",
};

export function productReply(rates: Rates, type: LoanTypeCode = "home-loan"): string {
  const t = loanTypeFromCode(type);
  return [
    PRODUCT_TEXT[t.code],
    `Current rate: **${percent(rateFor(t.code, rates))}** a year. Amounts from ${rupeesText(LOAN_LIMITS.minAmount)} to ${rupeesText(LOAN_LIMITS.maxAmount)}, for ${LOAN_LIMITS.minTenure} to ${LOAN_LIMITS.maxTenure} months; processing fee ${LOAN_LIMITS.processingFeePercent}%.`,
    `${link(`Apply for a ${t.label}`, applicationPath(t.code))}, or ask me for an EMI.`,
  ].join("\n");
}

export const otherProductReply = (product: string) =>
  [
    `We don't offer ${product}. ${COMPANY.name} offers home loans, loans against property (borrowing against a property you own, for business or personal needs) and balance-transfer top-ups, plus SIP investments.`,
    `${link("See our home loans", applicationPath("home-loan"))}, or ${link("book a free consultation", "/consultation")} to talk through your options.`,
  ].join("\n");

export const unknownReply = () =>
  [
    "I'm not sure about that one, and I'd rather not guess.",
    `I can help with home loans, LAP, balance-transfer top-ups, EMIs, eligibility, SIPs, KYC, fees and consultations. ${EXAMPLES}`,
    `For anything else, ${link("book a free consultation", "/consultation")} or call us on ${COMPANY.phones[0]}.`,
  ].join("\n");

export const negativeFigureReply = (figure: string) =>
  `A negative figure (${figure}) looks unusual, so I won't guess: amounts, rates and periods are positive. Try something like "EMI for 50 lakh at 8.5% for 20 years".`;
