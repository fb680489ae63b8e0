import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApplicantProfile, PurchaseKind } from "@shared/catalog/applicant-profiles";
import type { ChecklistGroup } from "@shared/catalog/document-checklist";
import type { ChecklistItemStatus } from "@shared/contracts/loan-documents";

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

export const GROUP_LABELS: Record<ChecklistGroup, MessageDescriptor> = {
  identity: msg`Identity and address`,
  income: msg`Income`,
  property: msg`The property`,
  loan: msg`The loan you are moving`,
};

export const ITEM_STATUS_LABELS: Record<ChecklistItemStatus, MessageDescriptor> = {
  missing: msg`Not sent yet`,
  submitted: msg`Sent: we are checking it`,
  accepted: msg`Accepted`,
  needs_new_copy: msg`Needs a new copy`,
};
