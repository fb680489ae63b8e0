/* eslint-disable no-restricted-syntax, no-restricted-imports -- this test exists to notice when the PGlite and pg-protocol internals pglite-prepared.ts relies on change (docs/decisions/private-library-internals.md) */
import { PGlite } from "@electric-sql/pglite";
import { Parser } from "pg-protocol/dist/parser";
import { afterAll, describe, expect, it } from "vitest";

/**
 * What the embedded database's named statements (pglite-prepared.ts) use of PGlite and pg-protocol beyond
 * their public APIs: PGlite's `_checkReady`, `_runExclusiveQuery` and `_runExclusiveTransaction` (to take
 * the one session as query() does) and pg-protocol's `dist/parser` (to read the raw answer). Checked by
 * name and by behaviour, so an upgrade that changes them fails here.
 */
describe("PGlite and pg-protocol internals the embedded named statements rely on", () => {
  const db = new PGlite();
  afterAll(() => db.close());
  type Internals = {
    _checkReady(): Promise<void>;
    _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  };
  const internals = db as unknown as Internals;

  it("has the exclusive-run methods, and they run one thing at a time", async () => {
    await internals._checkReady();
    expect(typeof internals._runExclusiveQuery).toBe("function");
    expect(typeof internals._runExclusiveTransaction).toBe("function");
    const order: string[] = [];
    let release!: () => void;
    const held = internals._runExclusiveQuery(
      () =>
        new Promise<void>((resolve) => {
          order.push("first in");
          release = () => {
            order.push("first out");
            resolve();
          };
        }),
    );
    const second = internals._runExclusiveQuery(async () => {
      order.push("second");
    });
    await Promise.resolve();
    release();
    await Promise.all([held, second]);
    expect(order).toEqual(["first in", "first out", "second"]);
    // A transaction through the public API waits while an exclusive transaction run holds the session.
    const txOrder: string[] = [];
    let releaseTx: (() => void) | undefined;
    const exclusive = internals._runExclusiveTransaction(
      () =>
        new Promise<void>((resolve) => {
          releaseTx = () => {
            txOrder.push("exclusive");
            resolve();
          };
        }),
    );
    const viaPublicApi = db.transaction(async (tx) => {
      await tx.query("select 1");
      txOrder.push("public");
    });
    while (!releaseTx) await new Promise((turn) => setImmediate(turn));
    for (let i = 0; i < 5; i++) await new Promise((turn) => setImmediate(turn));
    expect(txOrder).toEqual([]);
    releaseTx();
    await Promise.all([exclusive, viaPublicApi]);
    expect(txOrder).toEqual(["exclusive", "public"]);
  });

  it("answers the raw protocol stream pg-protocol's Parser reads as node-postgres does", async () => {
    const { serialize } = await import("pg-protocol");
    const batch = Buffer.concat([
      serialize.parse({ name: "", text: "select $1::int * 2 as doubled", types: [] }),
      serialize.bind({ statement: "", values: ["21"] }),
      serialize.describe({ type: "P", name: "" }),
      serialize.execute(),
      serialize.sync(),
    ]);
    const names: string[] = [];
    const values: unknown[] = [];
    const parser = new Parser();
    await db.execProtocolRawStream(batch, {
      syncToFs: false,
      onRawData: (chunk: Uint8Array) =>
        parser.parse(Buffer.from(chunk), (msg: { name: string; fields?: unknown[] }) => {
          names.push(msg.name);
          if (msg.name === "dataRow") values.push(...(msg.fields ?? []));
        }),
    });
    expect(names).toEqual(["parseComplete", "bindComplete", "rowDescription", "dataRow", "commandComplete", "readyForQuery"]);
    expect(values).toEqual(["42"]);
  });
});
