import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users-table";

/**
 * The audit trail: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE but the seal; see
 * docs/decisions/append-only-audit-trail.md) and hash-chained in `seq` order. A row names people by
 * id only and describes the action in fixed words; anything that is a person's data lives in
 * auditPersonalData, which erasure deletes.
 */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: serial("id").primaryKey(),
    /** Who acted (null: the system or an anonymous caller). */
    userId: integer("user_id").references(() => users.id),
    /** Whom the action is about: the customer whose loan, document or account it concerns. */
    subjectId: integer("subject_id").references(() => users.id),
    actionType: text("action_type").notNull(),
    entityType: text("entity_type"),
    entityId: text("entity_id"),
    oldValue: jsonb("old_value"),
    newValue: jsonb("new_value"),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Place in the hash chain and the chain's hashes: null until the sealer chains the row (audit_logs_seal). */
    seq: bigint("seq", { mode: "number" }),
    prevHash: text("prev_hash"),
    hash: text("hash"),
  },
  (t) => [
    index("audit_logs_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_logs_user_id_idx").on(t.userId),
    index("audit_logs_subject_id_idx").on(t.subjectId),
    index("audit_logs_action_type_idx").on(t.actionType),
    uniqueIndex("audit_logs_seq_uq").on(t.seq),
  ],
);
export type AuditLog = typeof auditLogs.$inferSelect;
export type NewAuditLog = typeof auditLogs.$inferInsert;

/**
 * A person's data that an audit row refers to, kept apart from the append-only row: the address and
 * browser the actor acted from, and personal values of a change (an old and new e-mail address, a
 * reason written in free text). Erasing a person deletes their rows here; the audit row stays whole.
 */
export const auditPersonalData = pgTable(
  "audit_personal_data",
  {
    id: serial("id").primaryKey(),
    auditLogId: integer("audit_log_id")
      .notNull()
      .references(() => auditLogs.id, { onDelete: "cascade" }),
    /** Whose data this is (null: an address that tried an unknown username). */
    personId: integer("person_id").references(() => users.id),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    oldValue: jsonb("old_value"),
    newValue: jsonb("new_value"),
  },
  (t) => [index("audit_personal_data_audit_log_id_idx").on(t.auditLogId), index("audit_personal_data_person_id_idx").on(t.personId)],
);
export type NewAuditPersonalData = typeof auditPersonalData.$inferInsert;

/** Where the chain starts once retention has removed its oldest rows: the last removed row's seq and hash. */
export const auditChainAnchor = pgTable("audit_chain_anchor", {
  id: integer("id").primaryKey().default(1),
  seq: bigint("seq", { mode: "number" }).notNull(),
  hash: text("hash").notNull(),
  removedAt: timestamp("removed_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
