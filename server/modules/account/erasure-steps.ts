import { eq, sql } from "drizzle-orm";
import { PRIVACY_NOTICE_VERSION } from "../../../shared/catalog/privacy";
import {
  auditPersonalData,
  consents,
  consultations,
  grievances,
  kycDocuments,
  loanApplications,
  loanDocuments,
  loanKfsAcknowledgements,
  loanStageHistory,
  loginThrottles,
  notifications,
  outbox,
  accountTokens,
  twoFactorKeys,
  recoveryCodes,
  sessions,
  sipInvestments,
  users,
  type User,
} from "../../../shared/schema";
import type { Executor } from "../../db/client";
import type { RequestContext } from "../../http/request-context";
import { cancelUpcomingConsultations } from "../consultations";
import { cancelRunningSips } from "../sip";

/** What the steps share: whose account, and what they did (for the erasure's audit row). */
export type ErasureSubject = {
  user: User;
  /** KYC_RETENTION_RULE: the day the kept KYC files go, or null when they are deleted now. */
  kycRetainUntil: string | null;
  /** Files to delete once the transaction commits. */
  filesToDelete: string[];
  summary: Record<string, number | string | null>;
  /** Who is erasing and from where, for the audit rows the steps write. */
  ctx: RequestContext;
};

/**
 * What replaces free text that is kept (a complaint, a reason): the whole text, never a search for
 * names in it, which misses a phone number written with spaces and finds a name in other words.
 */
export const ERASED_TEXT = "Removed when the customer's account was erased";

/** A kept free-text column: replaced whole where there was text. */
const erasedText = (column: { name: string }) => sql`case when ${sql.raw(`"${column.name}"`)} is null then null else ${ERASED_TEXT} end`;

export type ErasureStep = {
  /** The table the step changes (one step per table, in this order). */
  table: string;
  run(tx: Executor, s: ErasureSubject): Promise<void>;
};

