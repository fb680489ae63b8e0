import { asc, eq, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { PRIVACY_NOTICE_VERSION } from "../../../shared/catalog/privacy";
import {
  accountTokens,
  auditLogs,
  consents,
  consultations,
  grievances,
  istToday,
  kycDocuments,
  loanApplications,
  loanDocuments,
  loanKfsAcknowledgements,
  notifications,
  payments,
  sessions,
  sipInstalments,
  sipInvestments,
  sipMandates,
  transactions,
  users,
} from "../../../shared/schema";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { auditRowColumns, personalBeside, writeAudit } from "../audit";
import { deviceLabel } from "./sessions.service";
import { now } from "../../../shared/clock";
import { paise, paiseToRupees } from "../../../shared/finance/money";

/** Every column of a table but the named ones (secrets and internal keys). */
function columnsWithout<T extends PgTable, K extends keyof T["_"]["columns"] & string>(table: T, ...omit: K[]) {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(Object.entries(all).filter(([k]) => !(omit as string[]).includes(k)));
}

/**
 * Amounts as the customer reads them everywhere else: rupees, under the names the API uses. The columns hold
 * paise (docs/decisions/money-in-paise.md): every `…Paise` field, also inside JSON (a balance transfer's
 * existing loan), becomes its rupee field.
 */
export function inRupees(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.endsWith("Paise") && (typeof value === "number" || value === null))
      out[key.slice(0, -"Paise".length)] = value === null ? null : paiseToRupees(paise(value));
    else if (value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date))
      out[key] = inRupees(value as Record<string, unknown>);
    else out[key] = value;
  }
  return out;
}

type Section = {
  /** The key in the downloaded file. */
  name: string;
  table: PgTable;
  /** The column that says whose a row is. */
  owner: PgColumn;
  rows(db: Db, userId: number): Promise<unknown[]>;
};

const ownRows =
  (table: PgTable, owner: PgColumn, columns: Record<string, PgColumn>, order: PgColumn): Section["rows"] =>
  (db, userId) =>
    db.select(columns).from(table).where(eq(owner, userId)).orderBy(asc(order));

/**
 * Everything held about a customer, one section per table. A table that gains a user column must
 * appear here or in NOT_EXPORTED with the reason: export.test.ts finds such columns in the database
 * itself and fails on any that is in neither. Left out of rows: the password hash, session ids and
 * their contents, KYC storage keys (the files' bytes are not in the export either), payment signatures,
 * and which staff member answered a complaint (the customer's own view never says either).
 */
export const EXPORT_SECTIONS: readonly Section[] = [
  { name: "profile", table: users, owner: users.id, rows: ownRows(users, users.id, columnsWithout(users, "password"), users.id) },
  {
    name: "consents",
    table: consents,
    owner: consents.userId,
    rows: ownRows(consents, consents.userId, columnsWithout(consents, "userId"), consents.id),
  },
  {
    name: "loanApplications",
    table: loanApplications,
    owner: loanApplications.userId,
    rows: ownRows(loanApplications, loanApplications.userId, columnsWithout(loanApplications), loanApplications.id),
  },
  {
    // Which Key Fact Statement the customer acknowledged, when and from which address.
    name: "kfsAcknowledgements",
    table: loanKfsAcknowledgements,
    owner: loanKfsAcknowledgements.userId,
    rows: ownRows(
      loanKfsAcknowledgements,
      loanKfsAcknowledgements.userId,
      columnsWithout(loanKfsAcknowledgements, "userId"),
      loanKfsAcknowledgements.id,
    ),
  },
  {
    name: "sipInvestments",
    table: sipInvestments,
    owner: sipInvestments.userId,
    rows: ownRows(sipInvestments, sipInvestments.userId, columnsWithout(sipInvestments), sipInvestments.id),
  },
  {
    name: "sipMandates",
    table: sipMandates,
    owner: sipMandates.userId,
    rows: ownRows(sipMandates, sipMandates.userId, columnsWithout(sipMandates, "userId"), sipMandates.id),
  },
  {
    name: "sipInstalments",
    table: sipInstalments,
    owner: sipInstalments.userId,
    rows: ownRows(
      sipInstalments,
      sipInstalments.userId,
      columnsWithout(sipInstalments, "userId", "lockedUntil", "claimToken"),
      sipInstalments.id,
    ),
  },
  {
    name: "consultations",
    table: consultations,
    owner: consultations.userId,
    rows: ownRows(consultations, consultations.userId, columnsWithout(consultations), consultations.id),
  },
  {
    name: "loanDocuments",
    table: loanDocuments,
    owner: loanDocuments.userId,
    rows: ownRows(loanDocuments, loanDocuments.userId, columnsWithout(loanDocuments, "storageKey", "reviewedBy"), loanDocuments.id),
  },
  {
    name: "kycDocuments",
    table: kycDocuments,
    owner: kycDocuments.userId,
    rows: ownRows(kycDocuments, kycDocuments.userId, columnsWithout(kycDocuments, "storageKey", "reviewedBy"), kycDocuments.id),
  },
  {
    name: "payments",
    table: payments,
    owner: payments.userId,
    rows: ownRows(payments, payments.userId, columnsWithout(payments, "signature"), payments.id),
  },
  {
    name: "transactions",
    table: transactions,
    owner: transactions.userId,
    rows: ownRows(transactions, transactions.userId, columnsWithout(transactions), transactions.id),
  },
  {
    name: "grievances",
    table: grievances,
    owner: grievances.userId,
    rows: ownRows(grievances, grievances.userId, columnsWithout(grievances, "respondedBy"), grievances.id),
  },
  {
    name: "notifications",
    table: notifications,
    owner: notifications.userId,
    rows: ownRows(notifications, notifications.userId, columnsWithout(notifications, "eventKey"), notifications.id),
  },
  {
    // Rows about them (their own actions, and staff decisions on their records), with their own personal
    // data beside each; never rows they wrote as staff about other customers, nor the staff's addresses.
    name: "auditLog",
    table: auditLogs,
    owner: auditLogs.subjectId,
    rows: async (db, userId) => {
      const rows = await db
        .select({
          ...auditRowColumns,
          byThemselves: sql<boolean>`${auditLogs.userId} is not distinct from ${auditLogs.subjectId}`,
          personal: personalBeside(userId),
        })
        .from(auditLogs)
        .where(eq(auditLogs.subjectId, userId))
        .orderBy(asc(auditLogs.id));
      return rows.map(({ personal, ...row }) => ({
        ...row,
        ipAddress: personal?.ip ?? null,
        userAgent: personal?.ua ?? null,
        personalOldValue: personal?.old ?? null,
        personalNewValue: personal?.new ?? null,
      }));
    },
  },
  {
    // Which links were e-mailed where, and when used; never the token's hash.
    name: "emailedLinks",
    table: accountTokens,
    owner: accountTokens.userId,
    rows: ownRows(accountTokens, accountTokens.userId, columnsWithout(accountTokens, "userId", "tokenHash"), accountTokens.id),
  },
  {
    name: "signedInDevices",
    table: sessions,
    owner: sessions.userId,
    rows: async (db, userId) => {
      const rows = await db
        .select({
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          signedInAt: sessions.signedInAt,
          lastSeen: sessions.lastSeen,
          expire: sessions.expire,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.signedInAt));
      return rows.map((r) => ({ device: deviceLabel(r.userAgent), ...r }));
    },
  },
];

