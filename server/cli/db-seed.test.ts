import { execFile } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cliCommand } from "../../tests/setup/cli-bundle";
import { openTestDatabase } from "../../tests/setup/test-db";
import { openDatabase, queryRows } from "../db/client";
import { claimDataDir } from "../db/embedded/data-dir-lock";

// Each test starts CLI processes (bundled once: tests/setup/cli-bundle.ts) that generate a lot of data.
vi.setConfig({ testTimeout: 180_000 });

const run = promisify(execFile);

/** The command runs as a real process against a fresh database: a PGlite folder, or a new PostgreSQL database. */
let env: Record<string, string>;
let closeDb = async () => {};
beforeAll(async () => {
  const base = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "gharsetu-dbseed-")),
  } as Record<string, string>;
  delete base.DATABASE_URL;
  if (process.env.TEST_DB === "postgres") {
    const database = await openTestDatabase({ migrate: false });
    env = { ...base, DATABASE_URL: database.url! };
    closeDb = () => database.close();
  } else {
    env = base;
  }
});
afterAll(() => closeDb());

const cli = (args: string[], extra: Record<string, string> = {}) =>
  run(...cliCommand("server/cli/db-seed.ts", args), { env: { ...env, ...extra }, timeout: 120_000 }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** Reads the database the command wrote to (after it exited: the embedded one admits one process at a time). */
async function inspect<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    return await queryRows<T>(database.db, query);
  } finally {
    await database.close();
  }
}

describe("npm run db:seed", () => {
  it("adds generated customers with their activity over the given months, and more on a second run", async () => {
    const first = await cli(["--customers", "120", "--months", "3"]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^0% 0 \/ 120 customers/m);
    expect(first.stdout).toMatch(/^100% 120 \/ 120 customers · [\d,]+ rows/m);
    expect(first.stdout).toMatch(/Added 120 customers with [\d,]+ rows and [\d,]+ KYC files in \d+s/);

    const [counts] = await inspect<Record<string, number>>(sql`select
      (select count(*)::int from users) as users,
      (select count(*)::int from loan_applications) as loans,
      (select count(*)::int from audit_logs where action_type = 'generate_demo_data') as runs,
      (select count(*)::int from loan_applications where applied_at < now() - interval '3 months 3 days' or applied_at > now()) as outside,
      (select coalesce(sum(applications), 0)::int from loan_monthly_stats) as counted`);
    expect(counts.users).toBe(120);
    expect(counts.loans).toBeGreaterThan(60);
    expect(counts.counted).toBe(counts.loans);
    expect(counts.runs).toBe(1);
    expect(counts.outside).toBe(0);
    const [doc] = await inspect<{ storage_key: string }>(sql`select storage_key from kyc_documents limit 1`);
    expect(existsSync(path.join(env.DATA_DIR, "uploads", doc.storage_key))).toBe(true);

    const second = await cli(["--customers", "30"]);
    expect(second.code).toBe(0);
    const [after] = await inspect<{ users: number; usernames: number }>(
      sql`select count(*)::int as users, count(distinct lower(username))::int as usernames from users`,
    );
    expect(after).toEqual({ users: 150, usernames: 150 });
  });

  it("refuses bad arguments with a message and the usage", async () => {
    const none = await cli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--customers must be a whole number from 1 to 10,00,000/);
    expect(none.stderr).toMatch(/usage: npm run db:seed -- --customers N \[--months M\]/);
    const months = await cli(["--customers", "5", "--months", "0"]);
    expect(months.code).toBe(2);
    expect(months.stderr).toMatch(/--months must be a whole number from 1 to 36/);
    const unknown = await cli(["--customers", "5", "--everyone"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/usage/);
  });

  it.skipIf(process.env.TEST_DB === "postgres")("leaves an embedded database alone while the server runs on it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gharsetu-dbseed-busy-"));
    // This test process stands for the server: it holds DATA_DIR as the server does from its start.
    const release = claimDataDir(dataDir, "the server");
    try {
      const busy = await cli(["--customers", "5"], { DATA_DIR: dataDir });
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/DATA_DIR .* is in use by the server \(pid \d+\).*Stop that process first/);
      expect(existsSync(path.join(dataDir, "pgdata"))).toBe(false);
    } finally {
      release();
    }
  });
});
