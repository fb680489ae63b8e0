import { and, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { OutboxMessageView } from "../../../shared/contracts/outbox";
import { OUTBOX_MAX_ATTEMPTS, outbox, type AdminOutboxQuery, type OutboxStatus, type OutboxTopic } from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import { withFields } from "../../db/row-view";
import { conflict, invalidTransition, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";

const STATUS_WHERE: Record<OutboxStatus, SQL> = {
  delivered: isNotNull(outbox.deliveredAt),
  failed: and(isNull(outbox.deliveredAt), gte(outbox.attempts, OUTBOX_MAX_ATTEMPTS))!,
  pending: and(isNull(outbox.deliveredAt), lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS))!,
};

/**
 * What staff may see of a message: where it goes and how delivery went. Only named, harmless fields
 * leave the database: an e-mail's recipient and kind (never its subject, which can name an amount or
 * a KYC outcome, nor its text); a loan copy's application id (never the applicant's details).
 */
const columns = {
  id: outbox.id,
  topic: sql<OutboxTopic>`${outbox.topic}`,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  nextAttemptAt: outbox.nextAttemptAt,
  deliveredAt: outbox.deliveredAt,
  // A worker's claim on it has not lapsed: judged by the database's clock, which set it and by which the workers claim.
  claimed: sql<boolean>`coalesce(${outbox.lockedUntil} > now(), false)`,
  emailTo: sql<string | null>`${outbox.payload}->>'to'`,
  emailKind: sql<string | null>`${outbox.payload}->>'kind'`,
  applicationId: sql<number | null>`(${outbox.payload}->>'applicationId')::int`,
};
const selectMessages = (db: Executor) => db.select(columns).from(outbox);
type Row = Awaited<ReturnType<typeof selectMessages>>[number];

function toView(r: Row): OutboxMessageView {
  const status: OutboxStatus = r.deliveredAt ? "delivered" : r.attempts >= OUTBOX_MAX_ATTEMPTS ? "failed" : "pending";
  const delivery = {
    id: r.id,
    status,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt,
    nextAttemptAt: r.nextAttemptAt,
    deliveredAt: r.deliveredAt,
  };
  return r.topic === "email"
    ? withFields(delivery, { topic: r.topic, recipient: r.emailTo ?? "", payload: { kind: r.emailKind } })
    : withFields(delivery, { topic: r.topic, recipient: "Loan spreadsheet web hook", payload: { applicationId: r.applicationId } });
}

/** Staff list: newest first, optionally one status only. */
export async function listOutbox(
  db: Db,
  { status, page, pageSize }: AdminOutboxQuery,
): Promise<{ items: OutboxMessageView[]; total: number }> {
  const where = status ? STATUS_WHERE[status] : undefined;
  const [rows, [{ total }]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(outbox)
      .where(where),
  ]);
  return { items: rows.map(toView), total };
}

async function lockedMessage(tx: Executor, id: number) {
  const [row] = await selectMessages(tx).where(eq(outbox.id, id)).for("update");
  if (!row) throw notFound("Message not found");
  return row;
}

/**
 * Sends an undelivered message again now, with a fresh set of attempts (e.g. after the mail server
 * was fixed). A delivered message is never sent twice, and one being sent right now is left alone.
 * The claim (locked_until, claim_token) is not touched: a worker still holding a lapsed claim finds
 * its token gone only when another worker claims the message, never because of a retry.
 */
export async function retryOutboxMessage(db: Db, id: number, ctx: RequestContext): Promise<OutboxMessageView> {
  return db.transaction(async (tx) => {
    const current = await lockedMessage(tx, id);
    if (current.deliveredAt) throw invalidTransition("This message was already delivered. It is never sent twice.");
    if (current.claimed) throw conflict("This message is being sent right now. Look again in a minute.");
    await tx
      .update(outbox)
      .set({ attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
      .where(eq(outbox.id, id));
    await writeAudit(tx, ctx, {
      actionType: "retry_outbox_message",
      entityType: "outbox",
      entityId: id,
      // A mail server's error can quote the recipient's address: it is kept as the customer's data.
      subjectId: (await tx.select({ userId: outbox.userId }).from(outbox).where(eq(outbox.id, id)))[0]?.userId ?? null,
      oldValue: { attempts: current.attempts, nextAttemptAt: current.nextAttemptAt },
      newValue: { attempts: 0 },
      personal: { oldValue: current.lastError ? { lastError: current.lastError } : null },
      description: `Outbox ${current.topic === "email" ? `e-mail (${current.emailKind})` : current.topic} #${id} queued to be sent again`,
    });
    return toView(await lockedMessage(tx, id));
  });
}
