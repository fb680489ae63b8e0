import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../../shared/schema";
import { openDatabase, queryRows, type Database } from "../client";
import { PgliteThreadClient } from "./pglite-thread";
import { runMigrations } from "../migrate";
import { PREPARE_AFTER } from "../statement-names";

/** The embedded database as the server opens it: PGlite on a worker thread, behind the same drizzle API. */
let database: Database;
beforeAll(async () => {
  database = openDatabase({ inMemory: true, offThread: true });
  await runMigrations(database);
});
afterAll(() => database.close());

const account = (username: string) => ({ username, password: "x", email: `${username}@example.com`, fullName: "Thread Test" });

/**
 * Resolves once a query from outside any transaction that `matches` is handed to the thread. The client
 * posts it to the worker within that call, and the worker takes messages in the order they were posted,
 * so whatever a transaction sends after this resolves reaches the thread behind that query.
 */
function handedToThread(matches: (text: string, params: unknown[]) => boolean): Promise<void> {
  const query = PgliteThreadClient.prototype.query;
  return new Promise((resolve) => {
    const spy = vi.spyOn(PgliteThreadClient.prototype, "query").mockImplementation(function (
      this: PgliteThreadClient,
      ...args: Parameters<typeof query>
    ) {
      const answer = query.apply(this, args);
      if (matches(args[0], args[1] ?? [])) {
        spy.mockRestore();
        resolve();
      }
      return answer;
    });
  });
}

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
    const names = await queryRows<{ username: string }>(
      database.db,
      sql`select username from users where username like 'thread.%' order by username`,
    );
    expect(names.map((r) => r.username)).toEqual(["thread.kept", "thread.one"]);
  });

  it("hands PostgreSQL's error code over, as the error handler reads it", async () => {
    const err = await database.db
      .insert(users)
      .values(account("thread.one"))
      .then(
        () => null,
        (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
      );
    expect(err?.cause?.code).toBe("23505");
    expect(err?.cause?.constraint).toBe("users_username_lower_uq");
  });

  it("queues a query sent while a transaction is open behind it, as in-process PGlite does", async () => {
    let inside = false;
    let opened!: () => void;
    const open = new Promise<void>((r) => (opened = r));
    const outsideSent = handedToThread((text) => text.includes("thread.queued"));
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`select 1`);
      inside = true;
      opened();
      // The query from outside is with the thread before this transaction writes: it must wait for the
      // commit, and so count the row, rather than slip in ahead of the insert.
      await outsideSent;
      await t.insert(users).values(account("thread.queued"));
      inside = false;
    });
    await open;
    const seen = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users where username = 'thread.queued'`);
    await tx;
    expect(inside).toBe(false);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it("prepares a statement sent again and again, and answers it the same (types, nulls, JSON)", async () => {
    const ask = (n: number, at: Date, j: unknown, t: string | null) =>
      queryRows<{ n: number; at: Date; j: unknown; t: string | null }>(
        database.db,
        sql`select ${n}::int + 1 as n, ${at.toISOString()}::timestamptz as at, ${JSON.stringify(j)}::jsonb as j, ${t}::text as t`,
      );
    for (let i = 0; i < PREPARE_AFTER + 3; i++) {
      const at = new Date(Date.UTC(2026, 0, 1 + i));
      const [row] = await ask(i, at, { i, list: [i, "x"] }, i % 2 ? null : `text ${i}`);
      expect(row).toEqual({
        n: i + 1,
        at: at.toISOString().replace("T", " ").replace(".000Z", "+00"),
        j: { i, list: [i, "x"] },
        t: i % 2 ? null : `text ${i}`,
      });
    }
    const prepared = await queryRows<{ name: string }>(
      database.db,
      sql`select name from pg_prepared_statements where statement like 'select $1::int + 1 as n%'`,
    );
    expect(prepared.map((p) => p.name)).toEqual([expect.stringMatching(/^gs_[0-9a-f]{20}$/)]);
  });

  it("runs prepared statements inside a transaction, and rolls their writes back with it", async () => {
    const named = (username: string) =>
      queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users where username = ${username}`);
    for (let i = 0; i < PREPARE_AFTER; i++) await named("thread.prepared");
    await expect(
      database.db.transaction(async (tx) => {
        for (let i = 0; i < PREPARE_AFTER + 1; i++)
          await tx.execute(
            sql`insert into users (username, password, email, full_name) values (${`thread.tx${i}`}, 'x', ${`tx${i}@example.com`}, 'Tx')`,
          );
        expect(await queryRows(tx, sql`select count(*)::int as n from users where username = ${"thread.tx3"}`)).toEqual([{ n: 1 }]);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await named("thread.tx3")).toEqual([{ n: 0 }]);
  });

  it("answers a prepared statement's error, and runs it again afterwards", async () => {
    const asInt = (v: string) => queryRows<{ v: number }>(database.db, sql`select ${v}::int as v`);
    for (let i = 0; i < PREPARE_AFTER; i++) expect(await asInt(String(i))).toEqual([{ v: i }]);
    const err = await asInt("not a number").then(
      () => null,
      (e: { cause?: { code?: string } }) => e,
    );
    expect(err?.cause?.code).toBe("22P02");
    expect(await asInt("7")).toEqual([{ v: 7 }]);
  });

  it("answers drizzle's selects (rows as arrays) prepared as unprepared, and large answers whole", async () => {
    const find = () => database.db.select().from(users).where(eq(users.username, "thread.one"));
    const [first] = await find();
    for (let i = 0; i < PREPARE_AFTER + 1; i++) expect(await find()).toEqual([first]);
    expect(first.createdAt).toBeInstanceOf(Date);
    // About 5 MB: PGlite hands it over in many pieces.
    const many = () =>
      queryRows<{ n: number; pad: string }>(database.db, sql`select n, repeat('x', 1000) as pad from generate_series(1, ${5000}::int) n`);
    for (let i = 0; i < PREPARE_AFTER + 1; i++) {
      const rows = await many();
      expect(rows).toHaveLength(5000);
      expect(rows[4999]).toEqual({ n: 5000, pad: "x".repeat(1000) });
    }
  });

  it("answers an error that comes after rows were sent, and runs the statement again afterwards", async () => {
    const divide = (at: number) =>
      queryRows<{ v: number }>(database.db, sql`select 1000 / (n - ${at}) as v from generate_series(1, 1000) n`);
    for (let i = 0; i < PREPARE_AFTER + 1; i++) {
      const err = await divide(500).then(
        () => null,
        (e: { cause?: { code?: string } }) => e,
      );
      expect(err?.cause?.code).toBe("22012");
    }
    const rows = await divide(2000);
    expect(rows).toHaveLength(1000);
    expect(rows[0]).toEqual({ v: 0 });
  });

  it("queues a prepared statement sent while a transaction is open behind it, unseen by its rolled-back rows", async () => {
    const count = (username: string) =>
      queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users where username = ${username}`);
    for (let i = 0; i < PREPARE_AFTER; i++) await count("thread.behind");
    let seen: { n: number }[] | undefined;
    const outsideSent = handedToThread((_text, params) => params.includes("thread.behind"));
    const tx = database.db.transaction(async (t) => {
      await t.insert(users).values(account("thread.behind"));
      const outside = count("thread.behind").then((r) => (seen = r));
      await outsideSent;
      // A round trip of this transaction's own, sent after the outside query: the thread has taken that
      // query by the time this answers, yet holds it until the transaction ends.
      await t.execute(sql`select 1`);
      expect(seen).toBeUndefined();
      void outside;
      throw new Error("roll back");
    });
    await expect(tx).rejects.toThrow("roll back");
    await expect.poll(() => seen).toEqual([{ n: 0 }]);
  });

  it("prepares a statement again when a migration changed what it returns, or a column a parameter meets", async () => {
    await database.db.execute(sql`create table thread_changes (a int, b int)`);
    await database.db.execute(sql`insert into thread_changes values (1, 2)`);
    const read = () => queryRows<{ a: unknown }>(database.db, sql`select * from thread_changes where ${1} = 1`);
    for (let i = 0; i < PREPARE_AFTER + 1; i++) expect(await read()).toEqual([{ a: 1, b: 2 }]);
    await database.db.execute(sql`alter table thread_changes alter column a type text`);
    expect(await read()).toEqual([{ a: "1", b: 2 }]);
    expect(await read()).toEqual([{ a: "1", b: 2 }]);
    const byB = (b: number) => queryRows<{ a: unknown }>(database.db, sql`select a from thread_changes where b = ${b}`);
    for (let i = 0; i < PREPARE_AFTER + 1; i++) expect(await byB(2)).toEqual([{ a: "1" }]);
    await database.db.execute(sql`alter table thread_changes alter column b type text`);
    expect(await queryRows(database.db, sql`select a from thread_changes where b = ${"2"}`)).toEqual([{ a: "1" }]);
    // The statement prepared with b an integer: its parameter type no longer fits, so it is prepared afresh.
    expect(
      await byB(2).then(
        () => "answered",
        (e: { cause?: { code?: string } }) => e.cause?.code,
      ),
    ).toBe("answered");
  });

  it("dumps its data directory, which opens as a database with the same rows", async () => {
    const dump = await database.embedded!.dumpDataDir();
    const copy = openDatabase({ inMemory: true, loadDataDir: dump });
    try {
      const names = await queryRows<{ username: string }>(
        copy.db,
        sql`select username from users where username like 'thread.%' order by username`,
      );
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
