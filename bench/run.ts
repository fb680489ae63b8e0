/**
 * npm run bench: latency of staff endpoints on PostgreSQL with 100,000 users and 1,000,000 loan
 * applications. Uses BENCH_DATABASE_URL (default: a gharsetu_bench database on the local server,
 * created and seeded on first run, reused afterwards). Requests go to 127.0.0.1 only, bounded in count.
 */
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { loadConfig } from "../server/env";
import { hashPassword } from "../server/modules/auth/password";

const USERS = 100_000;
const LOANS = 1_000_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/gharsetu_bench";

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

async function seed(database: ReturnType<typeof openDatabase>) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query("select count(*)::int as n from loan_applications");
  if (rows[0].n >= LOANS) {
    await c.end();
    return;
  }
  console.log(`Seeding ${USERS.toLocaleString("en-IN")} users and ${LOANS.toLocaleString("en-IN")} loan applications (one-off) ...`);
  const t0 = performance.now();
  const hash = await hashPassword("Bench@1234");
  await c.query("truncate users, loan_applications, loan_monthly_stats, audit_logs, row_counts restart identity cascade");
  await c.query("insert into settings (id) values (1) on conflict do nothing");
  await c.query(
    `insert into users (username, password, email, full_name, phone_number, role, created_at)
     select 'user' || g, $1, 'user' || g || '@example.in',
            (array['Aarav','Priya','Rohan','Ananya','Vikram','Sneha','Arjun','Kavya','Rahul','Isha','Karan','Meera','Siddharth','Pooja','Aditya','Nisha','Manish','Divya','Amit','Neha'])[1 + g % 20]
            || ' ' ||
            (array['Sharma','Verma','Iyer','Nair','Reddy','Patel','Gupta','Singh','Khan','Das','Joshi','Mehta','Kulkarni','Bose','Menon','Rao','Chopra','Malhotra','Agarwal','Pillai'])[1 + (g / 20) % 20],
            '98' || lpad((g % 100000000)::text, 8, '0'),
            case when g % 1000 = 0 then 'admin' else 'user' end,
            now() - (g % 730) * interval '1 day'
     from generate_series(1, $2::int) g`,
    [hash, USERS - 1],
  );
  await c.query(
    `insert into users (username, password, email, full_name, role) values ('benchadmin', $1, 'benchadmin@example.in', 'Bench Admin', 'admin')`,
    [hash],
  );
  await c.query(
    `insert into loan_applications (user_id, loan_type, amount, tenure, interest_rate, status, purpose, monthly_income, employment_type, applied_at)
     select 1 + g % ($2::int - 1),
            (array['HomeLoan','LAP','BTTopUp'])[1 + g % 3],
            100000 + (g % 99) * 100000, 12 * (1 + g % 30), 8.5,
            (array['pending','approved','rejected','pending'])[1 + g % 4],
            'Purchase of residential property', 50000 + g % 200000,
            case when g % 2 = 0 then 'salaried' else 'self-employed' end,
            now() - (g % 540) * interval '1 day'
     from generate_series(1, $1::int) g`,
    [LOANS, USERS],
  );
  await c.query("analyze");
  await c.end();
  console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  void database;
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: at(0.5), p95: at(0.95), max: s.at(-1)! };
}

async function main() {
  await ensureDatabase();
  const config = loadConfig({ NODE_ENV: "production", DATABASE_URL: url, SESSION_SECRET: "bench-secret-0123456789abcdef", LOG_LEVEL: "silent" });
  const database = openDatabase({ databaseUrl: url, poolSize: 10 });
  await runMigrations(database);
  await seed(database);
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
    "/api/admin/users?q=user4242",
    "/api/admin/users?page=50",
    "/api/audit-logs?limit=100&offset=0",
    "/api/admin/loan-applications",
    "/api/admin/loan-applications?q=user4242",
    "/api/admin/loan-applications?q=sharma",
  ];
  const results: Record<string, ReturnType<typeof stats>> = {};
  for (const path of endpoints) {
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS + 10; i++) {
      const t0 = performance.now();
      const res = await fetch(base + path, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      if (i >= 10) samples.push(performance.now() - t0);
    }
    results[path] = stats(samples);
  }
  server.close();
  await database.close();
  console.log(`\nPostgreSQL, ${USERS.toLocaleString("en-IN")} users, ${LOANS.toLocaleString("en-IN")} loan applications, ${REQUESTS} sequential requests each (ms):`);
  console.log("| endpoint | median | p95 | max |\n|---|---|---|---|");
  for (const [path, s] of Object.entries(results)) {
    console.log(`| \`GET ${path}\` | ${s.median.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} |`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
