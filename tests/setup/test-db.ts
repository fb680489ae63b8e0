import { randomBytes } from "node:crypto";
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
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  if (migrate) await runMigrations(database);
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
