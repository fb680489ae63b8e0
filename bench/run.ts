/**
 * npm run bench, in two parts (BENCH_ONLY=load or =staff runs one of them):
 * - load (bench/load.ts): throughput and p99 at 50 connections on both databases, against bare
 *   node:http and Express baselines, and the server's peak RSS;
 * - staff: latency of staff endpoints on PostgreSQL with 1,000,000 loan applications: generated
 *   customers and their activity, added 1,00,000 customers at a time until there are that many
 *   applications (BENCH_APPLICATIONS to change it). Uses BENCH_DATABASE_URL (default: a gharsetu_bench
 *   database on the local server, created and filled by `npm run db:seed` on first run, reused
 *   afterwards). Skipped by BENCH_QUICK=1, which also shortens the load runs.
 * Requests go to 127.0.0.1 only.
 */
import { execFileSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { createApp } from "../server/app";
import { openDatabase, queryRows } from "../server/db/client";
import { resumeAuditTriggers, suspendAuditTriggers } from "../server/modules/audit";
import { runMigrations } from "../server/db/migrate";
import { loadConfig } from "../server/env";
import { hashPassword } from "../server/modules/auth";
import { runLoad } from "./load";

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 1_000_000);
/** Customers added per db:seed run (about 1.3 loan applications each), until there are APPLICATIONS. */
const CUSTOMERS_PER_ROUND = 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/gharsetu_bench";
/** Where db:seed puts the generated customers' KYC files (the benchmark never reads them). */
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), "gharsetu-bench");

async function ensureDatabase() {
  const target = new URL(url);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  const name = target.pathname.slice(1);
  const exists = await c.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await c.query(`create database ${name}`);
  await c.end();
}

/** The data comes from the operator command itself, after a staff account that reviews it. */
async function seed(database: ReturnType<typeof openDatabase>) {
  const db = database.db;
  const counts = async () =>
    (
      await queryRows<{ loans: number; generated: boolean }>(
        db,
        sql`select (select count(*)::int from loan_applications) as loans,
                   exists (select 1 from audit_logs where action_type = 'generate_demo_data') as generated`,
      )
    )[0];
  const counted = await counts();
  const generated = counted.generated;
  let loans = counted.loans;
  if (generated && loans >= APPLICATIONS) return;
  if (!generated) {
    // The bench's own database starts over; the audit trail allows that only as a restore does.
    await db.transaction(async (tx) => {
      await suspendAuditTriggers(tx);
      await tx.execute(
        sql`truncate users, loan_applications, loan_monthly_stats, audit_logs, audit_chain_anchor, row_counts restart identity cascade`,
      );
      await resumeAuditTriggers(tx);
    });
    await db.execute(
      sql`insert into users (username, password, email, full_name, role) values ('benchadmin', ${await hashPassword("Bench@1234")}, 'benchadmin@example.com', 'Bench Admin', 'admin')`,
    );
  }
  // A stopped run keeps what it added: the next one goes on from there.
  while (loans < APPLICATIONS) {
    console.log(
      `Generating customers with npm run db:seed until there are ${APPLICATIONS.toLocaleString("en-IN")} loan applications (one-off; ${loans.toLocaleString("en-IN")} so far) ...`,
    );
    execFileSync(path.resolve("node_modules/.bin/tsx"), ["server/cli/db-seed.ts", "--customers", String(CUSTOMERS_PER_ROUND)], {
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      stdio: "inherit",
    });
    const before = loans;
    ({ loans } = await counts());
    if (loans <= before) throw new Error("db:seed added no loan applications; stopping rather than looping");
  }
  // As autovacuum would before long: statistics, and the visibility map that lets counts read indexes only.
  await db.execute(sql`vacuum analyze`);
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: at(0.5), p95: at(0.95), max: s.at(-1)! };
}

async function runStaff() {
  await ensureDatabase();
  const config = loadConfig({
    NODE_ENV: "production",
    DATABASE_URL: url,
    SESSION_SECRET: "bench-secret-0123456789abcdef",
    LOG_LEVEL: "silent",
  });
  const database = openDatabase({ databaseUrl: url, poolSize: 10 });
  await runMigrations(database);
  await seed(database);
  // A customer somewhere in the middle, to search for by username.
  const [[{ username }], [{ users, loans }]] = await Promise.all([
    queryRows<{ username: string }>(
      database.db,
      sql`select username from users where role = 'user' order by id offset (select count(*) / 2 from users where role = 'user') limit 1`,
    ),
    queryRows<{ users: number; loans: number }>(
      database.db,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from loan_applications) as loans`,
    ),
  ]);
  const { app } = createApp({ database, config, logger: pino({ level: "silent" }) });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await database.db.execute(sql`delete from login_throttles`);
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "benchadmin", password: "Bench@1234" }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get("set-cookie")!.split(";")[0];

  const endpoints = [
    "/api/admin/analytics",
    "/api/admin/users?q=sharma",
    `/api/admin/users?q=${username}`,
    "/api/admin/users?page=50",
    "/api/audit-logs?limit=100&offset=0",
    "/api/admin/loan-applications",
    `/api/admin/loan-applications?q=${username}`,
    "/api/admin/loan-applications?q=sharma",
  ];
  const results: Record<string, ReturnType<typeof stats>> = {};
  for (const endpoint of endpoints) {
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS + 10; i++) {
      const t0 = performance.now();
      const res = await fetch(base + endpoint, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${endpoint}: ${res.status}`);
      if (i >= 10) samples.push(performance.now() - t0);
    }
    results[endpoint] = stats(samples);
  }
  server.close();
  await database.close();
  console.log(
    `\nPostgreSQL, ${users.toLocaleString("en-IN")} users, ${loans.toLocaleString("en-IN")} loan applications, ${REQUESTS} sequential requests each (ms):`,
  );
  console.log("| endpoint | median | p95 | max |\n|---|---|---|---|");
  for (const [endpoint, s] of Object.entries(results)) {
    console.log(`| \`GET ${endpoint}\` | ${s.median.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} |`);
  }
}

async function main() {
  const only = process.env.BENCH_ONLY;
  const quick = process.env.BENCH_QUICK === "1" || process.env.BENCH_QUICK === "true";
  if (only !== "staff") await runLoad();
  if (only === "staff" || (only !== "load" && !quick)) await runStaff();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
