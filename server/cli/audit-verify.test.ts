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
  it("says the trail is intact and prints its head; names the row someone edited behind the app's back, or a rebuilt chain missing a recorded head (exit 1)", async () => {
    for (const name of ["asha", "vikram"]) {
      expect((await cli("server/cli/user-create.ts", ["--username", name, "--password", "Strong@12345", "--email", `${name}@example.in`, "--full-name", name])).code).toBe(0);
    }
    const intact = await cli("server/cli/audit-verify.ts");
    expect(intact.code).toBe(0);
    const [, head] = /^Head: (\d+:[0-9a-f]{64}) /m.exec(intact.stdout)!;
    expect(intact.stdout).toBe(`Audit trail intact: 2 rows verified (places 1 to 2 in the chain).\nHead: ${head} (keep it outside the database; --head checks it later)\n`);
    expect((await cli("server/cli/audit-verify.ts", ["--head", head])).code).toBe(0);

    // Someone with the owner's rights rebuilds the chain without the second row: it verifies on its own,
    // but no longer holds the head recorded outside the database.
    await inDatabase((db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table kept on commit drop as select * from audit_logs where seq = 1`);
        await tx.execute(sql`alter table audit_logs disable trigger audit_logs_no_truncate`);
        await tx.execute(sql`truncate audit_logs cascade`);
        await tx.execute(sql`alter table audit_logs enable trigger audit_logs_no_truncate`);
        await tx.execute(sql`insert into audit_logs (id, user_id, subject_id, action_type, entity_type, entity_id, old_value, new_value, description, created_at)
                             select id, user_id, subject_id, action_type, entity_type, entity_id, old_value, new_value, description, created_at from kept`);
      }),
    );
    expect((await cli("server/cli/audit-verify.ts")).code).toBe(0);
    const rebuilt = await cli("server/cli/audit-verify.ts", ["--head", head]);
    expect(rebuilt).toMatchObject({ code: 1, stderr: "Audit trail does not hold the recorded head (place 2): rows up to it were changed or removed and the chain rebuilt.\n" });
    expect((await cli("server/cli/audit-verify.ts", ["--head", "2:nothex"])).code).toBe(2);

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
