import { spawn } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as tar from "tar";
import type { Config } from "../../env";
import { INCOMING_DIR } from "../../storage/file-storage";
import { sealWholeAuditChain } from "../../modules/audit";
import { openDatabase } from "../client";
import { dumpEmbedded } from "../embedded/backup";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_FILE,
  MANIFEST_FILE,
  UPLOADS_DIR,
  schemaVersionOf,
  type Manifest,
  type SchemaVersion,
} from "./manifest";
import { now } from "../../../shared/clock";

type Log = (line: string) => void;

export const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 ** 2 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 ** 2).toFixed(1)} MB`;

/** Runs a PostgreSQL client tool, with a clear message when it is not installed. */
export function runPgTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (e: NodeJS.ErrnoException) =>
      reject(
        e.code === "ENOENT"
          ? new Error(
              `${tool} is not installed. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client) and try again.`,
            )
          : e,
      ),
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed: ${stderr.trim() || `exit code ${code}`}`))));
  });
}

function countFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.name !== INCOMING_DIR)
    .reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0);
}

/**
 * A consistent backup of the configured database plus the uploaded files, as one owner-only tar:
 * manifest.json (format, database kind, schema version), the database (PGlite's data-directory dump,
 * or pg_dump's custom format) and uploads/. The database is taken first, the files after it, so every
 * file the database names is in the backup.
 */
export async function createBackup(config: Config, out: string, log: Log): Promise<{ bytes: number; manifest: Manifest }> {
  const staging = mkdtempSync(path.join(tmpdir(), "gharsetu-backup-"));
  try {
    mkdirSync(path.join(staging, "database"), { mode: 0o700 });
    let schema: SchemaVersion;
    if (config.databaseUrl) {
      const database = openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
      try {
        // Audit rows are chained before the dump, as the live embedded backup does.
        await sealWholeAuditChain(database.db);
        schema = await schemaVersionOf(database.db);
      } finally {
        await database.close();
      }
      log("Dumping PostgreSQL with pg_dump (custom format) ...");
      await runPgTool("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${path.join(staging, DATABASE_FILE.postgres)}`,
        `--dbname=${config.databaseUrl}`,
      ]);
    } else {
      const embedded = await dumpEmbedded(config, log);
      schema = embedded.schema;
      writeFileSync(path.join(staging, DATABASE_FILE.pglite), embedded.dump, { mode: 0o600 });
    }
    log(
      `Database dumped (${formatBytes(statSync(path.join(staging, config.databaseUrl ? DATABASE_FILE.postgres : DATABASE_FILE.pglite)).size)}).`,
    );

    const uploads = path.join(config.dataDir, UPLOADS_DIR);
    const files = existsSync(uploads) ? countFiles(uploads) : 0;
    if (files > 0) {
      log(`Copying ${files} uploaded file${files === 1 ? "" : "s"} ...`);
      // Uploads still arriving are not part of any document yet.
      cpSync(uploads, path.join(staging, UPLOADS_DIR), { recursive: true, filter: (src) => path.basename(src) !== INCOMING_DIR });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      database: config.databaseUrl ? "postgres" : "pglite",
      schema,
      createdAt: now().toISOString(),
      uploads: files,
    };
    writeFileSync(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2), { mode: 0o600 });

    log(`Writing ${out} ...`);
    mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    const entries = [MANIFEST_FILE, "database", ...(files > 0 ? [UPLOADS_DIR] : [])];
    await tar.create({ file: out, cwd: staging, portable: true, mode: 0o600 }, entries);
    chmodSync(out, 0o600);
    return { bytes: statSync(out).size, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
