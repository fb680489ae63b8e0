import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LOAN_STATUSES } from "@shared/catalog/loan-types";

/**
 * An application's status as the API names it (an enum value, never translated) → the word shown. The
 * English stays lower-case as the API writes it: the badge's CSS capitalises it.
 */
export const LOAN_STATUS_LABELS: Record<(typeof LOAN_STATUSES)[number], MessageDescriptor> = {
  pending: msg({ comment: "A loan application's status, on its badge", message: "pending" }),
  approved: msg({ comment: "A loan application's status, on its badge", message: "approved" }),
  rejected: msg({ comment: "A loan application's status, on its badge", message: "rejected" }),
};

/** The status's label, or the status itself when the API names one this client does not know. */
export const loanStatusLabel = (status: string): MessageDescriptor =>
  LOAN_STATUS_LABELS[status.toLowerCase() as keyof typeof LOAN_STATUS_LABELS] ?? { id: status };
