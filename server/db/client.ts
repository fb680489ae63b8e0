import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "../../shared/schema";
import { preparingClient } from "./prepared-statements";
import { StatementNames } from "./statement-names";
import { openEmbedded, type EmbeddedDatabase } from "./embedded/open";
import { lockedTransaction } from "./locked-transaction";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: services accept either. */
export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  /** Which database, for logs; what a database can do is asked of it (`embedded`), not read from this. */
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs fn in one transaction that holds a database-wide advisory lock until it ends (serialises
   * migrations and the demo seed across instances). Transaction-scoped, so it holds through a pooler
   * in transaction mode (PgBouncer), where a session's lock could stay behind on a pooled connection.
   */
  withLock<T>(key: number, fn: (tx: Executor) => Promise<T>): Promise<T>;
  /** What only the embedded database can do (embedded/open.ts); absent on PostgreSQL. Ask it, not `kind`. */
  embedded?: EmbeddedDatabase;
};

export { DataDirInUse } from "./embedded/data-dir-lock";

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
  /**
   * Embedded on disk: who opens it ("the server", "npm run db:seed"). DATA_DIR is then made owner-only and
   * claimed for this process first (embedded/data-dir-lock.ts; DataDirInUse while another holds it), and
   * let go once the database is closed. PostgreSQL instances may share a DATA_DIR: ignored there.
   */
  owner?: string;
};

// numeric and bigint counts come back as strings from pg; numeric(mode number) columns are converted by drizzle.
export function openDatabase(opts: OpenOptions): Database {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10, opts.preparedStatements ?? true);
  return openEmbedded(opts);
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

/** Raw SQL rows; node-postgres and PGlite both answer with `{ rows }`. */
export async function queryRows<T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the two drivers' execute() answer different result types, both with `rows`
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
