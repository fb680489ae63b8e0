import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import { OUTBOX_MAX_ATTEMPTS, outbox, type OutboxTopic } from "../../../shared/schema";
import { queryRows, type Db, type Executor } from "../../db/client";
import { isFailedQuery, loggable } from "../../db/db-errors";

export type OutboxRow = { id: number; topic: OutboxTopic; payload: Record<string, unknown>; attempts: number; dedupeKey: string | null };
/** Sends one message; `signal` aborts when the claim was lost, so the send should stop if it still can. */
export type Deliverer = (row: OutboxRow, signal: AbortSignal) => Promise<void>;
export type Deliverers = Partial<Record<OutboxTopic, Deliverer>>;
/** The few logger calls the worker makes (pino's shape); never given a recipient or content. */
export type OutboxLogger = Pick<Logger, "warn" | "error">;

/** How long a claim keeps other instances off a message; renewed every RENEW_MS while a send runs. */
const CLAIM = sql`interval '2 minutes'`;
const RENEW_MS = 30_000;
/** Tries (and the pause between them) at recording a delivery that succeeded. */
const RECORD_TRIES = 3;
const RECORD_PAUSE_MS = 500;

export type DeliverOptions = {
  batch?: number;
  logger?: OutboxLogger;
  /** Checked before each row: once true, the rest of the batch is handed back unsent. */
  stopping?: () => boolean;
  renewMs?: number;
};

/**
 * Queue a message in the caller's transaction: it exists if and only if the change commits. With a
 * key, a second message for the same event is dropped, so a replayed change can never send twice.
 * An e-mail gets a random Message-ID here, once, so ids (and .eml names) never repeat even after the
 * database was restored from a backup and its ids were handed out again. `userId` is the customer the
 * message is to or about: erasing them deletes it by that id.
 */
export async function enqueue(
  tx: Executor,
  topic: OutboxTopic,
  payload: Record<string, unknown>,
  dedupeKey?: string,
  userId?: number,
): Promise<void> {
  const stored = topic === "email" ? { ...payload, messageId: randomUUID() } : payload;
  await tx.insert(outbox).values({ topic, payload: stored, dedupeKey, userId }).onConflictDoNothing();
}

/** Backoff after the n-th failed attempt: 10 s, 20 s, 40 s ... capped at one hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 10 * 2 ** (attempts - 1));

type Claimed = OutboxRow & { claimToken: string };

/**
 * Claims due messages of the topics this instance can deliver (skipping ones another instance holds)
 * and delivers them one by one. Each claim gets a fresh token that nothing ever resets (unlike
 * `attempts`, which a staff retry sets back to 0), and every later update is conditional on it, so a
 * worker whose claim was lost can never release or mark another worker's. A message is sent only
 * while its claim is still this one's (checked just before sending, so one whose claim ran out while
 * it waited in the batch is left to whoever claimed it next), and the claim is renewed while the send
 * runs. A failure schedules the next attempt with backoff; after OUTBOX_MAX_ATTEMPTS the message stays
 * undelivered with its last error.
 */
export async function deliverDue(db: Db, deliverers: Deliverers, options: DeliverOptions = {}): Promise<number> {
  const { batch = 20, logger, stopping = () => false, renewMs = RENEW_MS } = options;
  const topics = (Object.keys(deliverers) as OutboxTopic[]).filter((t) => deliverers[t]);
  if (topics.length === 0) return 0;
  const claimed = await queryRows<Claimed>(
    db,
    sql`update outbox set locked_until = now() + ${CLAIM}, attempts = attempts + 1, claim_token = gen_random_uuid()
        where id in (
          select id from outbox
          where delivered_at is null and next_attempt_at <= now() and attempts < ${OUTBOX_MAX_ATTEMPTS}
            and (locked_until is null or locked_until < now())
            and topic in (${sql.join(
              topics.map((t) => sql`${t}`),
              sql`, `,
            )})
          order by id limit ${batch} for update skip locked)
        returning id, topic, payload, attempts, dedupe_key as "dedupeKey", claim_token as "claimToken"`,
  );
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const ours = and(eq(outbox.id, row.id), eq(outbox.claimToken, row.claimToken), isNull(outbox.deliveredAt));
    if (stopping()) {
      // Shutting down: hand the claim back at once, and the attempt that never ran is not counted.
      await db
        .update(outbox)
        .set({ lockedUntil: null, attempts: sql`${outbox.attempts} - 1` })
        .where(ours);
      continue;
    }
    if (!(await renew(db, ours))) continue;
    const outcome = await send(db, deliverers[row.topic]!, row, ours, renewMs);
    if (outcome === "lost") continue;
    if (outcome === "sent") await recordDelivered(db, row, ours, logger);
    else await recordFailure(db, row, ours, outcome.error, logger);
  }
  return claimed.length;
}

