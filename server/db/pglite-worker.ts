/**
 * The embedded database on a thread of its own: PGlite runs its queries synchronously, so on the
 * main thread every query stopped every request behind it. The main thread talks to this worker
 * through PgliteThreadClient (pglite-thread.ts), one message per query and per transaction step.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ThreadReply, ThreadRequest, ThreadStart } from "./pglite-thread";
import { StatementNames, staleStatement } from "./statement-names";

const port = parentPort!;
const start = workerData as ThreadStart;

/** Only what can cross the thread boundary and what callers read: the message and PostgreSQL's fields (never the query's parameters). */
function serialiseError(e: unknown) {
  const err = e as Record<string, unknown> & { message?: string };
  const fields: Record<string, unknown> = {};
  for (const key of ["code", "detail", "hint", "severity", "table", "column", "constraint", "schema", "dataType", "position", "where", "routine"]) {
    if (err?.[key] !== undefined) fields[key] = err[key];
  }
  return { message: String(err?.message ?? e), fields };
}

type Open = { tx: Transaction; commit: () => void; rollback: (e: Error) => void; done: Promise<unknown> };
const open = new Map<number, Open>();

type QueryRequest = Extract<ThreadRequest, { op: "query" }>;
type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];
/** A statement prepared in the database: its parameters' types, and the row description its runs answer with. */
type Prepared = { paramTypes: number[]; rowDescription: BackendMessage | undefined };

/**
 * Named statements in PGlite. Its query() sends every statement unnamed, parsed and planned again on each
 * call; for the app's short, frequent statements that is most of the work (the 20-row list: 0.83 to 1.2 ms
 * a call unnamed, 0.40 ms prepared, measured alone). The texts StatementNames picks (one sent a third time,
 * at most 256) are prepared once and then run with Bind and Execute only. PGlite is one session, so a
 * statement prepared once stays for the life of the database.
 */
function preparedStatements(db: PGlite) {
  const names = new StatementNames();
  const prepared = new Map<string, Prepared>();
  // No file-system sync after each message: query() asks for one only outside a transaction, and on
  // the file systems used here (the data directory on disk, or memory) it does nothing.
  const send = (message: Uint8Array) => db.execProtocol(message, { syncToFs: false });

  /** Parse and describe in a flow of its own, so a failed Parse leaves nothing behind. */
  async function prepare(name: string, text: string): Promise<Prepared> {
    let described: BackendMessage[] = [];
    try {
      await send(protocol.serialize.parse({ name, text }));
      described = (await send(protocol.serialize.describe({ type: "S", name }))).messages;
    } finally {
      await send(protocol.serialize.sync());
    }
    const statement = { paramTypes: parse.parseDescribeStatementResults(described), rowDescription: described.find((m) => m.name === "rowDescription") };
    prepared.set(name, statement);
    return statement;
  }

  async function run(name: string, m: QueryRequest) {
    const statement = prepared.get(name) ?? (await prepare(name, m.sql));
    const values = m.params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serialise = db.serializers[statement.paramTypes[i]];
      return serialise ? serialise(v) : String(v);
    });
    const messages: BackendMessage[] = statement.rowDescription ? [statement.rowDescription] : [];
    try {
      messages.push(...(await send(protocol.serialize.bind({ statement: name, values }))).messages);
      messages.push(...(await send(protocol.serialize.execute({}))).messages);
    } finally {
      await send(protocol.serialize.sync());
    }
    return parse.parseResults(messages as Parameters<typeof parse.parseResults>[0], parsersKeeping(m.rawTypes), { rowMode: m.rowMode })[0];
  }

  // drizzle's parsers all hand a value over as PostgreSQL's text; the same happens here by type id.
  // Made once per set of such types (drizzle asks with the same few): PGlite's own merge on every call
  // (a copy of all its parsers) was the largest single cost of a prepared run.
  const merged = new Map<string, typeof db.parsers>();
  function parsersKeeping(rawTypes: number[]) {
    const key = rawTypes.join(",");
    let parsers = merged.get(key);
    if (!parsers) {
      parsers = { ...db.parsers };
      for (const oid of rawTypes) parsers[oid] = (v: string) => v;
      if (merged.size >= 64) merged.clear();
      merged.set(key, parsers);
    }
    return parsers;
  }

  return {
    /** The statement's text, prepared if it qualifies; undefined: run it as PGlite's query() does. */
    async query(m: QueryRequest, inTransaction: boolean) {
      const name = m.params.length > 0 ? names.nameFor(m.sql) : undefined;
      if (name === undefined) return undefined;
      // One session: a statement outside a transaction waits for any open one, as PGlite's query() does.
      const exclusive = <T>(fn: () => Promise<T>) => (inTransaction ? db._runExclusiveQuery(fn) : db._runExclusiveTransaction(() => db._runExclusiveQuery(fn)));
      try {
        return await exclusive(() => run(name, m));
      } catch (e) {
        if (!staleStatement(e)) throw e;
        // A migration changed what the statement returns (or it is gone): prepare it afresh, and run it
        // again if that is safe (not inside a transaction, which the failure has spoilt).
        prepared.delete(name);
        await exclusive(async () => {
          try {
            await send(protocol.serialize.close({ type: "S", name }));
          } finally {
            await send(protocol.serialize.sync());
          }
        });
        if (inTransaction) throw e;
        return await exclusive(() => run(name, m));
      }
    },
  };
}

