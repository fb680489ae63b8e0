/**
 * Who the applicant is and what a home loan buys, as the document checklist needs them
 * (./document-checklist.ts), with their names. Apart from the checklist's words, so the schemas carry no
 * more than these; the names are extracted with the loan features that show them (lingui.config.ts).
 */

/** How the applicant earns (the published payload's employment type is only salaried or self-employed). */
export const APPLICANT_PROFILES = ["salaried", "self-employed-professional", "self-employed-business", "nri"] as const;
export type ApplicantProfile = (typeof APPLICANT_PROFILES)[number];

/** What a home loan buys. */
export const PURCHASE_KINDS = ["builder", "resale", "construction"] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** The profiles that fit an employment type: an NRI may earn either way. */
export const PROFILES_OF_EMPLOYMENT: Record<"salaried" | "self-employed", readonly ApplicantProfile[]> = {
  salaried: ["salaried", "nri"],
  "self-employed": ["self-employed-professional", "self-employed-business", "nri"],
};

/** Who the applicant is, as the form and the checklist ask it (catalogue ids: their English). */
export const PROFILE_LABELS: Record<ApplicantProfile, string> = {
  salaried: /*i18n*/ "Salaried, working in India",
  "self-employed-professional": /*i18n*/ "Self-employed professional (doctor, CA, architect, lawyer)",
  "self-employed-business": /*i18n*/ "Self-employed, running a business",
  nri: /*i18n*/ "NRI, working abroad",
};

/** What a home loan buys. */
export const PURCHASE_LABELS: Record<PurchaseKind, string> = {
  builder: /*i18n*/ "A new home from a builder",
  resale: /*i18n*/ "A resale home from its owner",
  construction: /*i18n*/ "Building a home on my own plot",
};
