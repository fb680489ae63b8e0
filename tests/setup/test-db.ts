import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";

/**
 * A fresh, migrated database per test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * PostgreSQL database created beside DATABASE_URL's and dropped afterwards.
 */
export async function openTestDatabase({ migrate = true, kind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite" } = {}): Promise<
  Database & { url?: string }
> {
  if (kind !== "postgres") {
    const database = openDatabase({ inMemory: true });
    if (migrate) await runMigrations(database);
    return database;
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const name = `gharsetu_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (migrate) await cloneMigrated(admin, adminUrl, name);
    else await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Serialises making the template across test workers (a session-level advisory lock on the admin database). */
const TEMPLATE_LOCK = 4_242_077;

/** The migrations as they are now: a template made from other migrations is never used. */
function migrationsHash(): string {
  const dir = path.resolve(import.meta.dirname, "../../migrations");
  const hash = createHash("sha256");
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort())
    hash.update(f).update(readFileSync(path.join(dir, f)));
  return hash.digest("hex").slice(0, 12);
}

/**
 * A new database as the migrations leave it, copied from a template migrated once per set of migrations
 * (CREATE DATABASE … TEMPLATE): a file copy instead of every migration again, for each of the server's
 * test files. Templates of older migrations are dropped when a new one is made.
 */
async function cloneMigrated(admin: pg.Client, adminUrl: string, name: string) {
  const template = `gharsetu_template_${migrationsHash()}`;
  const exists = async () => (await admin.query("select 1 from pg_database where datname = $1", [template])).rowCount === 1;
  if (!(await exists())) {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      if (!(await exists())) {
        const old = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'gharsetu\\_template\\_%'");
        for (const { datname } of old.rows) await admin.query(`drop database if exists ${datname} with (force)`);
        const staging = `${template}_staging`;
        await admin.query(`drop database if exists ${staging} with (force)`);
        await admin.query(`create database ${staging}`);
        const url = new URL(adminUrl);
        url.pathname = `/${staging}`;
        const database = openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
        try {
          await runMigrations(database);
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${staging} rename to ${template}`);
      }
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (e) {
      // Another worker's clone of the same template at this instant ("being accessed by other users"): try again.
      if (attempt >= 10 || !/being accessed by other users/.test((e as Error).message)) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}
