import { and, eq, gte, inArray, or, sql } from "drizzle-orm";
import { PRIVACY_NOTICE_VERSION } from "../../../shared/catalog/privacy";
import {
  auditLogs,
  consents,
  consultations,
  grievances,
  istToday,
  kycDocuments,
  loanApplications,
  loginThrottles,
  notifications,
  outbox,
  sessions,
  sipInvestments,
  users,
  type User,
} from "../../../shared/schema";
import type { Executor } from "../../db/client";
import { containsPattern } from "../../db/search";

/** What the steps share: whose account, what identifies them, and what they did (for the erasure's audit row). */
export type ErasureSubject = {
  user: User;
  /** Lower-cased text that identifies the person (username, e-mail, name, phone, contact details given at bookings). */
  identifiers: string[];
  /** What replaces an identifier in the free text that is kept. */
  replacement: string;
  /** KYC_RETENTION_RULE: the day the kept KYC files go, or null when they are deleted now. */
  kycRetainUntil: string | null;
  /** Files to delete once the transaction commits. */
  filesToDelete: string[];
  summary: Record<string, number | string | null>;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One alternation of every identifier, longest first, so a name inside an e-mail address goes with the
 * address; never inside a longer word, or the username "annu" would rewrite "annual" in other people's
 * rows. Digits may touch it, so a mobile number still goes from "+919876543210". (JavaScript and
 * PostgreSQL read this lookbehind and lookahead alike; case-insensitive matching covers capitals.)
 */
export const identifierPattern = (identifiers: string[]) =>
  `(?<![a-z])(?:${[...identifiers].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})(?![a-z])`;

/** Replaces every identifier in the text, whatever its case, in one pass. */
export function scrub(text: string, s: Pick<ErasureSubject, "identifiers" | "replacement">): string {
  return text.replace(new RegExp(identifierPattern(s.identifiers), "gi"), s.replacement);
}

/** The same through any JSON value (audit rows' old and new values): strings scrubbed, keys and numbers kept. */
export function scrubJson(value: unknown, s: Pick<ErasureSubject, "identifiers" | "replacement">): unknown {
  if (typeof value === "string") return scrub(value, s);
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, s));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, s)]));
  return value;
}

/** The SQL twin of scrub(), for free text kept in a table (PostgreSQL's regular expressions read the same escapes). */
const scrubColumn = (column: { name: string }, s: ErasureSubject) =>
  sql`regexp_replace(${sql.raw(`"${column.name}"`)}, ${identifierPattern(s.identifiers)}, ${s.replacement}, 'gi')`;

export type ErasureStep = {
  /** The table the step changes (one step per table, in this order). */
  table: string;
  run(tx: Executor, s: ErasureSubject): Promise<void>;
};

/**
 * What erasing an account does, table by table, all in one transaction. Personal fields are erased;
 * loan applications, payments and transactions stay, anonymised, because lending and tax laws
 * require them; KYC files follow KYC_RETENTION_RULE. A new table holding customer data gets its step
 * here (erasure.test.ts searches every text column of every table for the erased person).
 */
