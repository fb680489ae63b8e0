import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { RiskLevel } from "@shared/catalog/sip-plans";
import type { SipStatus } from "@shared/schema";

/** A plan's risk level (a catalogue value, kept in English in the data) as the customer reads it. */
export const RISK_LABEL: Record<RiskLevel, MessageDescriptor> = {
  Low: msg`Low risk`,
  Medium: msg`Medium risk`,
  "Medium-High": msg`Medium-High risk`,
  High: msg`High risk`,
};

/** A risk level the API names as a plain string, in the page's language; one the catalogue does not know stays as it came. */
export const riskText = (i18n: I18n, level: string): string =>
  Object.hasOwn(RISK_LABEL, level) ? i18n._(RISK_LABEL[level as RiskLevel]) : level;

/** A SIP's status (the API's enum value) as its badge shows it; the badge's CSS capitalises it in English. */
export const SIP_STATUS_LABEL: Record<SipStatus, MessageDescriptor> = {
  active: msg`active`,
  paused: msg`paused`,
  completed: msg`completed`,
  cancelled: msg`cancelled`,
};
