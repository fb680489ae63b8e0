import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Paise } from "../finance/money";
import { PAYMENT_STATUSES } from "../catalog/transactions";
import { users } from "./users-table";

export const TRANSACTION_TYPES = ["loan_disbursement", "emi_payment", "processing_fee", "consultation_fee", "sip_contribution"] as const;

export const transactions = pgTable(
  "transactions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    transactionType: text("transaction_type").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).$type<Paise>().notNull(),
    relatedId: integer("related_id"),
    paymentId: integer("payment_id"),
    description: text("description"),
    transactionDate: timestamp("transaction_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("transactions_user_id_idx").on(t.userId, t.transactionDate.desc().nullsFirst()),
    // One transaction per captured payment, however often it is verified.
    uniqueIndex("transactions_payment_id_uq").on(t.paymentId),
  ],
);
export type Transaction = typeof transactions.$inferSelect;

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountPaise: bigint("amount_paise", { mode: "number" }).$type<Paise>().notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    orderId: text("order_id").notNull(),
    paymentId: text("payment_id"),
    signature: text("signature"),
    paymentFor: text("payment_for").notNull(),
    relatedId: integer("related_id"),
    receipt: text("receipt"),
    notes: jsonb("notes"),
    demoMode: boolean("demo_mode").notNull().default(false),
    // The GST rate included in a fee when its order was made (a receipt never changes after); null for
    // payments that carry none (a SIP contribution) and those made before it was recorded.
    feeGstPercent: numeric("fee_gst_percent", { precision: 4, scale: 2, mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_order_id_uq").on(t.orderId),
    index("payments_user_id_idx").on(t.userId),
    index("payments_related_idx").on(t.paymentFor, t.relatedId),
    index("payments_status_idx").on(t.status),
    // At most one captured payment per item: a late second payment is marked duplicate instead.
    uniqueIndex("payments_one_capture_per_item_uq")
      .on(t.paymentFor, t.relatedId)
      .where(sql`status = 'captured'`),
    // At most one open order per item: pressing Pay again, even many times at once, reuses it.
    uniqueIndex("payments_one_open_order_per_item_uq")
      .on(t.paymentFor, t.relatedId)
      .where(sql`status = 'created'`),
  ],
);
export type Payment = typeof payments.$inferSelect;

/** Payment-provider webhook event ids already processed (de-duplication). */
export const webhookEvents = pgTable("webhook_events", {
  eventId: text("event_id").primaryKey(),
  eventType: text("event_type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
