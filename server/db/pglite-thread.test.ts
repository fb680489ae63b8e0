import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../shared/schema";
import { openDatabase, queryRows, type Database } from "./client";
import { PgliteThreadClient } from "./pglite-thread";
import { runMigrations } from "./migrate";

/** The embedded database as the server opens it: PGlite on a worker thread, behind the same drizzle API. */
let database: Database;
beforeAll(async () => {
  database = openDatabase({ inMemory: true, offThread: true });
  await runMigrations(database);
});
afterAll(() => database.close());

const account = (username: string) => ({ username, password: "x", email: `${username}@example.com`, fullName: "Thread Test" });

// The worker holds PGlite whatever TEST_DB says: once, in the embedded run, is enough.
describe.skipIf(process.env.TEST_DB === "postgres")("PGlite on a worker thread", () => {
  it("answers queries with the types drizzle maps (dates as Date, numbers, JSON)", async () => {
    const [row] = await database.db.insert(users).values(account("thread.one")).returning();
    expect(row.id).toBeGreaterThan(0);
    expect(row.createdAt).toBeInstanceOf(Date);
    const [raw] = await queryRows<{ n: number; j: { a: number[] } }>(database.db, sql`select 41 + 1 as n, '{"a":[1,2]}'::jsonb as j`);
    expect(raw).toEqual({ n: 42, j: { a: [1, 2] } });
  });

  it("commits a transaction, and rolls one back whole when it throws", async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(account("thread.kept"));
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(account("thread.gone"));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const names = await queryRows<{ username: string }>(database.db, sql`select username from users where username like 'thread.%' order by username`);
    expect(names.map((r) => r.username)).toEqual(["thread.kept", "thread.one"]);
  });

  it("hands PostgreSQL's error code over, as the error handler reads it", async () => {
    const err = await database.db
      .insert(users)
      .values(account("thread.one"))
      .then(() => null, (e: unknown) => e as { cause?: { code?: string; constraint?: string } });
    expect(err?.cause?.code).toBe("23505");
    expect(err?.cause?.constraint).toBe("users_username_lower_uq");
  });

  it("queues a query sent while a transaction is open behind it, as in-process PGlite does", async () => {
    let inside = false;
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`select 1`);
      inside = true;
      await new Promise((r) => setTimeout(r, 200));
      await t.insert(users).values(account("thread.queued"));
      inside = false;
    });
    await new Promise((r) => setTimeout(r, 50));
    const seen = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users where username = 'thread.queued'`);
    await tx;
    expect(inside).toBe(false);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it("dumps its data directory, which opens as a database with the same rows", async () => {
    const dump = await database.dumpDataDir!();
    const copy = openDatabase({ inMemory: true, loadDataDir: dump });
    try {
      const names = await queryRows<{ username: string }>(copy.db, sql`select username from users where username like 'thread.%' order by username`);
      expect(names.map((r) => r.username)).toEqual(["thread.kept", "thread.one", "thread.queued"]);
    } finally {
      await copy.close();
    }
  });

  it("says so when the thread dies on its own, and refuses queries from then on; a close is no crash", async () => {
    const crashes: string[] = [];
    const client = new PgliteThreadClient({}, (e) => crashes.push(e.message));
    await client.waitReady;
    expect((await client.query<{ n: number }>("select 1 as n")).rows).toEqual([{ n: 1 }]);
    // A value that cannot cross to the thread is refused at once instead of waiting for ever.
    await expect(client.query("select $1::text", [() => 1])).rejects.toThrow();
    await (client as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect.poll(() => crashes.length).toBe(1);
    expect(crashes[0]).toMatch(/embedded database is closed/);
    await expect(client.query("select 1")).rejects.toThrow(/embedded database is closed/);

    const calm: string[] = [];
    const other = new PgliteThreadClient({}, (e) => calm.push(e.message));
    await other.waitReady;
    await other.close();
    expect(calm).toEqual([]);
  });
});
