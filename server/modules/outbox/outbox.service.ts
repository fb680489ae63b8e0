import { eq, sql } from "drizzle-orm";
import { outbox } from "../../../shared/schema";
import { queryRows, type Db, type Executor } from "../../db/client";

export const MAX_ATTEMPTS = 10;
export type OutboxTopic = "loan_webhook";
type Row = { id: number; topic: OutboxTopic; payload: Record<string, unknown>; attempts: number };
export type Deliverer = (row: Row) => Promise<void>;

/** Queue a message in the caller's transaction: it exists if and only if the change commits. */
export async function enqueue(tx: Executor, topic: OutboxTopic, payload: Record<string, unknown>): Promise<void> {
  await tx.insert(outbox).values({ topic, payload });
}

/** Backoff after the n-th failed attempt: 10 s, 20 s, 40 s ... capped at one hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 10 * 2 ** (attempts - 1));

/**
 * Claims due messages (skipping ones another instance holds) and delivers them. A failure schedules
 * the next attempt with backoff; after MAX_ATTEMPTS the message stays undelivered with its last error.
 */
export async function deliverDue(db: Db, deliverers: Partial<Record<OutboxTopic, Deliverer>>, batch = 20): Promise<number> {
  const claimed = await queryRows<Row>(
    db,
    sql`update outbox set locked_until = now() + interval '2 minutes', attempts = attempts + 1
        where id in (
          select id from outbox
          where delivered_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
            and (locked_until is null or locked_until < now())
          order by id limit ${batch} for update skip locked)
        returning id, topic, payload, attempts`,
  );
  for (const row of claimed) {
    const deliver = deliverers[row.topic];
    try {
      if (!deliver) throw new Error(`no deliverer configured for ${row.topic}`);
      await deliver(row);
      await db.update(outbox).set({ deliveredAt: new Date(), lockedUntil: null, lastError: null }).where(eq(outbox.id, row.id));
    } catch (e) {
      await db
        .update(outbox)
        .set({
          lockedUntil: null,
          lastError: String((e as Error).message ?? e).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
        })
        .where(eq(outbox.id, row.id));
    }
  }
  return claimed.length;
}

/** Posts the loan copy form-encoded to the spreadsheet web hook; any non-2xx answer is a failure. */
export function loanWebhookDeliverer(url: string, timeoutMs = 10_000): Deliverer {
  return async (row) => {
    const body = new URLSearchParams(Object.entries(row.payload).map(([k, v]) => [k, v == null ? "" : String(v)]));
    const res = await fetch(url, { method: "POST", body, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`web hook answered ${res.status}`);
  };
}

/** Polls every few seconds; returns a stop function. Runs in every instance: claims never overlap. */
export function startOutboxWorker(db: Db, deliverers: Partial<Record<OutboxTopic, Deliverer>>, onError: (e: unknown) => void, intervalMs = 5_000) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      while ((await deliverDue(db, deliverers)) > 0);
    } catch (e) {
      onError(e);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
