import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
    // An empty database: the CLI must migrate it itself.
    const database = await openTestDatabase({ migrate: false });
    env = { ...base, DATABASE_URL: database.url!, SESSION_SECRET: "cli-test-secret-0123456789" };
    closeDb = () => database.close();
  } else {
    env = { ...base, DATA_DIR: mkdtempSync(path.join(tmpdir(), "gharsetu-cli-")) };
  }
});
afterAll(() => closeDb());

const cli = (args: string[]) =>
  run(tsx, ["server/cli/user-create.ts", ...args], { env, timeout: 60_000 }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe("npm run user:create", () => {
  it("creates an admin on a fresh database and refuses a duplicate", async () => {
    const args = ["--username", "opsadmin", "--password", "Ops@12345", "--email", "ops@example.in", "--full-name", "Ops Admin", "--role", "admin"];
    const first = await cli(args);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Created admin opsadmin/);
    const again = await cli(args);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/Username already exists/);
    if (env.DATABASE_URL) {
      const c = new pg.Client({ connectionString: env.DATABASE_URL });
      await c.connect();
      const r = await c.query("select role from users where username = 'opsadmin'");
      await c.end();
      expect(r.rows).toEqual([{ role: "admin" }]);
    }
  });

  it("rejects a bad role or missing fields with a message and non-zero exit", async () => {
    const bad = await cli(["--username", "x1y", "--password", "Ops@12345", "--email", "x@example.in", "--full-name", "X Y", "--role", "god"]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/Role must be user, admin or superadmin/);
    const missing = await cli(["--username", "onlyname"]);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(/password/);
    const unknownFlag = await cli(["--bogus"]);
    expect(unknownFlag.code).not.toBe(0);
    expect(unknownFlag.stderr).toMatch(/usage/);
  });
});
