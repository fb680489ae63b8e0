import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { repoRoot } from "../paths";
import type { Database, Db } from "./client";

const MIGRATION_LOCK = 4_242_001;

export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolderPath = path.join(repoRoot(), "migrations");
  await database.withLock(MIGRATION_LOCK, async (db: Db) => {
    if (database.kind === "postgres") {
      await migratePg(db as never, { migrationsFolder: migrationsFolderPath });
    } else {
      await migratePglite(db as never, { migrationsFolder: migrationsFolderPath });
    }
    // The settings table always has its single row, so reads can join it.
    await db.execute(sql`insert into settings (id) values (1) on conflict (id) do nothing`);
  });
}
