import path from "node:path";
import { DataDirInUse, openDatabase, type Database } from "../db/client";
import { runMigrations } from "../db/migrate";
import { loadToolConfig } from "../env";

/** An operator command's database: the configured one, migrated; closed afterwards. Errors become exit code 1. */
export async function withCliDatabase(fn: (database: Database) => Promise<number>): Promise<number> {
  const config = loadToolConfig();
  let database: Database;
  try {
    // The embedded database claims DATA_DIR for this command first, and lets go once it is closed.
    const owner = `npm run ${path
      .basename(process.argv[1] ?? "")
      .replace(/\.[jt]s$/, "")
      .replace("-", ":")}`;
    database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2, owner });
  } catch (e) {
    if (!(e instanceof DataDirInUse)) throw e;
    console.error(`Error: ${e.message}`);
    return 1;
  }
  try {
    await runMigrations(database);
    database.embedded?.tightenFiles();
    return await fn(database);
  } catch (e) {
    // A failed query's own message holds the whole statement and its parameters; the database's reason is its cause.
    const cause = (e as { cause?: unknown }).cause;
    console.error(`Error: ${(cause instanceof Error ? cause : (e as Error)).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

/** Who did it, for audit rows written by operator commands. */
export const cliContext = (command: string) => ({ userId: null, ipAddress: null, userAgent: `cli:${command}` });
