import { eq, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PaymentType } from "../../../shared/catalog/transactions";
import type { ErrorCode } from "../../../shared/contracts/errors";
import type { Paise } from "../../../shared/finance/money";
import { payments, type Payment } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import type { RequestContext } from "../../http/request-context";

/** What the caller is about to pay for: the amount is always the item's own, never the client's. */
export type PayableItem = { status: string; amountPaise: Paise; description: string };

/**
 * What a module declares about one kind of thing it sells (a loan's processing fee, a SIP contribution,
 * a consultation): payments owns the orders, the money and the receipts; the item's module owns what it
 * costs, when it takes payments and what a captured payment means for it.
 */
export type Payable = {
  /** The caller's item, or null when it is not theirs or does not exist. */
  find(db: Executor, userId: number, itemId: number): Promise<PayableItem | null>;
  /** The item's status, share-locked until the transaction ends when `lock` is set; null when it is gone. */
  status(db: Executor, itemId: number, lock: boolean): Promise<string | null>;
  /** Why an item in this status takes no payment (null: it does); the same rule when an order starts and when money arrives. */
  refusal(status: string): string | null;
  /** The error code of that refusal, when it is not the general NOT_PAYABLE (a step the payer can take first). */
  refusalCode?(status: string): ErrorCode | undefined;
  /** The 404's message for an item that is not the caller's. */
  notFoundMessage: string;
  /** What the item does once its payment is captured, in the capture's transaction (who caused it: `ctx`). */
  captured?(tx: Executor, payment: Payment, ctx: RequestContext): Promise<void>;
};

/** Every kind of payable item, by the payment type the API names it with. */
export type Payables = Record<PaymentType, Payable>;

/**
 * The status of the row with this id in an item table, share-locked on request: the order a rejection,
 * pause or cancellation takes (they lock the item for update before expiring its orders).
 */
export async function itemStatus(
  db: Executor,
  table: PgTable & { id: PgColumn; status: PgColumn },
  itemId: number,
  lock: boolean,
  /** "update" for an item whose `captured` hook changes its row (a share lock upgraded by two captures at once would deadlock). */
  strength: "share" | "update" = "share",
): Promise<string | null> {
  const query = db.select({ status: table.status }).from(table).where(eq(table.id, itemId));
  const [item] = lock ? await query.for(strength) : await query;
  return item ? String(item.status) : null;
}

/** The item row's id column written out with its table's name, so inside a subquery it cannot bind to the payment's own id. */
const qualifiedId = (table: PgTable) => sql`${sql.identifier(getTableName(table))}.${sql.identifier("id")}`;

/** How many captured payments an item row has: a correlated subquery for a select over the item's table. */
export const capturedPaymentCount = (type: PaymentType, table: PgTable): SQL<number> =>
  sql<number>`(select count(*)::int from ${payments} p where p.payment_for = ${type}
    and p.related_id = ${qualifiedId(table)} and p.status = 'captured')`;

/** Whether an item row has a captured payment: a correlated subquery for a select over the item's table. */
export const hasCapturedPayment = (type: PaymentType, table: PgTable): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${payments} p where p.payment_for = ${type}
    and p.related_id = ${qualifiedId(table)} and p.status = 'captured')`;

/** Whether the person has ever paid anything (a captured payment of any kind). */
export const hasPaidAnything = (userId: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${payments} where user_id = ${userId} and status = 'captured')`;

/** An item's captured payment (its gateway id, or its own number in demo mode, when it was captured, and its amount), or null. */
export async function capturedPaymentOf(
  db: Executor,
  type: PaymentType,
  itemId: number,
): Promise<{ paymentId: string; paidAt: Date; amountPaise: Paise } | null> {
  const [p] = await db
    .select({ id: payments.id, paymentId: payments.paymentId, paidAt: payments.updatedAt, amountPaise: payments.amountPaise })
    .from(payments)
    .where(sql`${payments.paymentFor} = ${type} and ${payments.relatedId} = ${itemId} and ${payments.status} = 'captured'`);
  return p ? { paymentId: p.paymentId ?? `#${p.id}`, paidAt: p.paidAt, amountPaise: p.amountPaise } : null;
}