/**
 * What erasing an account does, table by table, all in one transaction. Personal fields are erased;
 * loan applications, payments and transactions stay, anonymised, because lending and tax laws
 * require them; KYC files follow KYC_RETENTION_RULE. Every step finds the person's rows by their user id
 * and never searches other people's rows for text. A new table holding customer data gets its step here
 * (erasure.test.ts searches every text column of every table for the erased person).
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
      await tx.delete(outbox).where(eq(outbox.userId, s.user.id));
    },
  },
  {
    // Consents hold no personal data and prove what was agreed; erasing withdraws both.
    table: "consents",
    run: async (tx, s) => {
      await tx.insert(consents).values(
        (["privacy_notice", "marketing"] as const).map((purpose) => ({
          userId: s.user.id,
          purpose,
          granted: false,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          source: "erasure" as const,
        })),
      );
    },
  },
  {
    table: "consultations",
    run: async (tx, s) => {
      // Cancelled through the consultations module, so their open payment orders go with them.
      const cancelled = await cancelUpcomingConsultations(tx, s.user.id, s.ctx, "the account was erased");
      await tx
        .update(consultations)
        .set({ name: null, email: null, phone: null, notes: null, summary: null })
        .where(eq(consultations.userId, s.user.id));
      s.summary.consultationsCancelled = cancelled;
    },
  },
  {
    table: "sip_investments",
    run: async (tx, s) => {
      await tx.update(sipInvestments).set({ bankName: null, bankAccountNumber: null }).where(eq(sipInvestments.userId, s.user.id));
      // Cancelled through the SIP module, as the customer's own cancel does: open payment orders expire.
      s.summary.sipsCancelled = await cancelRunningSips(tx, s.user.id, s.ctx, "the account was erased");
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
          rejectionReason: erasedText(loanApplications.rejectionReason),
          sanctionConditions: erasedText(loanApplications.sanctionConditions),
          // A recommendation awaiting its checker keeps its decision and terms; its words go.
          recommendation: sql`case when ${loanApplications.recommendation} is null then null
            when ${loanApplications.recommendation} ? 'reason' then jsonb_set(${loanApplications.recommendation}, '{reason}', to_jsonb(${ERASED_TEXT}::text))
            else jsonb_set(${loanApplications.recommendation}, '{conditions}', to_jsonb(${ERASED_TEXT}::text)) end`,
          existingLoanDetails: sql`case when ${loanApplications.existingLoanDetails} is null then null
            else jsonb_set(${loanApplications.existingLoanDetails}, '{accountNumber}', to_jsonb('XXXX' || right(${loanApplications.existingLoanDetails}->>'accountNumber', 4))) end`,
        })
        .where(eq(loanApplications.userId, s.user.id))
        .returning({ id: loanApplications.id });
      s.summary.loanApplicationsKept = kept.length;
    },
  },
  {
    // Which Key Fact Statement was acknowledged, and when, stays with the application (the lender's proof
    // it was given before the fee); the address it came from goes.
    table: "loan_kfs_acknowledgements",
    run: async (tx, s) => {
      await tx.update(loanKfsAcknowledgements).set({ ipAddress: null }).where(eq(loanKfsAcknowledgements.userId, s.user.id));
    },
  },
  {
    // The moves of their applications stay (who moved them and when); the notes written about them go whole.
    table: "loan_stage_history",
    run: async (tx, s) => {
      await tx
        .update(loanStageHistory)
        .set({ note: erasedText(loanStageHistory.note) })
        .where(sql`${loanStageHistory.applicationId} in (select id from ${loanApplications} where user_id = ${s.user.id})`);
    },
  },
  {
    // Complaints stay on record for the regulator (RBI's grievance redressal directions): their category,
    // reference, dates and outcome; what the customer and the staff wrote goes whole.
    table: "grievances",
    run: async (tx, s) => {
      const kept = await tx
        .update(grievances)
        .set({
          subject: ERASED_TEXT,
          description: ERASED_TEXT,
          relatedId: null,
          response: erasedText(grievances.response),
        })
        .where(eq(grievances.userId, s.user.id))
        .returning({ id: grievances.id });
      s.summary.grievancesKept = kept.length;
    },
  },
  {
    // The documents sent for their applications follow the KYC rule: kept while the records must be (the
    // file's own name goes), else deleted with their files.
    table: "loan_documents",
    run: async (tx, s) => {
      if (s.kycRetainUntil) {
        await tx
          .update(loanDocuments)
          .set({ fileName: null, reviewReason: erasedText(loanDocuments.reviewReason), retainUntil: s.kycRetainUntil })
          .where(eq(loanDocuments.userId, s.user.id));
        return;
      }
      const gone = await tx
        .delete(loanDocuments)
        .where(eq(loanDocuments.userId, s.user.id))
        .returning({ storageKey: loanDocuments.storageKey });
      s.filesToDelete.push(...gone.map((d) => d.storageKey));
    },
  },
  {
    table: "kyc_documents",
    run: async (tx, s) => {
      if (s.kycRetainUntil) {
        // Kept under the retention rule: the identity record stays, the uploaded file's own name (which can carry theirs) goes.
        const kept = await tx
          .update(kycDocuments)
          .set({ fileName: null, rejectionReason: erasedText(kycDocuments.rejectionReason), retainUntil: s.kycRetainUntil })
          .where(eq(kycDocuments.userId, s.user.id))
          .returning({ id: kycDocuments.id });
        s.summary.kycDocumentsKept = kept.length;
        return;
      }
      const gone = await tx
        .delete(kycDocuments)
        .where(eq(kycDocuments.userId, s.user.id))
        .returning({ storageKey: kycDocuments.storageKey });
      s.filesToDelete.push(...gone.flatMap((d) => (d.storageKey ? [d.storageKey] : [])));
      s.summary.kycDocumentsDeleted = gone.length;
    },
  },
  {
    // The audit trail itself is never changed: its rows name people by id and are read with today's
    // names. What is theirs beside it (their addresses and browsers, personal values of their changes) goes.
    table: "audit_personal_data",
    run: async (tx, s) => {
      const gone = await tx
        .delete(auditPersonalData)
        .where(eq(auditPersonalData.personId, s.user.id))
        .returning({ id: auditPersonalData.id });
      s.summary.auditPersonalDataDeleted = gone.length;
    },
  },
  {
    // Links e-mailed to the account and its second factor: nothing to keep.
    table: "account_tokens",
    run: async (tx, s) => {
      await tx.delete(accountTokens).where(eq(accountTokens.userId, s.user.id));
    },
  },
  {
    table: "two_factor_keys",
    run: async (tx, s) => {
      await tx.delete(twoFactorKeys).where(eq(twoFactorKeys.userId, s.user.id));
    },
  },
  {
    table: "two_factor_recovery_codes",
    run: async (tx, s) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, s.user.id));
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
          pendingEmail: null,
          twoFactorEnabledAt: null,
          preferredLanguage: "en",
          erasedAt: sql`now()`,
        })
        .where(eq(users.id, s.user.id));
    },
  },
];
