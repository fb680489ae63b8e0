import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { repoRoot } from "../../paths";
import { queryRows, type Db } from "../client";

export const BACKUP_FORMAT = "gharsetu-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";
/** The database inside a backup: PGlite's own data-directory dump, or pg_dump's custom format. */
export const DATABASE_FILE = { pglite: "database/pgdata.tar.gz", postgres: "database/postgres.dump" } as const;
export const UPLOADS_DIR = "uploads";

export type SchemaVersion = { migrations: number; latest: string };
export type Manifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  database: "pglite" | "postgres";
  schema: SchemaVersion;
  createdAt: string;
  uploads: number;
};

type JournalEntry = { tag: string; when: number };

/** The migrations this build of the app knows, in order. */
export function appMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(repoRoot(), "migrations", "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** How far a database's schema has been migrated, read from drizzle's own record. */
export async function schemaVersionOf(db: Db): Promise<SchemaVersion> {
  const [row] = await queryRows<{ n: number; latest: string | null }>(
    db,
    sql`select count(*)::int as n, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const latest = appMigrations().find((m) => String(m.when) === row.latest);
  if (row.n > 0 && !latest) throw new Error("This database was migrated by a newer version of GharSetu; upgrade the app first");
  return { migrations: row.n, latest: latest?.tag ?? "" };
}

/** The manifest of a backup, checked before anything is restored; throws a message an operator can act on. */
export function checkManifest(raw: string | null): Manifest {
  let m: Partial<Manifest>;
  try {
    m = raw ? (JSON.parse(raw) as typeof m) : {};
  } catch {
    m = {};
  }
  if (m.format !== BACKUP_FORMAT) throw new Error("This file is not a GharSetu backup (no manifest.json of ours inside)");
  if (m.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new Error(`This backup has format version ${m.formatVersion}; this app reads version ${BACKUP_FORMAT_VERSION}`);
  if (m.database !== "pglite" && m.database !== "postgres") throw new Error("The backup's manifest names no database kind");
  const known = appMigrations();
  const { migrations = 0, latest = "" } = m.schema ?? {};
  if (migrations > known.length || (migrations > 0 && known[migrations - 1]?.tag !== latest)) {
    throw new Error(
      `This backup's schema (${latest || "unknown"}, ${migrations} migrations) is newer than this app's (${known.at(-1)?.tag}); upgrade the app first`,
    );
  }
  return m as Manifest;
}
