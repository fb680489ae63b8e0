import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApplicantProfile, PurchaseKind } from "@shared/catalog/applicant-profiles";

/** Who the applicant is, as the form and the checklist ask it. */
export const PROFILE_LABELS: Record<ApplicantProfile, MessageDescriptor> = {
  salaried: msg`Salaried, working in India`,
  "self-employed-professional": msg`Self-employed professional (doctor, CA, architect, lawyer)`,
  "self-employed-business": msg`Self-employed, running a business`,
  nri: msg`NRI, working abroad`,
};

/** What a home loan buys. */
export const PURCHASE_LABELS: Record<PurchaseKind, MessageDescriptor> = {
  builder: msg`A new home from a builder`,
  resale: msg`A resale home from its owner`,
  construction: msg`Building a home on my own plot`,
};