export const ERASURE_STEPS: readonly ErasureStep[] = [
  {
    table: "sessions",
    run: async (tx, s) => {
      await tx.delete(sessions).where(eq(sessions.userId, s.user.id));
    },
  },
  {
    // Failed-login counters are keyed by "address|username".
    table: "login_throttles",
    run: async (tx, s) => {
      const suffix = `|${s.user.username.toLowerCase()}`;
      await tx.delete(loginThrottles).where(sql`right(${loginThrottles.usernameKey}, ${suffix.length}) = ${suffix}`);
    },
  },
  {
    table: "notifications",
    run: async (tx, s) => {
      const gone = await tx.delete(notifications).where(eq(notifications.userId, s.user.id)).returning({ id: notifications.id });
      s.summary.notificationsDeleted = gone.length;
    },
  },
  {
    // E-mails to them (sent or waiting) and the copies of their loan applications for the spreadsheet.
    table: "outbox",
    run: async (tx, s) => {
      await tx
        .delete(outbox)
        .where(
          or(
            and(eq(outbox.topic, "email"), sql`lower(${outbox.payload}->>'to') in ${s.identifiers.filter((i) => i.includes("@"))}`),
            and(eq(outbox.topic, "loan_webhook"), sql`${outbox.payload}->>'applicantId' = ${String(s.user.id)}`),
          ),
        );
    },
  },
  {
    // Consents hold no personal data and prove what was agreed; erasing withdraws both.
    table: "consents",
    run: async (tx, s) => {
      await tx.insert(consents).values(
        (["privacy_notice", "marketing"] as const).map((purpose) => ({ userId: s.user.id, purpose, granted: false, noticeVersion: PRIVACY_NOTICE_VERSION, source: "erasure" as const })),
      );
    },
  },
  {
    table: "consultations",
    run: async (tx, s) => {
      const cancelled = await tx
        .update(consultations)
        .set({ status: "cancelled" })
        .where(and(eq(consultations.userId, s.user.id), eq(consultations.status, "scheduled"), gte(consultations.preferredDate, istToday())))
        .returning({ id: consultations.id });
      await tx.update(consultations).set({ name: null, email: null, phone: null, notes: null, summary: null }).where(eq(consultations.userId, s.user.id));
      s.summary.consultationsCancelled = cancelled.length;
    },
  },
  {
    table: "sip_investments",
    run: async (tx, s) => {
      await tx.update(sipInvestments).set({ bankName: null, bankAccountNumber: null }).where(eq(sipInvestments.userId, s.user.id));
      const stopped = await tx
        .update(sipInvestments)
        .set({ status: "cancelled" })
        .where(and(eq(sipInvestments.userId, s.user.id), inArray(sipInvestments.status, ["active", "paused"])))
        .returning({ id: sipInvestments.id });
      s.summary.sipsCancelled = stopped.length;
    },
  },
  {
    // Kept for the lender's records, without the address, the free-text purpose or the old loan's account number.
    table: "loan_applications",
    run: async (tx, s) => {
      const kept = await tx
        .update(loanApplications)
        .set({
          propertyAddress: null,
          purpose: null,
          rejectionReason: sql`${scrubColumn(loanApplications.rejectionReason, s)}`,
          existingLoanDetails: sql`case when ${loanApplications.existingLoanDetails} is null then null
            else jsonb_set(${loanApplications.existingLoanDetails}, '{accountNumber}', to_jsonb('XXXX' || right(${loanApplications.existingLoanDetails}->>'accountNumber', 4))) end`,
        })
        .where(eq(loanApplications.userId, s.user.id))
        .returning({ id: loanApplications.id });
      s.summary.loanApplicationsKept = kept.length;
    },
  },
  {
    // Complaints stay on record for the regulator (RBI's grievance redressal directions), with the
    // customer's identifiers taken out of what they and the staff wrote.
    table: "grievances",
    run: async (tx, s) => {
      const kept = await tx
        .update(grievances)
        .set({
          subject: sql`${scrubColumn(grievances.subject, s)}`,
          description: sql`${scrubColumn(grievances.description, s)}`,
          relatedId: sql`${scrubColumn(grievances.relatedId, s)}`,
          response: sql`${scrubColumn(grievances.response, s)}`,
        })
        .where(eq(grievances.userId, s.user.id))
        .returning({ id: grievances.id });
      s.summary.grievancesKept = kept.length;
    },
  },
  {
    table: "kyc_documents",
    run: async (tx, s) => {
      if (s.kycRetainUntil) {
        // Kept under the retention rule: the identity record stays, the uploaded file's own name (which can carry theirs) goes.
        const kept = await tx
          .update(kycDocuments)
          .set({ fileName: null, rejectionReason: sql`${scrubColumn(kycDocuments.rejectionReason, s)}`, retainUntil: s.kycRetainUntil })
          .where(eq(kycDocuments.userId, s.user.id))
          .returning({ id: kycDocuments.id });
        s.summary.kycDocumentsKept = kept.length;
        return;
      }
      const gone = await tx.delete(kycDocuments).where(eq(kycDocuments.userId, s.user.id)).returning({ storageKey: kycDocuments.storageKey });
      s.filesToDelete.push(...gone.flatMap((d) => (d.storageKey ? [d.storageKey] : [])));
      s.summary.kycDocumentsDeleted = gone.length;
    },
  },
  {
    // The audit trail stays (security and lending evidence), with the person's details taken out of
    // its text: their own rows, and staff rows that named them.
    table: "audit_logs",
    run: async (tx, s) => {
      // The old and new values too: staff rows can quote them (a complaint's answer) where the description does not.
      // This reads past the search index; an erasure is rare enough to afford the scan.
      const searchText = sql`lower(${auditLogs.description} || ' ' || coalesce(${auditLogs.oldValue}::text, '') || ' ' || coalesce(${auditLogs.newValue}::text, ''))`;
      const rows = await tx
        .select({ id: auditLogs.id, description: auditLogs.description, oldValue: auditLogs.oldValue, newValue: auditLogs.newValue })
        .from(auditLogs)
        .where(or(eq(auditLogs.userId, s.user.id), ...s.identifiers.map((id) => sql`${searchText} like ${containsPattern(id)}`)));
      let changed = 0;
      for (const row of rows) {
        const next = { description: scrub(row.description, s), oldValue: scrubJson(row.oldValue, s), newValue: scrubJson(row.newValue, s) };
        if (JSON.stringify(next) === JSON.stringify({ description: row.description, oldValue: row.oldValue, newValue: row.newValue })) continue;
        await tx.update(auditLogs).set(next).where(eq(auditLogs.id, row.id));
        changed += 1;
      }
      s.summary.auditRowsScrubbed = changed;
    },
  },
  {
    // Last: the row stays, since kept records point at it; the username and e-mail become ones
    // registration can never give ('#' is refused by both), and no password hash verifies.
    table: "users",
    run: async (tx, s) => {
      await tx
        .update(users)
        .set({
          username: `deleted#${s.user.id}`,
          email: `deleted#${s.user.id}@erased.invalid`,
          fullName: "Deleted user",
          phoneNumber: null,
          password: "!erased",
          role: "user",
          erasedAt: sql`now()`,
        })
        .where(eq(users.id, s.user.id));
    },
  },
];
