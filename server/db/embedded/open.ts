import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import * as schema from "../../../shared/schema";
import type { Database, Db } from "../client";
import { lockedTransaction } from "../locked-transaction";
import { PgliteThreadClient, type ThreadQueryable } from "./pglite-thread";

/**
 * Durability: every write reaches the operating system before a commit returns, so a crash or SIGKILL
 * of the process loses nothing committed (tests/e2e/crash-safety.e2e.ts). PGlite's Node filesystem does
 * not fsync, so a power cut or kernel crash can lose the last commits; a lender who needs that guarantee
 * runs PostgreSQL (DATABASE_URL).
 */
export function openPglite(dir: string | undefined, loadDataDir?: Blob): Database {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm }, loadDataDir });
  return embedded(
    drizzlePglite(client, { schema }),
    () => client.close(),
    // Checkpoints (a shorter replay on restore), then waits for any open transaction to end and tars
    // the files while no query can run: a snapshot that opens like the database after a clean crash.
    async () => {
      await client.exec("checkpoint");
      // Inside a transaction of its own: PGlite runs one at a time, so the dump waits for any open one to end.
      return client.transaction(() => client.dumpDataDir("gzip"));
    },
  );
}

/** The embedded database, wherever its PGlite runs. */
function embedded(db: Db, close: () => Promise<void>, dumpDataDir: () => Promise<Blob>): Database {
  return {
    db,
    kind: "pglite",
    async ping() {
      await db.execute(sql`select 1`);
    },
    close,
    // One connection in one process, so nothing else can race it; the same transaction keeps one behaviour.
    withLock: (key, fn) => lockedTransaction(db, key, fn),
    dumpDataDir,
  };
}

/** The same embedded database, its PGlite on a worker thread (pglite-thread.ts); same durability. */
export function openPgliteThread(dir: string | undefined, loadDataDir?: Blob): Database {
  if (dir) mkdirSync(dir, { recursive: true });
  let client: PgliteThreadClient | undefined;
  const ready = (async () => {
    client = new PgliteThreadClient({ dataDir: dir, loadDataDir: loadDataDir ? await loadDataDir.arrayBuffer() : undefined }, (e) => {
      // As when PGlite ran in the process and aborted: the process ends, and its supervisor starts it
      // again on the same DATA_DIR (crash-safe), rather than answering every request with an error.
      process.stderr.write(
        // eslint-disable-next-line no-restricted-syntax -- a log line's timestamp, as pino writes it: when it happened, not business time.
        `${JSON.stringify({ level: 60, time: Date.now(), msg: "embedded database thread died; exiting", err: e.message })}\n`,
      );
      process.exit(1);
    });
    await client.waitReady;
    return client;
  })();
  // drizzle calls query/transaction only when a query runs; each waits for the thread to be up.
  const lazy = {
    query: (...args: Parameters<PgliteThreadClient["query"]>) => ready.then((c) => c.query(...args)),
    transaction: <T>(fn: (tx: ThreadQueryable) => Promise<T>) => ready.then((c) => c.transaction(fn)),
  };
  return embedded(
    drizzlePglite(lazy as unknown as PGlite, { schema }),
    async () => (await ready).close(),
    async () => (await ready).dumpDataDir(),
  );
}
