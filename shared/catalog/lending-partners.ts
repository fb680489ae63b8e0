import type { LoanTypeCode } from "./loan-types";

/**
 * Who takes part in a GharSetu loan besides GharSetu itself, as the RBI's digital lending rules ask a lender
 * to publish on its website: the digital lending apps it lends through, the banks and NBFCs it co-lends
 * with, and the lending service providers (LSPs) that do part of the work for it, each with what it does.
 * Every name and address below is fictional, like the company's own registration numbers
 * (docs/decisions/regulatory-disclosures.md). Names and web addresses are written in English in every
 * language; what each one does is a message, shown by the disclosures pages only.
 */
export type LendingPartnerKind = "digital-lending-app" | "co-lender" | "service-provider";

export type LendingPartner = {
  kind: LendingPartnerKind;
  name: string;
  /** Its web address, without the scheme: shown, not linked (the fictional ones lead nowhere). */
  website: string;
  /** What it does in a GharSetu loan, in plain words. */
  role: string;
  /** The loan types it takes part in. */
  products: readonly LoanTypeCode[];
};

const ALL_PRODUCTS: readonly LoanTypeCode[] = ["home-loan", "lap", "bt-topup"];

export const LENDING_PARTNERS: readonly LendingPartner[] = [
  {
    kind: "digital-lending-app",
    name: "GharSetu (web app)",
    website: "www.gharsetu.example",
    role: /*i18n*/ "Our own website and web app, run by GharSetu itself: you apply, upload documents, see your Key Fact Statement, pay fees and follow your loan here. No other app lends in our name.",
    products: ALL_PRODUCTS,
  },
  {
    kind: "co-lender",
    name: "Narmada Example Bank Ltd. (fictional)",
    website: "www.narmada-bank.example",
    role: /*i18n*/ "A scheduled commercial bank that co-lends with us: it may fund up to 80% of a home loan, at the same rate and terms the Key Fact Statement states. GharSetu stays your lender of record and your only point of contact.",
    products: ["home-loan", "bt-topup"],
  },
  {
    kind: "co-lender",
    name: "Vindhya Example Finance Ltd. (fictional)",
    website: "www.vindhya-finance.example",
    role: /*i18n*/ "An NBFC registered with the RBI that may co-lend a loan against property with us, on the terms of your Key Fact Statement. GharSetu stays your only point of contact.",
    products: ["lap"],
  },
  {
    kind: "service-provider",
    name: "Example Legal and Valuation Services LLP (fictional)",
    website: "www.example-legal-valuation.example",
    role: /*i18n*/ "Checks the property's legal title and values it before the loan is paid out, and sends its report to us. Its visit is arranged through your dashboard.",
    products: ALL_PRODUCTS,
  },
  {
    kind: "service-provider",
    name: "Example Identity Checks Pvt. Ltd. (fictional)",
    website: "www.example-identity-checks.example",
    role: /*i18n*/ "Verifies your PAN and the documents you upload for KYC against official records. It sees only what the check needs and keeps nothing after it.",
    products: ALL_PRODUCTS,
  },
];
