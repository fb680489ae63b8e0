import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "../../shared/schema";
import { preparingClient } from "./prepared-statements";
import { StatementNames } from "./statement-names";
import { PgliteThreadClient, type ThreadQueryable } from "./pglite-thread";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: services accept either. */
export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs fn in one transaction that holds a database-wide advisory lock until it ends (serialises
   * migrations and the demo seed across instances). Transaction-scoped, so it holds through a pooler
   * in transaction mode (PgBouncer), where a session's lock could stay behind on a pooled connection.
   */
  withLock<T>(key: number, fn: (tx: Executor) => Promise<T>): Promise<T>;
  /** Embedded only: a consistent gzipped tar of the data directory, taken between transactions. */
  dumpDataDir?(): Promise<Blob>;
};

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  poolSize?: number;
  /** PostgreSQL: run repeated statements as named, server-side prepared ones (prepared-statements.ts). Default on. */
  preparedStatements?: boolean;
  /** Embedded only: start from this data-directory dump (a backup) instead of an empty database. */
  loadDataDir?: Blob;
  /**
   * Embedded only: run PGlite on a worker thread (the server does), so its queries stop no request
   * on the main thread. Tests and operator commands keep it in-process.
   */
  offThread?: boolean;
};

// numeric and bigint counts come back as strings from pg; numeric(mode number) columns are converted by drizzle.
export function openDatabase(opts: OpenOptions): Database {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10, opts.preparedStatements ?? true);
  const dir = opts.inMemory ? undefined : path.join(opts.dataDir ?? "./data", "pgdata");
  return opts.offThread ? openPgliteThread(dir, opts.loadDataDir) : openPglite(dir, opts.loadDataDir);
}

function openPostgres(url: string, max: number, prepare: boolean): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    // The statements the app sends again and again are prepared once per connection (prepared-statements.ts).
    ...(prepare ? { Client: preparingClient(new StatementNames()) } : {}),
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it. Health checks report outages.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await pool.end();
    },
    withLock: (key, fn) => lockedTransaction(db, key, fn),
  };
}

/**
 * Durability: every write reaches the operating system before a commit returns, so a crash or SIGKILL
 * of the process loses nothing committed (tests/e2e/crash-safety.e2e.ts). PGlite's Node filesystem does
 * not fsync, so a power cut or kernel crash can lose the last commits; a lender who needs that guarantee
 * runs PostgreSQL (DATABASE_URL).
 */
function openPglite(dir: string | undefined, loadDataDir?: Blob): Database {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm }, loadDataDir });
  return embedded(
    drizzlePglite(client, { schema }),
    () => client.close(),
    // Checkpoints (a shorter replay on restore), then waits for any open transaction to end and tars
    // the files while no query can run: a snapshot that opens like the database after a clean crash.
    async () => {
      await client.exec("checkpoint");
      // eslint-disable-next-line no-restricted-syntax -- the dump waits for open transactions to end (docs/decisions/private-library-internals.md)
      return client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
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
function openPgliteThread(dir: string | undefined, loadDataDir?: Blob): Database {
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

function lockedTransaction<T>(db: Db, key: number, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return fn(tx);
  });
}

/** Raw SQL rows; node-postgres and PGlite both answer with `{ rows }`. */
export async function queryRows<T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the two drivers' execute() answer different result types, both with `rows`
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
