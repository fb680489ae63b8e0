import { COMPANY } from "../../../../shared/catalog/company";
import { formatIstDateTime } from "../../../../shared/format";
import type { KycDocument, Role } from "../../../../shared/schema";
import type { Notice } from "../notify";
import { now } from "../../../../shared/clock";

const kycBase = (doc: KycDocument) => ({ userId: doc.userId, about: `kyc:${doc.id}`, link: "/dashboard?tab=kyc" });
// The document number is left out on purpose: an e-mail is no place for identity numbers, even masked.
const kycFacts = (doc: KycDocument): [string, string][] => [
  ["Document", doc.documentType],
  ["Reference", `#${doc.id}`],
];

export function kycVerified(doc: KycDocument): Notice {
  return {
    ...kycBase(doc),
    kind: "kyc_verified",
    title: `Your ${doc.documentType} is verified`,
    body: doc.autoVerified
      ? `Your ${doc.documentType} was verified automatically: its number passed our checks.`
      : `Our team has verified your ${doc.documentType}.`,
    details: kycFacts(doc),
  };
}

export function kycRejected(doc: KycDocument): Notice {
  return {
    ...kycBase(doc),
    kind: "kyc_rejected",
    title: `Your ${doc.documentType} could not be verified`,
    body: `We could not verify your ${doc.documentType}. Reason: ${doc.rejectionReason ?? "not given"}.`,
    details: kycFacts(doc),
    more: ["Please upload a clear, complete copy from the KYC Documents tab of your dashboard."],
  };
}

const ROLE_LABEL: Record<Role, string> = { user: "Customer", admin: "Admin", superadmin: "Super Admin" };
const ROLE_HOME: Record<Role, string> = { user: "/dashboard", admin: "/admin", superadmin: "/super-admin" };

export function roleChanged(user: { id: number }, from: Role, to: Role): Notice {
  return {
    userId: user.id,
    kind: "role_changed",
    about: `user:${user.id}`,
    link: ROLE_HOME[to],
    title: "Your account role has changed",
    body: `A super admin changed your ${COMPANY.name} role from ${ROLE_LABEL[from]} to ${ROLE_LABEL[to]}.`,
    details: [
      ["Previous role", ROLE_LABEL[from]],
      ["New role", ROLE_LABEL[to]],
    ],
    more: [`If you did not expect this, call us at ${COMPANY.phones[0]}.`],
  };
}

/** `device`: the browser it was changed from; none for the operator's command. */
export function passwordChanged(user: { id: number }, at = now(), device?: string): Notice {
  return {
    userId: user.id,
    kind: "password_changed",
    about: `user:${user.id}`,
    link: "/dashboard",
    title: "Your password was changed",
    body: `The password of your ${COMPANY.name} account was changed on ${formatIstDateTime(at)}.`,
    details: device
      ? [
          ["When", formatIstDateTime(at)],
          ["Browser", device],
        ]
      : undefined,
    more: [
      `If you did not do this, call us at ${COMPANY.phones[0]} or write to ${COMPANY.email} at once: someone else may know your password.`,
    ],
  };
}
