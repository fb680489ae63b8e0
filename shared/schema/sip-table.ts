// The sip table(s), for the server and drizzle-kit. What the browser validates with lives in ./sip.ts
// (zod only, no drizzle); ./schema-agreement.test.ts proves the two agree.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { Paise } from "../finance/money";
import { INSTALMENT_STATUSES, MANDATE_KINDS, MANDATE_STATUSES, SIP_END_REASONS, SIP_STATUSES } from "./sip";
import { users } from "./users-table";

export const sipInvestments = pgTable(
  "sip_investments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planName: text("plan_name").notNull(),
    monthlyAmountPaise: bigint("monthly_amount_paise", { mode: "number" }).$type<Paise>().notNull(),
    startDate: date("start_date").notNull(),
    durationMonths: integer("duration_months").notNull(),
    expectedReturns: numeric("expected_returns", { precision: 5, scale: 2, mode: "number" }),
    status: text("status", { enum: SIP_STATUSES }).notNull().default("active"),
    autoDebit: boolean("auto_debit").notNull().default(true),
    bankName: text("bank_name"),
    bankAccountNumber: text("bank_account_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // The mandate's life (docs/decisions/sip-mandates-and-jobs.md): failed debits in a row (three cancel
    // it), a pause's last day, a cancellation asked for and the day it takes effect.
    missedInRow: integer("missed_in_row").notNull().default(0),
    pausedUntil: date("paused_until"),
    cancelReason: text("cancel_reason", { enum: SIP_END_REASONS }),
    cancelEffectiveOn: date("cancel_effective_on"),
    // A yearly step-up: a percent or an amount (null: none), within the mandate's limit.
    stepUpPercent: numeric("step_up_percent", { precision: 5, scale: 2, mode: "number" }),
    stepUpAmountPaise: bigint("step_up_amount_paise", { mode: "number" }).$type<Paise>(),
  },
  (t) => [index("sip_investments_user_id_idx").on(t.userId), index("sip_investments_status_idx").on(t.status)],
);
export type SipInvestment = typeof sipInvestments.$inferSelect;

/** A SIP's autopay mandate: at most one live one per SIP; debits are made against it by the job runner. */
export const sipMandates = pgTable(
  "sip_mandates",
  {
    id: serial("id").primaryKey(),
    sipId: integer("sip_id")
      .notNull()
      .references(() => sipInvestments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MANDATE_KINDS }).notNull(),
    /** The most one debit may take: a step-up above it continues at the old amount. */
    maxAmountPaise: bigint("max_amount_paise", { mode: "number" }).$type<Paise>().notNull(),
    status: text("status", { enum: MANDATE_STATUSES }).notNull(),
    /** Razorpay's customer and token (the mandate); demo ids in demo mode. */
    gatewayCustomerId: text("gateway_customer_id").notNull(),
    gatewayTokenId: text("gateway_token_id"),
    /** The order the customer authorised the mandate with (Razorpay; null in demo mode). */
    authOrderId: text("auth_order_id"),
    demoMode: boolean("demo_mode").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("sip_mandates_sip_idx").on(t.sipId),
    // One mandate being set up or in force per SIP: a second is refused.
    uniqueIndex("sip_mandates_one_live_uq")
      .on(t.sipId)
      .where(sql`status in ('pending', 'active')`),
  ],
);
export type SipMandate = typeof sipMandates.$inferSelect;

/**
 * Each instalment of a SIP, made as its date comes near: one row per SIP and instalment number, so a
 * notice, a debit and the units it buys happen at most once each, whatever the number of instances.
 */
export const sipInstalments = pgTable(
  "sip_instalments",
  {
    id: serial("id").primaryKey(),
    sipId: integer("sip_id")
      .notNull()
      .references(() => sipInvestments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1 is the first contribution, paid at checkout; 2 onwards are debited through the mandate. */
    seq: integer("seq").notNull(),
    dueDate: date("due_date").notNull(),
    /** The day the debit is made: the due date, or later when its notice went out late (24 hours before). */
    debitOn: date("debit_on").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).$type<Paise>().notNull(),
    status: text("status", { enum: INSTALMENT_STATUSES }).notNull().default("scheduled"),
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }),
    /** Gateway attempts for this debit (a transient failure is tried again, up to a limit). */
    attempts: integer("attempts").notNull().default(0),
    /** The gateway's order for this debit, made once and reused by any retry, so it can never be paid twice. */
    gatewayOrderId: text("gateway_order_id"),
    gatewayPaymentId: text("gateway_payment_id"),
    paymentId: integer("payment_id"),
    failureReason: text("failure_reason"),
    navDate: date("nav_date"),
    /** The NAV in ten-thousandths of a rupee and the units bought in thousandths (shared/finance/nav.ts). */
    nav4: bigint("nav4", { mode: "number" }),
    milliUnits: bigint("milli_units", { mode: "number" }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    claimToken: uuid("claim_token"),
  },
  (t) => [
    uniqueIndex("sip_instalments_sip_seq_uq").on(t.sipId, t.seq),
    index("sip_instalments_due_idx").on(t.status, t.debitOn),
    index("sip_instalments_user_idx").on(t.userId),
  ],
);
export type SipInstalment = typeof sipInstalments.$inferSelect;

/** Published NAVs (AMFI's NAVAll.txt, imported with `npm run nav:import`); a plan without them uses its model history. */
export const navHistory = pgTable(
  "nav_history",
  {
    planId: text("plan_id").notNull(),
    navDate: date("nav_date").notNull(),
    nav4: bigint("nav4", { mode: "number" }).notNull(),
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.navDate] })],
);
