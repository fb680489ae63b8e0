import type { ApplicantProfile, PurchaseKind } from "./applicant-profiles";
import type { KycDocumentType } from "./kyc";

export * from "./applicant-profiles";
import type { LoanTypePayload } from "./loan-types";

/**
 * The documents a loan application needs, and why each, in plain words: built from who the applicant is
 * (salaried, a self-employed professional or business owner, an NRI), the loan (home loan: a builder's
 * new flat, a resale, building on a plot; a loan against property; a balance transfer) and the property.
 * What Indian housing-finance lenders ask for; a case may be asked for more by the credit team.
 */

export const CHECKLIST_GROUPS = ["identity", "income", "property", "loan"] as const;
export type ChecklistGroup = (typeof CHECKLIST_GROUPS)[number];

export type ChecklistItem = {
  id: string;
  group: ChecklistGroup;
  label: string;
  /** Why it is needed, in plain words. */
  why: string;
  /** Without it the application cannot leave the documents stage. */
  required: boolean;
  /** KYC documents that stand for it: one of these types, verified (or waiting for its check), is this item sent. */
  kycTypes: readonly KycDocumentType[];
};

type Case = { loanType: LoanTypePayload; profile: ApplicantProfile; purchase: PurchaseKind | null };
type Entry = Omit<ChecklistItem, "required" | "kycTypes"> & {
  when: (c: Case) => boolean;
  required?: boolean;
  kycTypes?: readonly KycDocumentType[];
};

const home = (kind: PurchaseKind) => (c: Case) => c.loanType === "HomeLoan" && c.purchase === kind;
const is =
  (...profiles: ApplicantProfile[]) =>
  (c: Case) =>
    profiles.includes(c.profile);
const always = () => true;

