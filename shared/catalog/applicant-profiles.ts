/**
 * Who the applicant is and what a home loan buys, as the document checklist needs them
 * (./document-checklist.ts). Apart from the checklist's words, so the schemas carry no more than these.
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
