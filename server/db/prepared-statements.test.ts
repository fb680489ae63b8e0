import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_PREPARED, PREPARE_AFTER, StatementNames, preparingClient } from "./prepared-statements";

describe("StatementNames", () => {
  it("names a text from its third sighting on, always the same name, and distinct texts apart", () => {
    const names = new StatementNames();
    expect(PREPARE_AFTER).toBe(3);
    expect(names.nameFor("select $1")).toBeUndefined();
    expect(names.nameFor("select $1")).toBeUndefined();
    const name = names.nameFor("select $1");
    expect(name).toMatch(/^gs_\d+$/);
    expect(names.nameFor("select $1")).toBe(name);
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

// Against the real server: the statement is prepared on the connection, and a statement the server
// lost (deallocated behind the client's back) is parsed again after one failure instead of for ever.
describe.skipIf(process.env.TEST_DB !== "postgres")("the pool's preparing client on PostgreSQL", () => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, Client: preparingClient(new StatementNames()) });
  afterAll(() => pool.end());

  const TEXT = "select $1::int * 2 as doubled";
  const prepared = async () =>
    (await pool.query<{ name: string }>("select name from pg_prepared_statements where statement = $1", [TEXT])).rows.map((r) => r.name);

  it("runs a repeated parameterised query as a named statement with the same answers", async () => {
    for (let i = 1; i <= 6; i++) expect((await pool.query(TEXT, [i])).rows).toEqual([{ doubled: 2 * i }]);
    expect((await pool.query({ text: TEXT, values: [21] })).rows).toEqual([{ doubled: 42 }]);
    expect(await prepared()).toEqual([expect.stringMatching(/^gs_\d+$/)]);
    // Queries without parameters (simple protocol) are left alone.
    for (let i = 0; i < 4; i++) await pool.query("select 1 as one");
    expect((await pool.query("select count(*)::int as n from pg_prepared_statements where statement = 'select 1 as one'")).rows[0].n).toBe(0);
  });

  it("recovers when the server no longer has the statement", async () => {
    const [name] = await prepared();
    await pool.query(`deallocate ${name}`);
    await expect(pool.query(TEXT, [1])).rejects.toMatchObject({ code: "26000" });
    expect((await pool.query(TEXT, [5])).rows).toEqual([{ doubled: 10 }]);
    expect(await prepared()).toEqual([name]);
  });
});