async function main() {
  const db = new PGlite({
    dataDir: start.dataDir,
    extensions: { pg_trgm },
    loadDataDir: start.loadDataDir ? new Blob([start.loadDataDir]) : undefined,
  });
  await db.waitReady;
  const statements = preparedStatements(db);

  const handle = async (m: ThreadRequest): Promise<unknown> => {
    switch (m.op) {
      case "query": {
        const target = m.tx === undefined ? db : open.get(m.tx)?.tx;
        if (!target) throw new Error("The transaction has already ended");
        const r =
          (await statements.query(m, m.tx !== undefined)) ??
          // drizzle's parsers all hand a value over as PostgreSQL's text; the same happens here by type id.
          (await target.query(m.sql, m.params, { rowMode: m.rowMode, parsers: Object.fromEntries(m.rawTypes.map((oid) => [oid, (v: string) => v])) }));
        return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
      }
      case "exec": {
        const results = await db.exec(m.sql);
        return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
      }
      case "begin": {
        let ready!: () => void;
        const started = new Promise<void>((r) => (ready = r));
        const entry = {} as Open;
        entry.done = db.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              Object.assign(entry, { tx, commit, rollback });
              open.set(m.tx, entry);
              ready();
            }),
        );
        // A BEGIN that failed ends here; the caller sees it.
        await Promise.race([started, entry.done]);
        return null;
      }
      case "commit":
      case "rollback": {
        const t = open.get(m.tx);
        if (!t) throw new Error("The transaction has already ended");
        open.delete(m.tx);
        if (m.op === "commit") {
          t.commit();
          await t.done;
        } else {
          t.rollback(new Error("rolled back"));
          await t.done.catch(() => {});
        }
        return null;
      }
      case "dump": {
        await db.exec("checkpoint");
        const blob = await db._runExclusiveTransaction(() => db.dumpDataDir("gzip"));
        return await blob.arrayBuffer();
      }
      case "close": {
        await db.close();
        return null;
      }
    }
  };

  port.on("message", (m: ThreadRequest) => {
    handle(m).then(
      (value) => {
        const reply: ThreadReply = { id: m.id, ok: true, value };
        port.postMessage(reply, value instanceof ArrayBuffer ? [value] : []);
        if (m.op === "close") port.close();
      },
      (e) => port.postMessage({ id: m.id, ok: false, error: serialiseError(e) } satisfies ThreadReply),
    );
  });
  port.postMessage({ id: 0, ok: true, value: "ready" } satisfies ThreadReply);
}

main().catch((e) => port.postMessage({ id: 0, ok: false, error: serialiseError(e) } satisfies ThreadReply));
