import { COMPANY } from "../../../../shared/catalog/company";
import type { KycDocument, Role } from "../../../../shared/schema";
import type { Lang } from "../lang";
import type { Notice } from "../notify";
import { now } from "../../../../shared/clock";

const kycBase = (doc: KycDocument) => ({ userId: doc.userId, about: `kyc:${doc.id}`, link: "/dashboard?tab=kyc" });
// The document number is left out on purpose: an e-mail is no place for identity numbers, even masked.
const kycFacts = (doc: KycDocument, { t }: Lang): [string, string][] => [
  [t(/*i18n*/ { id: "notice.fact.document", message: "Document" }), t(doc.documentType)],
  [t(/*i18n*/ { id: "notice.fact.reference", message: "Reference" }), `#${doc.id}`],
];

export function kycVerified(doc: KycDocument): Notice {
  return {
    ...kycBase(doc),
    kind: "kyc_verified",
    words: (lang) => {
      const { t } = lang;
      const document = t(doc.documentType);
      return {
        title: t(/*i18n*/ { id: "notice.kyc_verified.title", message: "Your {document} is verified" }, { document }),
        body: doc.autoVerified
          ? t(
              /*i18n*/ {
                id: "notice.kyc_verified.body_automatic",
                message: "Your {document} was verified automatically: its number passed our checks.",
              },
              { document },
            )
          : t(/*i18n*/ { id: "notice.kyc_verified.body", message: "Our team has verified your {document}." }, { document }),
        details: kycFacts(doc, lang),
      };
    },
  };
}

export function kycRejected(doc: KycDocument): Notice {
  return {
    ...kycBase(doc),
    kind: "kyc_rejected",
    words: (lang) => {
      const { t } = lang;
      const document = t(doc.documentType);
      return {
        title: t(/*i18n*/ { id: "notice.kyc_rejected.title", message: "Your {document} could not be verified" }, { document }),
        body: doc.rejectionReason
          ? t(
              /*i18n*/ { id: "notice.kyc_rejected.body", message: "We could not verify your {document}. Reason: {reason}." },
              { document, reason: doc.rejectionReason },
            )
          : t(
              /*i18n*/ { id: "notice.kyc_rejected.body_no_reason", message: "We could not verify your {document}. Reason: not given." },
              { document },
            ),
        details: kycFacts(doc, lang),
        more: [
          t(
            /*i18n*/ {
              id: "notice.kyc_rejected.more",
              message: "Please upload a clear, complete copy from the KYC Documents tab of your dashboard.",
            },
          ),
        ],
      };
    },
  };
}

const ROLE_HOME: Record<Role, string> = { user: "/dashboard", admin: "/admin", superadmin: "/super-admin" };
const roleLabel = (role: Role, { t }: Lang) =>
  ({
    user: t(/*i18n*/ { id: "notice.role.user", message: "Customer" }),
    admin: t(/*i18n*/ { id: "notice.role.admin", message: "Admin" }),
    superadmin: t(/*i18n*/ { id: "notice.role.superadmin", message: "Super Admin" }),
  })[role];

export function roleChanged(user: { id: number }, from: Role, to: Role): Notice {
  return {
    userId: user.id,
    kind: "role_changed",
    about: `user:${user.id}`,
    link: ROLE_HOME[to],
    words: (lang) => {
      const { t } = lang;
      const previous = roleLabel(from, lang);
      const next = roleLabel(to, lang);
      return {
        title: t(/*i18n*/ { id: "notice.role_changed.title", message: "Your account role has changed" }),
        body: t(
          /*i18n*/ { id: "notice.role_changed.body", message: "A super admin changed your {company} role from {previous} to {next}." },
          { company: COMPANY.name, previous, next },
        ),
        details: [
          [t(/*i18n*/ { id: "notice.fact.previous_role", message: "Previous role" }), previous],
          [t(/*i18n*/ { id: "notice.fact.new_role", message: "New role" }), next],
        ],
        more: [
          t(
            /*i18n*/ { id: "notice.role_changed.more", message: "If you did not expect this, call us at {phone}." },
            { phone: COMPANY.phones[0] },
          ),
        ],
      };
    },
  };
}

/** `device`: the browser it was changed from; none for the operator's command. */
export function passwordChanged(user: { id: number }, at = now(), device?: string): Notice {
  return {
    userId: user.id,
    kind: "password_changed",
    about: `user:${user.id}`,
    link: "/dashboard",
    words: ({ t, dateTime }) => ({
      title: t(/*i18n*/ { id: "notice.password_changed.title", message: "Your password was changed" }),
      body: t(
        /*i18n*/ { id: "notice.password_changed.body", message: "The password of your {company} account was changed on {when}." },
        { company: COMPANY.name, when: dateTime(at) },
      ),
      details: device
        ? [
            [t(/*i18n*/ { id: "notice.fact.when", message: "When" }), dateTime(at)],
            [t(/*i18n*/ { id: "notice.fact.browser", message: "Browser" }), device],
          ]
        : undefined,
      more: [
        t(
          /*i18n*/ {
            id: "notice.password_changed.more",
            message: "If you did not do this, call us at {phone} or write to {email} at once: someone else may know your password.",
          },
          { phone: COMPANY.phones[0], email: COMPANY.email },
        ),
      ],
    }),
  };
}
