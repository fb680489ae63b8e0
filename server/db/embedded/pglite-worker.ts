/**
 * The embedded database on a thread of its own: PGlite runs its queries synchronously, so on the
 * main thread every query stopped every request behind it. The main thread talks to this worker
 * through PgliteThreadClient (pglite-thread.ts), one message per query and per transaction step.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ThreadReply, ThreadRequest, ThreadStart } from "./pglite-thread";
import { preparedStatements } from "./pglite-prepared";

const port = parentPort!;
const start = workerData as ThreadStart;

/** Only what can cross the thread boundary and what callers read: the message and PostgreSQL's fields (never the query's parameters). */
function serialiseError(e: unknown) {
  const err = e as Record<string, unknown> & { message?: string };
  const fields: Record<string, unknown> = {};
  for (const key of [
    "code",
    "detail",
    "hint",
    "severity",
    "table",
    "column",
    "constraint",
    "schema",
    "dataType",
    "position",
    "where",
    "routine",
  ]) {
    if (err?.[key] !== undefined) fields[key] = err[key];
  }
  return { message: String(err?.message ?? e), fields };
}

type Open = { tx: Transaction; commit: () => void; rollback: (e: Error) => void; done: Promise<unknown> };
const open = new Map<number, Open>();

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
          (await target.query(m.sql, m.params, { rowMode: m.rowMode, parsers: statements.parsersFor(m.rawTypes) }));
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
        // Inside a transaction of its own: PGlite runs one at a time, so the dump waits for any open one to end.
        const blob = await db.transaction(() => db.dumpDataDir("gzip"));
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
