import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, queryRows } from "../db/client";
import { openTestDatabase } from "../../tests/setup/test-db";

// Each test starts CLI processes that compile with tsx: seconds apiece on a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000 });

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

/** The CLI runs as a real process against a fresh database: a PGlite folder, or a new PostgreSQL database. */
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

const cli = (script: string, args: string[]) =>
  run(tsx, [script, ...args], { env, timeout: 60_000 }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** Reads the database the CLI wrote, once no CLI process holds it. */
async function inDatabase<T>(fn: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

describe("npm run user:password", () => {
  it("tells the user by e-mail and in the app, once for each change", async () => {
    const created = await cli("server/cli/user-create.ts", ["--username", "meera", "--password", "Old@12345", "--email", "meera@example.in", "--full-name", "Meera Iyer"]);
    expect(created.code).toBe(0);
    const changed = await cli("server/cli/user-password.ts", ["--username", "meera", "--password", "New@12345"]);
    expect(changed.stderr).toBe("");
    expect(changed.code).toBe(0);

    const first = await inDatabase(async (db) => ({
      notes: await queryRows<{ kind: string; event_key: string }>(db, sql`select kind, event_key from notifications order by id`),
      mails: await queryRows<{ to: string; subject: string; dedupe_key: string }>(
        db,
        sql`select payload->>'to' as "to", payload->>'subject' as subject, dedupe_key from outbox where topic = 'email' order by id`,
      ),
    }));
    expect(first.notes.map((n) => n.kind)).toEqual(["password_changed"]);
    expect(first.mails).toEqual([{ to: "meera@example.in", subject: "Your password was changed", dedupe_key: first.notes[0].event_key }]);

    expect((await cli("server/cli/user-password.ts", ["--username", "meera", "--password", "Newer@12345"])).code).toBe(0);
    expect((await cli("server/cli/user-password.ts", ["--username", "nobody", "--password", "Newer@12345"])).code).not.toBe(0);
    const kinds = await inDatabase((db) => queryRows<{ kind: string }>(db, sql`select kind from outbox o join notifications n on n.event_key = o.dedupe_key`));
    expect(kinds).toEqual([{ kind: "password_changed" }, { kind: "password_changed" }]);
  });
});
