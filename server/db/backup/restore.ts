import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { Config } from "../../env";
import { openDatabase, queryRows, type Db } from "../client";
import { claimDataDir } from "../embedded/data-dir-lock";
import { openEmbeddedBackup, restoreEmbedded } from "../embedded/restore";
import { runMigrations } from "../migrate";
import { assertAuditChainIntact } from "../../modules/audit";
import { runPgTool } from "./backup";
import { copyAllTables, copyableTables } from "./copy-tables";
import { nonEmptyDir, stamp } from "./move-aside";
import { DATABASE_FILE, MANIFEST_FILE, UPLOADS_DIR, checkManifest, type Manifest } from "./manifest";

type Log = (line: string) => void;

/** Whether a PostgreSQL database already holds GharSetu data (any row in any of our tables). */
async function holdsData(db: Db): Promise<boolean> {
  const present = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
  );
  const ours = new Set(copyableTables().map((t) => t.name));
  for (const { name } of present.filter((t) => ours.has(t.name))) {
    const [{ any }] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from ${sql.identifier(name)}) as any`);
    if (any) return true;
  }
  return false;
}

/** Opens and checks a backup in a private temporary folder; nothing of the target is touched yet. */
async function openBackup(file: string): Promise<{ dir: string; manifest: Manifest }> {
  if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  const dir = mkdtempSync(path.join(tmpdir(), "gharsetu-restore-"));
  try {
    await tar.extract({ file, cwd: dir, strict: true });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    throw new Error("This file is not a GharSetu backup (not a readable tar archive)");
  }
  try {
    const manifestPath = path.join(dir, MANIFEST_FILE);
    const manifest = checkManifest(existsSync(manifestPath) ? readFileSync(manifestPath, "utf8") : null);
    if (!existsSync(path.join(dir, DATABASE_FILE[manifest.database])))
      throw new Error("The backup has no database file inside; it is incomplete");
    return { dir, manifest };
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

/** Puts the backup's uploads in place of DATA_DIR/uploads (an existing folder is moved aside). */
function restoreUploads(backupDir: string, dataDir: string, log: Log) {
  const from = path.join(backupDir, UPLOADS_DIR);
  const to = path.join(dataDir, UPLOADS_DIR);
  if (nonEmptyDir(to)) {
    const aside = `${to}.before-restore-${stamp()}`;
    renameSync(to, aside);
    log(`Existing uploads moved to ${aside}`);
  }
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}

async function restorePostgres(config: Config, dir: string, manifest: Manifest, force: boolean, log: Log) {
  const target = openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
  try {
    if (!force && (await holdsData(target.db))) throw new Error("The target database already holds data. Add --force to replace it.");
    if (manifest.database === "postgres") {
      log("Restoring with pg_restore ...");
      await runPgTool("pg_restore", [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--no-privileges",
        `--dbname=${config.databaseUrl}`,
        path.join(dir, DATABASE_FILE.postgres),
      ]);
      await runMigrations(target);
      // pg_restore has committed by now: a broken chain is reported (exit 1), the trail is left as the backup held it.
      await assertAuditChainIntact(target.db, "the rest was restored; look into it before going on");
      return;
    }
    // An embedded backup into PostgreSQL: open it in memory, bring both to this app's schema, copy every row.
    log("Opening the embedded backup ...");
    const source = openEmbeddedBackup(dir);
    try {
      await runMigrations(source);
      await runMigrations(target);
      await copyAllTables(source.db, target.db, (table, rows) => log(`  ${table}: ${rows} rows`));
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}

/**
 * Restores a backup into the configured database (and DATA_DIR/uploads). The file's format and
 * schema version are checked before anything is touched; a target that already holds data is
 * refused unless `force`. An embedded backup restores into the embedded database or into
 * PostgreSQL (that is how an installation moves to PostgreSQL); a PostgreSQL backup into PostgreSQL.
 */
export async function restoreBackup(config: Config, file: string, force: boolean, log: Log): Promise<Manifest> {
  const { dir, manifest } = await openBackup(file);
  let releaseDataDir: (() => void) | undefined;
  try {
    // Held until the uploads are in place too, so no server starts on a half-restored DATA_DIR.
    if (!config.databaseUrl) releaseDataDir = claimDataDir(config.dataDir, "npm run db:restore");
    log(
      `Backup of ${manifest.database === "pglite" ? "an embedded" : "a PostgreSQL"} database from ${manifest.createdAt}, schema ${manifest.schema.latest}, ${manifest.uploads} uploaded files.`,
    );
    if (config.databaseUrl) await restorePostgres(config, dir, manifest, force, log);
    else await restoreEmbedded(config, dir, manifest, force, log);
    restoreUploads(dir, config.dataDir, log);
    return manifest;
  } finally {
    releaseDataDir?.();
    rmSync(dir, { recursive: true, force: true });
  }
}
