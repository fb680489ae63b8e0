import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { repoRoot } from "../paths";
import { queryRows, type Database, type Executor } from "./client";

const MIGRATION_LOCK = 4_242_001;

/**
 * Applies the migrations not yet applied, in one transaction under the migration lock, so instances
 * starting together migrate once and a failed migration leaves nothing half done. The bookkeeping is
 * drizzle's own (drizzle.__drizzle_migrations: each migration's hash and folder time; the newest time
 * applied decides), read through drizzle's public readMigrationFiles; drizzle's migrate() is not used
 * because it opens its own transaction, outside the lock's.
 */
export async function runMigrations(database: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: path.join(repoRoot(), "migrations") });
  await database.withLock(MIGRATION_LOCK, async (tx) => {
    await applyMigrations(tx, migrations);
    // The settings table always has its single row, so reads can join it.
    await tx.execute(sql`insert into settings (id) values (1) on conflict (id) do nothing`);
  });
}

async function applyMigrations(tx: Executor, migrations: ReturnType<typeof readMigrationFiles>): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [last] = await queryRows<{ created_at: string | number }>(
    tx,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const appliedUpTo = last ? Number(last.created_at) : -1;
  for (const migration of migrations) {
    if (migration.folderMillis <= appliedUpTo) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
