import { and, eq, sql } from "drizzle-orm";
import { OUTBOX_MAX_ATTEMPTS, outbox, type OutboxTopic } from "../../../shared/schema";
import { queryRows, type Db, type Executor } from "../../db/client";

export type OutboxRow = { id: number; topic: OutboxTopic; payload: Record<string, unknown>; attempts: number; dedupeKey: string | null };
export type Deliverer = (row: OutboxRow) => Promise<void>;
export type Deliverers = Partial<Record<OutboxTopic, Deliverer>>;

/** How long a claim keeps other instances off a message; every deliverer gives up well within it. */
const CLAIM = sql`interval '2 minutes'`;

/**
 * Queue a message in the caller's transaction: it exists if and only if the change commits. With a
 * key, a second message for the same event is dropped, so a replayed change can never send twice.
 */
export async function enqueue(tx: Executor, topic: OutboxTopic, payload: Record<string, unknown>, dedupeKey?: string): Promise<void> {
  await tx.insert(outbox).values({ topic, payload, dedupeKey }).onConflictDoNothing();
}

/** Backoff after the n-th failed attempt: 10 s, 20 s, 40 s ... capped at one hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 10 * 2 ** (attempts - 1));

/**
 * Claims due messages of the topics this instance can deliver (skipping ones another instance holds)
 * and delivers them one by one. `attempts` doubles as the claim's token: a message is sent only while
 * its claim is still this one's, renewed just before sending, so a message whose claim ran out while
 * it waited in the batch (and went to another instance) is left alone. A failure schedules the next
 * attempt with backoff; after OUTBOX_MAX_ATTEMPTS the message stays undelivered with its last error.
 */
export async function deliverDue(db: Db, deliverers: Deliverers, batch = 20): Promise<number> {
  const topics = (Object.keys(deliverers) as OutboxTopic[]).filter((t) => deliverers[t]);
  if (topics.length === 0) return 0;
  const claimed = await queryRows<OutboxRow>(
    db,
    sql`update outbox set locked_until = now() + ${CLAIM}, attempts = attempts + 1
        where id in (
          select id from outbox
          where delivered_at is null and next_attempt_at <= now() and attempts < ${OUTBOX_MAX_ATTEMPTS}
            and (locked_until is null or locked_until < now())
            and topic in (${sql.join(topics.map((t) => sql`${t}`), sql`, `)})
          order by id limit ${batch} for update skip locked)
        returning id, topic, payload, attempts, dedupe_key as "dedupeKey"`,
  );
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const ours = and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), sql`${outbox.deliveredAt} is null`);
    const [held] = await db.update(outbox).set({ lockedUntil: sql`now() + ${CLAIM}` }).where(ours).returning({ id: outbox.id });
    if (!held) continue;
    try {
      await deliverers[row.topic]!(row);
      await db.update(outbox).set({ deliveredAt: new Date(), lockedUntil: null, lastError: null }).where(ours);
    } catch (e) {
      await db
        .update(outbox)
        .set({
          lockedUntil: null,
          lastError: String((e as Error).message ?? e).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
        })
        .where(ours);
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

export type OutboxWorker = {
  /** Deliver now (after a request queued messages); a kick during a run makes the run go round once more. */
  kick(): void;
  /** Stops polling; resolves when the batch in progress (if any) has finished, so no send is cut off midway. */
  stop(): Promise<void>;
};

/** Polls every few seconds. Runs in every instance: claims never overlap. */
export function startOutboxWorker(db: Db, deliverers: Deliverers, onError: (e: unknown) => void, intervalMs = 5_000): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await deliverDue(db, deliverers)) > 0);
        } while (again && !stopped);
      } catch (e) {
        onError(e);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    kick: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
