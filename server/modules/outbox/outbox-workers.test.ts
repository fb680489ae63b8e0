import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type Database, type Db } from "../../db/client";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { deliverDue, enqueue, type Deliverer } from "./outbox.service";

/**
 * Two app instances on one database: on PostgreSQL each has its own connection pool, as separate
 * processes would; on embedded PGlite (one process by design) they share the handle.
 */
let first: Database & { url?: string };
let second: Database;
beforeAll(async () => {
  first = await openTestDatabase();
  second = first.url ? openDatabase({ databaseUrl: first.url, poolSize: 5 }) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});
beforeEach(async () => {
  await queryRows(first.db, sql`delete from outbox`);
});

async function queue(n: number): Promise<number[]> {
  await first.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++)
      await enqueue(
        tx,
        "email",
        { to: `customer${i}@example.in`, kind: "loan_submitted", subject: "s", text: "t", html: "h" },
        `test:${i}`,
      );
  });
  return (await queryRows<{ id: number }>(first.db, sql`select id from outbox order by id`)).map((r) => r.id);
}

/** One instance's worker: drains whatever it can claim, a few at a time, as the real loop does. */
async function drain(db: Db, deliver: Deliverer) {
  while ((await deliverDue(db, { email: deliver }, { batch: 5 })) > 0);
}

describe("several instances delivering from one outbox", () => {
  it("never send the same message twice, and between them send every one", async () => {
    const ids = await queue(60);
    const sent: { worker: string; id: number }[] = [];
    const worker =
      (name: string): Deliverer =>
      async (row) => {
        sent.push({ worker: name, id: row.id });
        // A slow mail server: the other worker's claims interleave with this one's sends.
        await sleep(Math.random() * 4);
      };
    await Promise.all([drain(first.db, worker("a")), drain(second.db, worker("b")), drain(second.db, worker("c"))]);

    expect(sent.map((s) => s.id).sort((x, y) => x - y)).toEqual(ids);
    if (second !== first) expect(new Set(sent.map((s) => s.worker)).size).toBeGreaterThan(1);
    const rows = await queryRows<{ attempts: number; delivered: boolean }>(
      first.db,
      sql`select attempts, delivered_at is not null as delivered from outbox`,
    );
    expect(rows.every((r) => r.delivered && r.attempts === 1)).toBe(true);
  });

  it("a message whose claim ran out while it waited in a batch is left to the instance that claimed it next", async () => {
    const [one, two] = await queue(2);
    const sent: { worker: string; id: number }[] = [];
    await deliverDue(
      first.db,
      {
        email: async (row) => {
          sent.push({ worker: "slow", id: row.id });
          if (row.id !== one) return;
          // While the slow instance is busy with the first message, its claim on the second runs out
          // and the other instance claims and sends it.
          await queryRows(first.db, sql`update outbox set locked_until = now() - interval '1 second' where id = ${two}`);
          await drain(second.db, async (r) => {
            sent.push({ worker: "other", id: r.id });
          });
        },
      },
      { batch: 5 },
    );
    expect(sent).toEqual([
      { worker: "slow", id: one },
      { worker: "other", id: two },
    ]);
    const rows = await queryRows<{ id: number; delivered: boolean }>(
      first.db,
      sql`select id, delivered_at is not null as delivered from outbox order by id`,
    );
    expect(rows).toEqual([
      { id: one, delivered: true },
      { id: two, delivered: true },
    ]);
  });

  it("keeps one message per event key", async () => {
    await queue(2);
    await queue(2);
    expect(await queryRows(first.db, sql`select 1 from outbox`)).toHaveLength(2);
  });

  it("claims only the topics an instance can deliver", async () => {
    await queue(1);
    await first.db.transaction((tx) => enqueue(tx, "loan_webhook", { applicationId: 1 }));
    const seen: string[] = [];
    expect(await deliverDue(first.db, { loan_webhook: async (row) => void seen.push(row.topic) })).toBe(1);
    expect(seen).toEqual(["loan_webhook"]);
    const [email] = await queryRows<{ attempts: number }>(first.db, sql`select attempts from outbox where topic = 'email'`);
    expect(email.attempts).toBe(0);
  });
});
