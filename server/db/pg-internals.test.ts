// This test exists to notice when the pg internals prepared-statements.ts relies on change (docs/decisions/private-library-internals.md).
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

/**
 * What the pool's preparing client (prepared-statements.ts) reads of pg beyond its public API: the
 * connection's map of statements it believes prepared (`connection.parsedStatements`) and its
 * `readyForQuery` event with the transaction status. Checked directly, so an upgrade of pg that renames or
 * reshapes either fails here by name, not somewhere downstream as a wrong answer.
 */
describe.skipIf(process.env.TEST_DB !== "postgres")("pg's internals the preparing client relies on", () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  afterAll(() => client.end());
  type Connection = { parsedStatements: Record<string, string>; on(event: "readyForQuery", fn: (msg: { status: string }) => void): void };
  const connection = () => (client as unknown as { connection: Connection }).connection;

  it("keeps the statements a connection parsed in connection.parsedStatements, by name, with their text", async () => {
    await client.connect();
    expect(typeof connection().parsedStatements).toBe("object");
    const text = "select $1::int + 1 as next";
    await client.query({ name: "internals_probe", text, values: [1] });
    expect(connection().parsedStatements.internals_probe).toBe(text);
    // Forgetting it there makes pg parse it again (the correction after a lost statement).
    delete connection().parsedStatements.internals_probe;
    await client.query("deallocate internals_probe");
    expect((await client.query({ name: "internals_probe", text, values: [41] })).rows).toEqual([{ next: 42 }]);
  });

  it("reports each ReadyForQuery's transaction status on the connection: idle, in a transaction, failed", async () => {
    const statuses: string[] = [];
    connection().on("readyForQuery", (msg) => statuses.push(msg.status));
    await client.query("begin");
    await client.query("select 1").catch(() => undefined);
    await client.query("select nonsense_column").catch(() => undefined);
    await client.query("rollback");
    expect(statuses).toEqual(["T", "T", "E", "I"]);
  });
});
