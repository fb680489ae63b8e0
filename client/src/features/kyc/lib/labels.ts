import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { KycStatus } from "@shared/schema";

/** A document's verification status (the API's enum value) as its badge shows it; the badge's CSS capitalises it in English. */
export const KYC_STATUS_LABEL: Record<KycStatus, MessageDescriptor> = {
  pending: msg`pending`,
  verified: msg`verified`,
  rejected: msg`rejected`,
};
