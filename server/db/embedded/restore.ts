import { readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../env";
import { assertAuditChainIntact } from "../../modules/audit";
import type { Database } from "../client";
import { DATABASE_FILE, type Manifest } from "../backup/manifest";
import { nonEmptyDir, stamp } from "../backup/move-aside";
import { runMigrations } from "../migrate";
import { openEmbedded } from "./open";

type Log = (line: string) => void;

const backupDump = (dir: string) => new Blob([readFileSync(path.join(dir, DATABASE_FILE.pglite))]);

/** An embedded backup (unpacked in `dir`), opened in memory: the source when it moves into PostgreSQL. */
export const openEmbeddedBackup = (dir: string): Database => openEmbedded({ inMemory: true, loadDataDir: backupDump(dir) });

/**
 * Restores an embedded backup (unpacked in `dir`) into DATA_DIR/pgdata. It is opened and brought to this
 * app's schema aside first, and its audit chain checked, before it takes the place of the database there.
 */
export async function restoreEmbedded(config: Config, dir: string, manifest: Manifest, force: boolean, log: Log) {
  if (manifest.database !== "pglite")
    throw new Error("A PostgreSQL backup restores only into PostgreSQL: set DATABASE_URL to the target database");
  const pgdata = path.join(config.dataDir, "pgdata");
  const occupied = nonEmptyDir(pgdata);
  if (occupied && !force)
    throw new Error(`${config.dataDir} already holds a database. Add --force to replace it (it is moved aside, not deleted).`);
  log("Unpacking the embedded database ...");
  const building = path.join(config.dataDir, `.restoring-${stamp()}`);
  const database = openEmbedded({ dataDir: building, loadDataDir: backupDump(dir) });
  try {
    await runMigrations(database);
    // Checked before it takes the place of the database that is there.
    await assertAuditChainIntact(database.db);
  } finally {
    await database.close();
  }
  if (occupied) {
    const aside = `${pgdata}.before-restore-${stamp()}`;
    renameSync(pgdata, aside);
    log(`The database that was there moved to ${aside}`);
  }
  renameSync(path.join(building, "pgdata"), pgdata);
  rmSync(building, { recursive: true, force: true });
}