const ENTRIES: readonly Entry[] = [
  {
    id: "pan",
    group: "identity",
    label: /*i18n*/ "PAN card",
    why: /*i18n*/ "Every lender must verify your income-tax number before lending.",
    kycTypes: ["PAN Card"],
    when: always,
  },
  {
    id: "identity_address",
    group: "identity",
    label: /*i18n*/ "Aadhaar card, passport or voter ID",
    why: /*i18n*/ "Proves who you are and where you live (the RBI's KYC rules).",
    kycTypes: ["Aadhaar Card", "Address Proof"],
    when: always,
  },
  {
    id: "salary_slips",
    group: "income",
    label: /*i18n*/ "Salary slips for the last 3 months",
    why: /*i18n*/ "Show your take-home pay, from which the EMI you can afford is worked out.",
    kycTypes: ["Salary Slip"],
    when: is("salaried"),
  },
  {
    id: "form16",
    group: "income",
    label: /*i18n*/ "Form 16 for the last 2 years",
    why: /*i18n*/ "Your employer's statement of the tax deducted from your salary: it confirms a steady income.",
    when: is("salaried"),
  },
  {
    id: "salary_bank_statement",
    group: "income",
    label: /*i18n*/ "Bank statement of your salary account for the last 6 months",
    why: /*i18n*/ "Shows your salary arriving each month and the EMIs you already pay.",
    kycTypes: ["Bank Statement"],
    when: is("salaried"),
  },
  {
    id: "itr",
    group: "income",
    label: /*i18n*/ "Income-tax returns for the last 2 years, with the computation of income",
    why: /*i18n*/ "A self-employed income is read from what you declared to the tax department.",
    kycTypes: ["ITR"],
    when: is("self-employed-professional", "self-employed-business"),
  },
  {
    id: "financials",
    group: "income",
    label: /*i18n*/ "Profit and loss account and balance sheet for the last 2 years, certified by a CA",
    why: /*i18n*/ "Show how the practice or business earns and what it owes.",
    when: is("self-employed-professional", "self-employed-business"),
  },
  {
    id: "qualification",
    group: "income",
    label: /*i18n*/ "Professional degree or registration certificate",
    why: /*i18n*/ "A doctor's, CA's or architect's registration shows the profession the income comes from.",
    when: is("self-employed-professional"),
  },
  {
    id: "business_proof",
    group: "income",
    label: /*i18n*/ "Proof of the business: GST registration, Udyam or shop-and-establishment certificate",
    why: /*i18n*/ "Shows the business exists and how long it has run.",
    when: is("self-employed-business"),
  },
  {
    id: "business_bank_statement",
    group: "income",
    label: /*i18n*/ "Bank statements of your business and savings accounts for the last 12 months",
    why: /*i18n*/ "Show the money the business takes in and the EMIs you already pay.",
    when: is("self-employed-professional", "self-employed-business"),
  },
  {
    id: "passport_visa",
    group: "identity",
    label: /*i18n*/ "Passport with a valid visa or work permit",
    why: /*i18n*/ "An NRI's identity and right to work abroad, where the income is earned.",
    when: is("nri"),
  },
  {
    id: "overseas_salary",
    group: "income",
    label: /*i18n*/ "Overseas salary slips for the last 3 months and your employment contract",
    why: /*i18n*/ "Show the income abroad the EMI is paid from.",
    when: is("nri"),
  },
  {
    id: "nre_nro_statement",
    group: "income",
    label: /*i18n*/ "NRE or NRO account statement for the last 6 months",
    why: /*i18n*/ "EMIs on a loan to an NRI are paid from an Indian account in the NRI's name.",
    when: is("nri"),
  },
  {
    id: "allotment_letter",
    group: "property",
    label: /*i18n*/ "The builder's allotment letter or agreement for sale",
    why: /*i18n*/ "Names the flat, its price and the payment plan the loan is paid out against.",
    when: home("builder"),
  },
  {
    id: "own_contribution",
    group: "property",
    label: /*i18n*/ "Receipts of what you have paid the builder so far",
    why: /*i18n*/ "Your own share of the price, which the loan does not cover.",
    when: home("builder"),
  },
  {
    id: "sale_agreement",
    group: "property",
    label: /*i18n*/ "Agreement for sale with the seller",
    why: /*i18n*/ "Names the property, the price and the seller the loan is paid to.",
    when: home("resale"),
  },
  {
    id: "title_chain",
    group: "property",
    label: /*i18n*/ "The chain of title deeds for the last 13 years",
    why: /*i18n*/ "Our lawyer checks the property passed cleanly from owner to owner before it secures a loan.",
    when: (c) => home("resale")(c) || home("construction")(c) || c.loanType === "LAP",
  },
  {
    id: "approved_plan",
    group: "property",
    label: /*i18n*/ "The approved building plan",
    why: /*i18n*/ "Shows the building is, or will be, built as the local authority allowed.",
    when: (c) => home("construction")(c) || c.loanType === "LAP",
  },
  {
    id: "construction_estimate",
    group: "property",
    label: /*i18n*/ "Construction estimate by an architect or civil engineer",
    why: /*i18n*/ "The loan is paid out in stages as the building goes up, against this estimate.",
    when: home("construction"),
  },
  {
    id: "property_tax",
    group: "property",
    label: /*i18n*/ "Latest property-tax receipt",
    why: /*i18n*/ "Shows the property is on the local authority's records with no dues.",
    when: (c) => home("resale")(c) || c.loanType === "LAP",
  },
  {
    id: "property_papers",
    group: "property",
    label: /*i18n*/ "The property's papers: sale agreement or builder's allotment letter",
    why: /*i18n*/ "Tell us what kind of purchase this is and we will list exactly which papers it needs.",
    when: (c) => c.loanType === "HomeLoan" && c.purchase === null,
  },
  {
    id: "foreclosure_letter",
    group: "loan",
    label: /*i18n*/ "Foreclosure letter from your current lender",
    why: /*i18n*/ "States the exact amount that closes your loan, which we pay them on the day of the transfer.",
    when: (c) => c.loanType === "BTTopUp",
  },
  {
    id: "documents_held",
    group: "loan",
    label: /*i18n*/ "Your current lender's list of the property documents it holds",
    why: /*i18n*/ "They hand those originals to us when the loan moves; the list lets us check nothing is missing.",
    when: (c) => c.loanType === "BTTopUp",
  },
  {
    id: "repayment_statement",
    group: "loan",
    label: /*i18n*/ "Your current loan's account statement for the last 12 months",
    why: /*i18n*/ "Shows the EMIs were paid on time, which a balance transfer needs.",
    when: (c) => c.loanType === "BTTopUp",
  },
  {
    id: "bt_property_title",
    group: "property",
    label: /*i18n*/ "A copy of the property's title deed",
    why: /*i18n*/ "The originals are with your current lender; our lawyer reads the copy first.",
    when: (c) => c.loanType === "BTTopUp",
  },
];

/**
 * The documents this case needs, identity first, then income, property and the loan being moved. Each
 * is required unless marked otherwise; `purchase` null on a home loan lists the property's papers in general.
 */
export function documentChecklist(loanType: LoanTypePayload, profile: ApplicantProfile, purchase: PurchaseKind | null): ChecklistItem[] {
  const c: Case = { loanType, profile, purchase: loanType === "HomeLoan" ? purchase : null };
  return ENTRIES.filter((e) => e.when(c))
    .map(({ when: _when, required = true, kycTypes = [], ...item }) => ({ ...item, required, kycTypes }))
    .sort((a, b) => CHECKLIST_GROUPS.indexOf(a.group) - CHECKLIST_GROUPS.indexOf(b.group));
}

/** Every item the checklists can hold, by id: its words and group (for showing a stored item). */
export const CHECKLIST_ITEMS: ReadonlyMap<string, Pick<ChecklistItem, "id" | "group" | "label" | "why">> = new Map(
  ENTRIES.map(({ id, group, label, why }) => [id, { id, group, label, why }]),
);

/**
 * The profile an application's checklist is built for: the one the applicant chose, or, for an application
 * that did not say (the published payload has only salaried or self-employed), the nearest from the
 * employment type. A self-employed applicant who did not say is asked for a business's papers.
 */
export function applicantProfileOf(profile: ApplicantProfile | null, employmentType: string | null): ApplicantProfile {
  if (profile) return profile;
  return employmentType === "self-employed" ? "self-employed-business" : "salaried";
}