/** Columns that point at a user but hold no data about that user, with the reason ("table.column"). */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  "kyc_documents.reviewed_by":
    "the staff member who reviewed someone else's document: the customer's own documents are exported by kyc_documents.user_id",
  "loan_documents.reviewed_by":
    "the staff member who reviewed someone else's loan document: the customer's own are exported by loan_documents.user_id",
  "grievances.responded_by":
    "the staff member who answered someone else's complaint: the customer's own complaints are exported by grievances.user_id",
  "settings.updated_by": "the staff member who last changed the system settings: an operational record, not data about a customer",
  "audit_logs.user_id":
    "who acted: the audit rows about the customer are exported by audit_logs.subject_id, whoever acted; rows a staff member wrote about other customers are about those customers",
  "audit_personal_data.person_id":
    "exported inside the auditLog section, beside each row about the customer; a staff member's address on another customer's record would show that record",
  "two_factor_keys.user_id": "the authenticator key, a secret: whether two-factor sign-in is on, and since when, is in the profile",
  "two_factor_recovery_codes.user_id": "hashes of single-use recovery codes, secrets: the profile says whether two-factor sign-in is on",
  "loan_stage_history.actor_id":
    "who moved an application between stages: staff on someone else's application, or the customer withdrawing their own; each move is also an audit row about the customer (auditLog), and their applications' stages are in loanApplications",
  "advisers.user_id":
    "a staff account's adviser name and languages, set by the superadmin: staff data shown to customers on their bookings, never a customer's",
  "consultations.adviser_id":
    "the staff member a booking is with: the customer's own bookings, with their adviser's name, are exported by consultations.user_id",
  "outbox.user_id": "e-mails and spreadsheet copies waiting to be sent: what they say is exported under notifications and loanApplications",
};

/** "table.column" of each section's owner column, for the completeness test. */
export const exportedOwnerColumns = () => EXPORT_SECTIONS.map((s) => `${getTableName(s.table)}.${s.owner.name}`);

export type PersonalDataExport = {
  format: "gharsetu-personal-data/1";
  exportedAt: string;
  privacyNoticeVersion: string;
  sections: Record<string, unknown>;
};

/** The customer's data as one JSON document; the export itself is audit-logged. */
export async function exportPersonalData(
  db: Db,
  userId: number,
  ctx: RequestContext,
): Promise<{ data: PersonalDataExport; fileName: string }> {
  const sections: Record<string, unknown> = {};
  for (const section of EXPORT_SECTIONS)
    sections[section.name] = (await section.rows(db, userId)).map((row) => inRupees(row as Record<string, unknown>));
  const [profile] = sections.profile as unknown[];
  if (!profile) throw notFound(/*i18n*/ "Account not found");
  sections.profile = profile;
  await writeAudit(db, ctx, {
    actionType: "export_personal_data",
    entityType: "user",
    entityId: userId,
    newValue: { sections: EXPORT_SECTIONS.map((s) => s.name) },
    description: `Customer downloaded their data (user #${userId})`,
  });
  return {
    data: {
      format: "gharsetu-personal-data/1",
      exportedAt: now().toISOString(),
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      sections,
    },
    fileName: `gharsetu-my-data-${istToday()}.json`,
  };
}
