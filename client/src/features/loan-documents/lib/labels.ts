import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ChecklistGroup } from "@shared/catalog/document-checklist";
import type { ChecklistItemStatus } from "@shared/contracts/loan-documents";

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
