import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { OUTBOX_MAX_ATTEMPTS } from "../../../shared/schema";
import { queryRows, type Database, type Db } from "../../db/client";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { deliverDue, enqueue, type Deliverer } from "./outbox.service";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await queryRows(database.db, sql`delete from outbox`);
});

const RECIPIENT = "customer@example.in";
async function queue(n = 1): Promise<number[]> {
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++)
      await enqueue(
        tx,
        "email",
        { to: RECIPIENT, kind: "payment_receipt", subject: "Payment receipt: ₹12,500", text: "t", html: "h" },
        `claims:${i}`,
      );
  });
  return (await queryRows<{ id: number }>(database.db, sql`select id from outbox order by id`)).map((r) => r.id);
}
type State = { id: number; attempts: number; delivered: boolean; held: boolean; last_error: string | null };
const states = () =>
  queryRows<State>(
    database.db,
    sql`select id, attempts, delivered_at is not null as delivered, coalesce(locked_until > now(), false) as held, last_error from outbox order by id`,
  );
const fakeLogger = () => ({ warn: vi.fn(), error: vi.fn() });

describe("claims while a send runs", () => {
  it("a claim that would run out during a slow send is renewed, so no other instance sends it too", async () => {
    const [id] = await queue();
    const sent: string[] = [];
    const slow: Deliverer = async () => {
      sent.push("slow");
      // The claim is about to run out; the renewals during the send must keep the other instance off.
      const [{ end }] = await queryRows<{ end: string }>(
        database.db,
        sql`update outbox set locked_until = now() + interval '40 milliseconds' where id = ${id} returning locked_until::text as "end"`,
      );
      // Wait until the database's clock is past that end and a renewal has carried the claim beyond it:
      // without the renewals, another instance could claim the message from here on.
      await expect
        .poll(
          () =>
            queryRows(
              database.db,
              sql`select now() > ${end}::timestamptz as past, locked_until > ${end}::timestamptz as renewed from outbox where id = ${id}`,
            ),
          { timeout: 10_000 },
        )
        .toEqual([{ past: true, renewed: true }]);
      expect(await deliverDue(database.db, { email: async () => void sent.push("other") })).toBe(0);
    };
    await deliverDue(database.db, { email: slow }, { renewMs: 10 });
    expect(sent).toEqual(["slow"]);
    expect(await states()).toMatchObject([{ id, attempts: 1, delivered: true, held: false }]);
  });

  it("a renewal that finds the claim gone aborts the send and leaves the message to its new holder", async () => {
    await queue();
    let aborted = false;
    const logger = fakeLogger();
    await deliverDue(
      database.db,
      {
        email: async (_row, claimLost) => {
          await queryRows(database.db, sql`update outbox set claim_token = gen_random_uuid()`);
          // A renewal may have seen the new token, and aborted, before this line runs.
          if (!claimLost.aborted) await new Promise<void>((resolve) => claimLost.addEventListener("abort", () => resolve()));
          aborted = true;
          throw claimLost.reason;
        },
      },
      { renewMs: 10, logger },
    );
    expect(aborted).toBe(true);
    // No bookkeeping: neither delivered nor a failure recorded, and the new holder's claim untouched.
    expect(await states()).toMatchObject([{ attempts: 1, delivered: false, held: true, last_error: null }]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("a stale worker cannot mark a claim taken after a staff retry reset the attempts", async () => {
    const [id] = await queue();
    let releaseOther!: () => void;
    let otherClaimed!: () => void;
    const claimedByOther = new Promise<void>((r) => (otherClaimed = r));
    let other: Promise<number> | undefined;
    await deliverDue(database.db, {
      email: async () => {
        // The stale worker's claim ran out, staff pressed "Retry now", and another instance claimed it.
        await queryRows(database.db, sql`update outbox set locked_until = null, attempts = 0, next_attempt_at = now() where id = ${id}`);
        other = deliverDue(database.db, {
          email: async () => {
            otherClaimed();
            await new Promise<void>((r) => (releaseOther = r));
          },
        });
        await claimedByOther;
        throw new Error("451 try again later");
      },
    });
    // Same attempts number (1) as the stale worker's claim, yet its failure touched nothing.
    expect(await states()).toMatchObject([{ id, attempts: 1, delivered: false, held: true, last_error: null }]);
    releaseOther();
    await other;
    expect(await states()).toMatchObject([{ id, attempts: 1, delivered: true, last_error: null }]);
  });
});

describe("stopping", () => {
  it("hands back the rest of the batch unsent, without counting an attempt", async () => {
    const [first, second, third] = await queue(3);
    let stopping = false;
    const sent: number[] = [];
    await deliverDue(database.db, { email: async (row) => void (sent.push(row.id), (stopping = true)) }, { stopping: () => stopping });
    expect(sent).toEqual([first]);
    expect(await states()).toMatchObject([
      { id: first, attempts: 1, delivered: true },
      { id: second, attempts: 0, delivered: false, held: false },
      { id: third, attempts: 0, delivered: false, held: false },
    ]);
  });
});

/** The database, except that recording a delivery fails the first `failures` times. */
function failingDeliveredUpdates(db: Db, failures: number): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "update") return Reflect.get(target, key, receiver);
      return (table: Parameters<Db["update"]>[0]) => {
        const builder = target.update(table);
        return new Proxy(builder, {
          get(b, k, r) {
            if (k !== "set") return Reflect.get(b, k, r);
            return (values: Record<string, unknown>) => {
              if ("deliveredAt" in values && failures-- > 0) throw new Error("connection reset");
              return b.set(values);
            };
          },
        });
      };
    },
  });
}

describe("bookkeeping after a send", () => {
  it("a delivery whose recording fails at first is retried and never rescheduled", async () => {
    await queue();
    const sends = vi.fn(async () => {});
    await deliverDue(failingDeliveredUpdates(database.db, 2), { email: sends });
    expect(sends).toHaveBeenCalledTimes(1);
    expect(await states()).toMatchObject([{ attempts: 1, delivered: true, last_error: null }]);
  });

  it("a delivery that cannot be recorded is logged, not turned into a failed attempt", async () => {
    await queue();
    const logger = fakeLogger();
    await deliverDue(failingDeliveredUpdates(database.db, 99), { email: async () => {} }, { logger });
    expect(await states()).toMatchObject([{ attempts: 1, delivered: false, last_error: null }]);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0][0]).toMatchObject({ topic: "email", kind: "payment_receipt", err: "connection reset" });
  });

  it("logs each failed attempt and the giving up, without recipient or content", async () => {
    const [id] = await queue();
    const logger = fakeLogger();
    const refuse = { email: async () => Promise.reject(new Error("550 mailbox unavailable")) };
    await deliverDue(database.db, refuse, { logger });
    expect(logger.warn).toHaveBeenCalledWith(
      { outboxId: id, topic: "email", kind: "payment_receipt", attempts: 1, err: "550 mailbox unavailable" },
      "outbox delivery failed",
    );
    expect(logger.error).not.toHaveBeenCalled();

    await queryRows(database.db, sql`update outbox set attempts = ${OUTBOX_MAX_ATTEMPTS - 1}, next_attempt_at = now()`);
    await deliverDue(database.db, refuse, { logger });
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: id, attempts: OUTBOX_MAX_ATTEMPTS }),
      expect.stringMatching(/given up/),
    );
    const logged = JSON.stringify([...logger.warn.mock.calls, ...logger.error.mock.calls]);
    for (const secret of [RECIPIENT, "12,500", "Payment receipt"]) expect(logged).not.toContain(secret);
  });
});
