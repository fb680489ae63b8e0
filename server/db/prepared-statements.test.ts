import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { preparingClient } from "./prepared-statements";
import { MAX_PREPARED, PREPARE_AFTER, StatementNames, statementName } from "./statement-names";

describe("StatementNames", () => {
  it("names a text from its third sighting on, always the same name, and distinct texts apart", () => {
    const names = new StatementNames();
    expect(PREPARE_AFTER).toBe(3);
    expect(names.nameFor("select $1")).toBeUndefined();
    expect(names.nameFor("select $1")).toBeUndefined();
    const name = names.nameFor("select $1");
    expect(name).toMatch(/^gs_[0-9a-f]{20}$/);
    expect(names.nameFor("select $1")).toBe(name);
    // From the text alone: another instance (through a shared pooler connection) names it the same.
    expect(name).toBe(statementName("select $1"));
    for (let i = 0; i < 3; i++) names.nameFor("select $1 + 1");
    expect(names.nameFor("select $1 + 1")).not.toBe(name);
    expect(names.size).toBe(2);
  });

  it("prepares no more than its limit: later texts run unnamed, earlier ones keep their names", () => {
    const names = new StatementNames(1, 2);
    const a = names.nameFor("a");
    const b = names.nameFor("b");
    expect([a, b].every(Boolean)).toBe(true);
    expect(names.nameFor("c")).toBeUndefined();
    expect(names.nameFor("a")).toBe(a);
    expect(names.size).toBe(2);
    expect(MAX_PREPARED).toBeGreaterThanOrEqual(100);
  });
});

// Against the real server: the statement is prepared on the connection, and when the server's
// statements are not what the connection believes, the query is corrected and answered all the same.
describe.skipIf(process.env.TEST_DB !== "postgres")("the pool's preparing client on PostgreSQL", () => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, Client: preparingClient(new StatementNames()) });
  afterAll(() => pool.end());

  const TEXT = "select $1::int * 2 as doubled";
  const NAME = statementName(TEXT);
  const prepared = async (text = TEXT) =>
    (await pool.query<{ name: string }>("select name from pg_prepared_statements where statement = $1", [text])).rows.map((r) => r.name);

  it("runs a repeated parameterised query as a named statement with the same answers", async () => {
    for (let i = 1; i <= 6; i++) expect((await pool.query(TEXT, [i])).rows).toEqual([{ doubled: 2 * i }]);
    expect((await pool.query({ text: TEXT, values: [21] })).rows).toEqual([{ doubled: 42 }]);
    expect(await prepared()).toEqual([NAME]);
    // Queries without parameters (simple protocol) are left alone.
    for (let i = 0; i < 4; i++) await pool.query("select 1 as one");
    expect((await pool.query("select count(*)::int as n from pg_prepared_statements where statement = 'select 1 as one'")).rows[0].n).toBe(
      0,
    );
  });

  it("names an empty-named query (drizzle's .prepare(\"\")) by the same policy, and leaves a query's own name alone", async () => {
    const text = "select $1::int + 7 as sum";
    for (let i = 1; i <= 4; i++) expect((await pool.query({ name: "", text, values: [i] })).rows).toEqual([{ sum: i + 7 }]);
    expect(await prepared(text)).toEqual([statementName(text)]);

    const own = "select $1::int - 7 as difference";
    for (let i = 1; i <= 4; i++)
      expect((await pool.query({ name: "my_statement", text: own, values: [i] })).rows).toEqual([{ difference: i - 7 }]);
    expect(await prepared(own)).toEqual(["my_statement"]);
  });

  it("answers when the server lost the statement, and when it already had it (a pooler's connection)", async () => {
    await pool.query(`deallocate ${NAME}`);
    expect((await pool.query(TEXT, [5])).rows).toEqual([{ doubled: 10 }]);
    expect(await prepared()).toEqual([NAME]);

    // Prepared under the same name by someone else on this connection, unknown to this client.
    const other = "select $1::int + 100 as plus";
    const fresh = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, Client: preparingClient(new StatementNames()) });
    try {
      await fresh.query(`prepare ${statementName(other)} as ${other}`);
      for (let i = 0; i < 4; i++) expect((await fresh.query(other, [i])).rows).toEqual([{ plus: 100 + i }]);
    } finally {
      await fresh.end();
    }
  });

  /** One connection of the pool with a temporary table on it (a temporary table lives on one connection), dropped after. */
  const withTable = async (table: string, columns: string, values: string, fn: (client: pg.PoolClient) => Promise<void>) => {
    const client = await pool.connect();
    try {
      await client.query(`create temporary table ${table} (${columns})`);
      await client.query(`insert into ${table} values ${values}`);
      await fn(client);
    } finally {
      await client.query(`drop table if exists ${table}`);
      client.release();
    }
  };

  it("answers after a migration changed a column it returns", () =>
    withTable("widths", "w int", "(7)", async (client) => {
      const text = "select w from widths where w = $1";
      for (let i = 0; i < 4; i++) expect((await client.query(text, [7])).rows).toEqual([{ w: 7 }]);
      await client.query("alter table widths alter column w type bigint");
      expect((await client.query(text, [7])).rows).toEqual([{ w: "7" }]); // int8 comes back as text
      expect((await client.query(text, [7])).rows).toEqual([{ w: "7" }]);
      // Met inside a transaction, the failure is the transaction's; the statement is mended after it.
      await client.query("alter table widths alter column w type int");
      await client.query("begin");
      await expect(client.query(text, [7])).rejects.toMatchObject({ code: "0A000" });
      await client.query("rollback");
      expect((await client.query(text, [7])).rows).toEqual([{ w: 7 }]);
    }));

  it("answers after a migration changed the type of a column a parameter meets", () =>
    withTable("codes", "code int, label text", "(2, 'two')", async (client) => {
      const text = "select label from codes where code = $1";
      for (let i = 0; i < 4; i++) expect((await client.query(text, ["2"])).rows).toEqual([{ label: "two" }]);
      // Prepared with $1 an integer; unnamed, the text would now take $1 as text.
      await client.query("alter table codes alter column code type text");
      expect((await client.query(text, ["2"])).rows).toEqual([{ label: "two" }]);
      expect((await client.query(text, ["2"])).rows).toEqual([{ label: "two" }]);
    }));

  it("leaves a failure inside a transaction to the transaction", async () => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query(`deallocate ${NAME}`);
      await expect(client.query(TEXT, [1])).rejects.toMatchObject({ code: "26000" });
      await client.query("rollback");
      expect((await client.query(TEXT, [2])).rows).toEqual([{ doubled: 4 }]);
    } finally {
      client.release();
    }
  });

  it("passes query objects (cursors, streams) through untouched", async () => {
    const client = await pool.connect();
    try {
      const rows: unknown[] = [];
      await new Promise<void>((resolve, reject) => {
        const q = client.query(new pg.Query(TEXT, [41]));
        q.on("row", (row: unknown) => rows.push(row));
        q.on("end", () => resolve());
        q.on("error", reject);
      });
      expect(rows).toEqual([{ doubled: 82 }]);
    } finally {
      client.release();
    }
  });
});
