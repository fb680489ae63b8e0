import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, queryRows } from "../db/client";
import { openTestDatabase } from "../../tests/setup/test-db";

// CLI processes compile with tsx: seconds apiece on a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000 });

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

let env: Record<string, string>;
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

const cli = (script: string, args: string[] = []) =>
  run(tsx, [script, ...args], { env, timeout: 60_000 }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

async function inDatabase<T>(fn: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

describe("npm run audit:verify", () => {
  it("says the trail is intact, and names the row someone edited behind the app's back (exit 1)", async () => {
    for (const name of ["asha", "vikram"]) {
      expect((await cli("server/cli/user-create.ts", ["--username", name, "--password", "Strong@12345", "--email", `${name}@example.in`, "--full-name", name])).code).toBe(0);
    }
    const intact = await cli("server/cli/audit-verify.ts");
    expect(intact).toMatchObject({ code: 0, stdout: "Audit trail intact: 2 rows verified (places 1 to 2 in the chain).\n" });

    const [first] = await inDatabase(async (db) => {
      await db.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
      await db.execute(sql`update audit_logs set new_value = '{"role":"superadmin"}' where seq = 1`);
      await db.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
      return queryRows<{ id: number }>(db, sql`select id from audit_logs where seq = 1`);
    });
    const broken = await cli("server/cli/audit-verify.ts");
    expect(broken.code).toBe(1);
    expect(broken.stderr).toBe(`Audit trail broken at row #${first.id} (place 1 in the chain): its content does not match its hash: it was changed after it was written.\n0 rows before it verified.\n`);
  });
});
