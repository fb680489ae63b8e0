import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll } from "vitest";
import { openDatabase } from "../../server/db/client";
import { cliCommand } from "./cli-bundle";
import { openTestDatabase } from "./test-db";

const run = promisify(execFile);

export type CliResult = { code: number; stdout: string; stderr: string };

/**
 * Operator commands run as real processes against a fresh, empty database (they must migrate it
 * themselves): a PGlite folder, or (TEST_DB=postgres) a new PostgreSQL database. Call at the top of a
 * test file; the database is made before its tests and dropped after them.
 */
export function useCliDatabase() {
  let env: Record<string, string> = {};
  let closeDb = async () => {};
  beforeAll(async () => {
    const base = { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent" } as Record<string, string>;
    delete base.DATABASE_URL;
    if (process.env.TEST_DB === "postgres") {
      const database = await openTestDatabase({ migrate: false });
      env = { ...base, DATABASE_URL: database.url!, SESSION_SECRET: "cli-test-secret-0123456789" };
      closeDb = () => database.close();
    } else {
      env = { ...base, DATA_DIR: mkdtempSync(path.join(tmpdir(), "gharsetu-cli-")) };
    }
  });
  afterAll(() => closeDb());
  return {
    /** The environment the commands run with (DATABASE_URL, or DATA_DIR). */
    env: () => env,
    /** Runs `script` (bundled: cli-bundle.ts) and answers its exit code and output, whatever the code. */
    cli: (script: string, args: string[] = []): Promise<CliResult> =>
      run(...cliCommand(script, args), { env, timeout: 60_000 }).then(
        (r) => ({ code: 0, ...r }),
        (e: CliResult) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
      ),
    /** Reads the database the commands wrote, once no command holds it. */
    async inDatabase<T>(fn: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
      const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
  };
}
