import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import * as schema from "../../../shared/schema";
import type { Database, Db, OpenOptions } from "../client";
import { secureDataDir, tighten } from "../data-dir";
import { lockedTransaction } from "../locked-transaction";
import { removeControl, writeControl } from "./control";
import { claimDataDir } from "./data-dir-lock";
import { PgliteThreadClient, type ThreadQueryable } from "./pglite-thread";

/** What only the embedded database can do; `Database.embedded`, absent on PostgreSQL. */
export type EmbeddedDatabase = {
  /** A consistent gzipped tar of the data directory, taken between transactions. */
  dumpDataDir(): Promise<Blob>;
  /**
   * Makes its files owner-only again, once it is open: PGlite's initdb unpacks its template files with
   * their packaged modes (0666), ignoring the umask. Files it creates later honour the umask.
   */
  tightenFiles(): void;
  /**
   * The database belongs to this process, so operator commands that need it meanwhile (db:backup) ask
   * this process, with a fresh token (control.ts). `publish` leaves the server's address and the token in
   * DATA_DIR once it listens; `withdraw` removes them when it stops.
   */
  operatorAccess(): OperatorAccess;
};

export type OperatorAccess = { token: string; publish(url: string): void; withdraw(): void };

type Engine = { db: Db; close: () => Promise<void>; dumpDataDir: () => Promise<Blob> };

/**
 * The embedded database in DATA_DIR/pgdata (or in memory). With an `owner`, DATA_DIR is made owner-only
 * and claimed for this process first (data-dir-lock.ts), and let go once the database is closed.
 */
export function openEmbedded(opts: OpenOptions): Database & { embedded: EmbeddedDatabase } {
  const home = opts.inMemory ? undefined : (opts.dataDir ?? "./data");
  let release: (() => void) | undefined;
  if (home && opts.owner) {
    secureDataDir(home);
    release = claimDataDir(home, opts.owner);
  }
  let engine: Engine;
  try {
    const dir = home && path.join(home, "pgdata");
    engine = opts.offThread ? openPgliteThread(dir, opts.loadDataDir) : openPglite(dir, opts.loadDataDir);
  } catch (e) {
    release?.();
    throw e;
  }
  const { db, close, dumpDataDir } = engine;
  return {
    db,
    kind: "pglite",
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await close();
      release?.();
    },
    // One connection in one process, so nothing else can race it; the same transaction keeps one behaviour.
    withLock: (key, fn) => lockedTransaction(db, key, fn),
    embedded: {
      dumpDataDir,
      tightenFiles() {
        if (home) tighten(home);
      },
      operatorAccess() {
        if (!home) throw new Error("An in-memory database has no DATA_DIR to leave its address in");
        const token = randomBytes(32).toString("hex");
        return { token, publish: (url) => writeControl(home, url, token), withdraw: () => removeControl(home) };
      },
    },
  };
}

/**
 * Durability: every write reaches the operating system before a commit returns, so a crash or SIGKILL
 * of the process loses nothing committed (tests/e2e/crash-safety.e2e.ts). PGlite's Node filesystem does
 * not fsync, so a power cut or kernel crash can lose the last commits; a lender who needs that guarantee
 * runs PostgreSQL (DATABASE_URL).
 */
function openPglite(dir: string | undefined, loadDataDir?: Blob): Engine {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm }, loadDataDir });
  return {
    db: drizzlePglite(client, { schema }),
    close: () => client.close(),
    // Checkpoints (a shorter replay on restore), then waits for any open transaction to end and tars
    // the files while no query can run: a snapshot that opens like the database after a clean crash.
    async dumpDataDir() {
      await client.exec("checkpoint");
      // Inside a transaction of its own: PGlite runs one at a time, so the dump waits for any open one to end.
      return client.transaction(() => client.dumpDataDir("gzip"));
    },
  };
}

/** The same embedded database, its PGlite on a worker thread (pglite-thread.ts); same durability. */
function openPgliteThread(dir: string | undefined, loadDataDir?: Blob): Engine {
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
  return {
    db: drizzlePglite(lazy as unknown as PGlite, { schema }),
    close: async () => (await ready).close(),
    dumpDataDir: async () => (await ready).dumpDataDir(),
  };
}
