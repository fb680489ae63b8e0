import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as tar from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { copyableTables } from "../../server/db/backup/copy-tables";
import { openDatabase, queryRows, type Database } from "../../server/db/client";
import { validLoan } from "../setup/factories";
import { cliCommand } from "../setup/cli-bundle";
import { startServer } from "../setup/server";

/**
 * `npm run db:backup` while the app runs, then `npm run db:restore` into a fresh
 * database finds every row and every uploaded file; embedded → embedded, embedded → PostgreSQL,
 * PostgreSQL → PostgreSQL (pg_dump); refusals leave the target untouched.
 */
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const scratch = mkdtempSync(path.join(tmpdir(), "gharsetu-backup-e2e-"));
const createdDatabases: string[] = [];

function cli(script: "db-backup" | "db-restore", args: string[], env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", LOG_LEVEL: "error", SEED_DEMO: "false", ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const r = spawnSync(...cliCommand(`server/cli/${script}.ts`, args), { env: childEnv, encoding: "utf8", timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

async function freshPostgres(): Promise<string> {
  const name = `gharsetu_restore_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Timestamps print with the session's time zone; compare instants, not their spelling. */
const normalise = (v: unknown): unknown => {
  if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/.test(v)) return new Date(v).toISOString();
  if (Array.isArray(v)) return v.map(normalise);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)]));
  return v;
};

/** Every row of every table the app keeps (sessions included), in key order. */
async function snapshot(database: Database): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of copyableTables()) {
    const order = sql.join(
      t.keys.map((k) => sql.identifier(k)),
      sql`, `,
    );
    const rows = await queryRows<{ row: unknown }>(
      database.db,
      sql`select to_jsonb(t) as row from ${sql.identifier(t.name)} t order by ${order}`,
    );
    out[t.name] = rows.map((r) => normalise(typeof r.row === "string" ? JSON.parse(r.row) : r.row));
  }
  return out;
}

function filesUnder(dir: string, base = dir): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) Object.assign(out, filesUnder(p, base));
    else out[path.relative(base, p)] = readFileSync(p).toString("base64");
  }
  return out;
}

afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of createdDatabases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe("backup and restore (npm run db:backup / db:restore)", () => {
  let source: Record<string, unknown[]>;
  let uploads: Record<string, string>;
  let embeddedBackup: string;

  it("backs up a running embedded server and restores every row and file into a fresh DATA_DIR", async () => {
    const server = await startServer({ SEED_DEMO: "false" });
    const register = await fetch(`${server.baseUrl}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        username: "backup_customer",
        password: "Backup@12345",
        email: "backup@example.in",
        fullName: "Backup Customer",
      }),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers.get("set-cookie")!.split(";")[0];
    const post = (p: string, body?: unknown) =>
      fetch(`${server.baseUrl}${p}`, {
        method: "POST",
        headers: body === undefined ? { cookie } : { cookie, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const loans = [];
    for (let i = 0; i < 3; i++) loans.push(await (await post("/api/loan-applications", validLoan({ purpose: `Backup loan ${i}` }))).json());
    const kfs = await (await fetch(`${server.baseUrl}/api/loan-applications/${loans[0].id}/kfs`, { headers: { cookie } })).json();
    expect((await post(`/api/loan-applications/${loans[0].id}/kfs/acknowledgement`, { version: kfs.version })).status).toBe(200);
    const order = await (await post(`/api/payments/loan-processing-fee/${loans[0].id}`)).json();
    expect(
      (
        await post("/api/payments/verify", {
          razorpay_payment_id: "pay_backup_1",
          razorpay_order_id: order.razorpay.order_id,
          razorpay_signature: "demo",
        })
      ).status,
    ).toBe(200);
    // Uploaded files live beside the database; a backup that missed them would lose documents.
    mkdirSync(path.join(server.dataDir, "uploads", "1"), { recursive: true });
    writeFileSync(path.join(server.dataDir, "uploads", "1", "pan.pdf"), "%PDF-1.4 backup test\n");
    writeFileSync(path.join(server.dataDir, "uploads", "1", "photo.png"), randomBytes(2048));

    embeddedBackup = path.join(scratch, "embedded.tar");
    const backup = cli("db-backup", ["--out", embeddedBackup], { DATA_DIR: server.dataDir });
    expect(backup.err).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.out).toContain("through the running server");
    expect(backup.out).toMatch(/Backup written to .*embedded\.tar \(\d+(\.\d)? (B|KB|MB), pglite, schema \w+, 2 uploaded files\)/);
    expect(statSync(embeddedBackup).mode & 0o777).toBe(0o600);
    expect(await server.stop()).toBe(0);

    const original = openDatabase({ dataDir: server.dataDir });
    try {
      source = await snapshot(original);
    } finally {
      await original.close();
    }
    uploads = filesUnder(path.join(server.dataDir, "uploads"));
    expect(source.loan_applications).toHaveLength(3);
    expect(source.transactions).toHaveLength(1);

    const target = mkdtempSync(path.join(tmpdir(), "gharsetu-restored-"));
    const restore = cli("db-restore", ["--in", embeddedBackup], { DATA_DIR: target });
    expect(restore.err).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.out).toContain("Backup of an embedded database");
    const restored = openDatabase({ dataDir: target });
    try {
      expect(await snapshot(restored)).toEqual(source);
    } finally {
      await restored.close();
    }
    expect(filesUnder(path.join(target, "uploads"))).toEqual(uploads);

    // The restored folder serves: the customer signs in and sees their loans.
    const again = await startServer({ SEED_DEMO: "false", DATA_DIR: target });
    const login = await fetch(`${again.baseUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "backup_customer", password: "Backup@12345" }),
    });
    expect(login.status).toBe(200);
    const mine = await fetch(`${again.baseUrl}/api/loan-applications`, {
      headers: { cookie: login.headers.get("set-cookie")!.split(";")[0] },
    });
    expect((await mine.json()).map((l: { purpose: string }) => l.purpose).sort()).toEqual([
      "Backup loan 0",
      "Backup loan 1",
      "Backup loan 2",
    ]);
    expect(await again.stop()).toBe(0);

    // A second restore onto a folder that holds data is refused without --force, and changes nothing.
    const refused = cli("db-restore", ["--in", embeddedBackup], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("already holds a database. Add --force to replace it");
    const forced = cli("db-restore", ["--in", embeddedBackup, "--force"], { DATA_DIR: target });
    expect(forced.code).toBe(0);
    expect(readdirSync(target).some((n) => n.startsWith("pgdata.before-restore-"))).toBe(true);
  }, 300_000);

  it("refuses a file that is not a backup, and one from a newer schema, before touching anything", async () => {
    const target = mkdtempSync(path.join(tmpdir(), "gharsetu-restored-"));
    const junk = path.join(scratch, "junk.tar");
    writeFileSync(junk, "this is not a tar archive at all");
    const notTar = cli("db-restore", ["--in", junk], { DATA_DIR: target });
    expect(notTar.code).toBe(1);
    expect(notTar.err).toContain("not a GharSetu backup");

    // A real backup whose manifest claims migrations this app has never heard of.
    const unpacked = mkdtempSync(path.join(tmpdir(), "gharsetu-newer-"));
    await tar.extract({ file: embeddedBackup, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, "manifest.json"), "utf8"));
    writeFileSync(
      path.join(unpacked, "manifest.json"),
      JSON.stringify({ ...manifest, schema: { migrations: 999, latest: "0999_from_the_future" } }),
    );
    const newer = path.join(scratch, "newer.tar");
    await tar.create({ file: newer, cwd: unpacked }, readdirSync(unpacked));
    const refused = cli("db-restore", ["--in", newer], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("is newer than this app's");
    expect(readdirSync(target)).toEqual([]);
  }, 120_000);

  it("moves an embedded installation to PostgreSQL, then backs PostgreSQL up with pg_dump and restores it", async () => {
    const first = await freshPostgres();
    const moved = cli("db-restore", ["--in", embeddedBackup], {
      DATABASE_URL: first,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gharsetu-pg-")),
    });
    expect(moved.err).toBe("");
    expect(moved.code).toBe(0);
    expect(moved.out).toMatch(/loan_applications: 3 rows/);
    const a = openDatabase({ databaseUrl: first, poolSize: 1 });
    try {
      expect(await snapshot(a)).toEqual(source);
      // Counters the triggers keep are rebuilt, so the admin analytics agree with the rows.
      const [{ n }] = await queryRows<{ n: number }>(a.db, sql`select coalesce(sum(applications), 0)::int as n from loan_monthly_stats`);
      expect(n).toBe(3);
    } finally {
      await a.close();
    }

    const pgData = mkdtempSync(path.join(tmpdir(), "gharsetu-pg-"));
    mkdirSync(path.join(pgData, "uploads"));
    writeFileSync(path.join(pgData, "uploads", "statement.pdf"), "%PDF-1.4 statement\n");
    const pgBackup = path.join(scratch, "postgres.tar");
    const backup = cli("db-backup", ["--out", pgBackup], { DATABASE_URL: first, DATA_DIR: pgData });
    expect(backup.code).toBe(0);
    expect(backup.out).toContain("pg_dump");
    expect(backup.out).toMatch(/postgres, schema \w+, 1 uploaded files\)/);
    expect(statSync(pgBackup).mode & 0o777).toBe(0o600);

    // Into a database that holds data: refused without --force.
    const busy = cli("db-restore", ["--in", pgBackup], { DATABASE_URL: first, DATA_DIR: pgData });
    expect(busy.code).toBe(1);
    expect(busy.err).toContain("already holds data");
    // A PostgreSQL backup cannot go into the embedded database.
    const wrongKind = cli("db-restore", ["--in", pgBackup], { DATA_DIR: mkdtempSync(path.join(tmpdir(), "gharsetu-restored-")) });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.err).toContain("restores only into PostgreSQL");

    const second = await freshPostgres();
    const secondData = mkdtempSync(path.join(tmpdir(), "gharsetu-pg-"));
    const restore = cli("db-restore", ["--in", pgBackup], { DATABASE_URL: second, DATA_DIR: secondData });
    expect(restore.err).toBe("");
    expect(restore.code).toBe(0);
    const b = openDatabase({ databaseUrl: second, poolSize: 1 });
    try {
      expect(await snapshot(b)).toEqual(source);
    } finally {
      await b.close();
    }
    expect(filesUnder(path.join(secondData, "uploads"))).toEqual(filesUnder(path.join(pgData, "uploads")));
  }, 300_000);
});