const renew = async (db: Db, ours: SQL | undefined) =>
  (
    await db
      .update(outbox)
      .set({ lockedUntil: sql`now() + ${CLAIM}` })
      .where(ours)
      .returning({ id: outbox.id })
  ).length > 0;

/**
 * Runs the send alone, apart from any bookkeeping, renewing the claim every `renewMs` meanwhile. A
 * renewal that finds the claim gone (a staff action, or another instance after a long stall) aborts
 * the send and leaves the message to its new holder.
 */
async function send(
  db: Db,
  deliver: Deliverer,
  row: OutboxRow,
  ours: SQL | undefined,
  renewMs: number,
): Promise<"sent" | "lost" | { error: unknown }> {
  const lost = new AbortController();
  const timer = setInterval(() => {
    renew(db, ours).then(
      (held) => held || lost.abort(new Error("claim lost")),
      () => {}, // a renewal that failed is tried again at the next tick
    );
  }, renewMs);
  try {
    await deliver(row, lost.signal);
    return lost.signal.aborted ? "lost" : "sent";
  } catch (error) {
    return lost.signal.aborted ? "lost" : { error };
  } finally {
    clearInterval(timer);
  }
}

/** A message that went out must never be sent again: recording it is retried, and only logged if it cannot be. */
async function recordDelivered(db: Db, row: OutboxRow, ours: SQL | undefined, logger?: OutboxLogger) {
  for (let tryNo = 1; ; tryNo++) {
    try {
      // The database's clock, which times the outbox's claims, retries and pruning (housekeeping.ts).
      await db
        .update(outbox)
        .set({ deliveredAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(ours);
      return;
    } catch (err) {
      if (tryNo >= RECORD_TRIES) {
        logger?.error(
          { ...about(row), err: messageOf(err) },
          "outbox message was sent but its delivery could not be recorded; it may be sent again",
        );
        return;
      }
      await sleep(RECORD_PAUSE_MS * tryNo);
    }
  }
}

async function recordFailure(db: Db, row: OutboxRow, ours: SQL | undefined, error: unknown, logger?: OutboxLogger) {
  const message = messageOf(error).slice(0, 500);
  logger?.warn({ ...about(row), err: message }, "outbox delivery failed");
  if (row.attempts >= OUTBOX_MAX_ATTEMPTS) logger?.error({ ...about(row), err: message }, "outbox message given up after the last attempt");
  try {
    await db
      .update(outbox)
      .set({ lockedUntil: null, lastError: message, nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})` })
      .where(ours);
  } catch (err) {
    // The claim runs out by itself and the message is tried again then.
    logger?.error({ ...about(row), err: messageOf(err) }, "outbox failure could not be recorded");
  }
}

/** What a log line may say about a message: never its recipient or content. */
const about = (row: OutboxRow) => ({
  outboxId: row.id,
  topic: row.topic,
  kind: typeof row.payload.kind === "string" ? row.payload.kind : undefined,
  attempts: row.attempts,
});
/** An error's message; for a failed query its cause's, never drizzle's wrapper (which quotes the query and its values). */
const messageOf = (e: unknown) =>
  String(isFailedQuery(e) ? (loggable(e).db as { message?: string }).message : ((e as Error)?.message ?? e));

/** Posts the loan copy form-encoded to the spreadsheet web hook; any non-2xx answer is a failure. */
export function loanWebhookDeliverer(url: string, timeoutMs = 10_000): Deliverer {
  return async (row, claimLost) => {
    const body = new URLSearchParams(
      Object.entries(row.payload).map(([k, v]): [string, string] => [
        k,
        v == null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v as string | number | boolean),
      ]),
    );
    const res = await fetch(url, { method: "POST", body, signal: AbortSignal.any([claimLost, AbortSignal.timeout(timeoutMs)]) });
    if (!res.ok) throw new Error(`web hook answered ${res.status}`);
  };
}

export type OutboxWorker = {
  /** Deliver now (after a request queued messages); a kick during a run makes the run go round once more. */
  kick(): void;
  /**
   * Stops polling; the rest of the batch in progress is handed back unsent, and this resolves once the
   * send under way (if any) has finished and been recorded, so none is cut off midway.
   */
  stop(): Promise<void>;
};

/** Polls every few seconds. Runs in every instance: claims never overlap. */
export function startOutboxWorker(db: Db, deliverers: Deliverers, logger: OutboxLogger, intervalMs = 5_000): OutboxWorker {
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
          while (!stopped && (await deliverDue(db, deliverers, { logger, stopping: () => stopped })) > 0);
        } while (again && !stopped);
      } catch (err) {
        logger.error({ err: messageOf(err) }, "outbox worker failed");
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
