/**
 * The load part of `npm run bench`: autocannon at 50 connections against 127.0.0.1, on the built
 * server (dist/server/index.js, run as `npm start` runs it, logging at info to a file) in its own
 * process, once on PostgreSQL and once on the embedded database. A bare node:http JSON server and a
 * bare Express 5 hello-world, each in a process of its own too, give the machine's ceiling; every
 * endpoint is reported as req/s, p99 and errors, and as a share of the bare Express figure measured
 * just before it. On PostgreSQL a floor is measured too: bare Express running the app's session read
 * and list statements through pg (FLOOR_EXPRESS_PG). The server's peak RSS (VmHWM) is read before it stops.
 *
 * BENCH_QUICK=1 runs each measurement for 3 s instead of 8 s; BENCH_DURATION (seconds) and
 * BENCH_CONNECTIONS override either; BENCH_DATABASES=postgres or =pglite measures one database only;
 * BENCH_SERVER_ROOT=<another checkout> measures that checkout's server (a before/after comparison);
 * BENCH_SERVER_NODE_OPTIONS is the server's NODE_OPTIONS (runtime settings, e.g. a heap limit).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const QUICK = process.env.BENCH_QUICK === "1" || process.env.BENCH_QUICK === "true";
const DURATION = Number(process.env.BENCH_DURATION ?? (QUICK ? 3 : 8));
const WARMUP = QUICK ? 1 : 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LOAD_DB = "gharsetu_bench_load";
const root = path.resolve(import.meta.dirname, "..");
/** The checkout whose server is measured (built there if stale): this one unless BENCH_SERVER_ROOT names another, e.g. to measure main for comparison. */
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? root);

/** Every limit far above what the benchmark sends: it measures the work, not the refusals (which are tested). */
const UNLIMITED = {
  RATE_LIMIT_LOGIN: "1000000000",
  RATE_LIMIT_REGISTER: "1000000000",
  RATE_LIMIT_WRITES: "1000000000",
  RATE_LIMIT_USER_WRITES: "1000000000",
  RATE_LIMIT_LOAN_APPLICATIONS: "1000000000",
};

/**
 * cpuMs: the server process's CPU time (user + system, every thread) per answered request, where /proc
 * tells it; dbCpuMs: the same for every PostgreSQL process on this machine (the database's share of
 * the work; null on the embedded database, whose work is in the server process).
 */
export type LoadRow = { name: string; rps: number; p99: number; errors: number; cpuMs?: number | null; dbCpuMs?: number | null };
export type LoadSection = { database: string; rows: LoadRow[]; peakRssMb: number | null; loadAverage: number };

const loan = (i: number) => ({
  loanType: "HomeLoan",
  amount: 2_500_000 + i * 1000,
  tenure: 240,
  interestRate: 8.5,
  monthlyIncome: 120_000,
  propertyValue: 6_000_000,
  propertyAddress: "12 MG Road, Pune",
  purpose: "Buying a flat near work",
  employmentType: "salaried",
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url}: not ready after ${timeoutMs} ms`);
}

function peakRssMb(pid: number | undefined): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null; // not Linux
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

type Target = Omit<autocannon.Options, "url" | "connections" | "duration"> & { path?: string };

const CLOCK_TICKS = 100; // USER_HZ: 100 on every Linux this runs on

/**
 * A process's name and its CPU times in ms from /proc/<pid>/stat (null where there is none, or the
 * process is gone): its own (utime + stime) and its reaped children's (cutime + cstime). The fields are
 * read after the name's last ") ", since a name may hold spaces and parentheses.
 */
function procCpu(pid: number | string | undefined): { name: string; ownMs: number; childrenMs: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  const close = stat.lastIndexOf(") ");
  const f = stat.slice(close + 2).split(" ");
  const ms = (a: string, b: string) => ((Number(a) + Number(b)) * 1000) / CLOCK_TICKS;
  return { name: stat.slice(stat.indexOf("(") + 1, close), ownMs: ms(f[11], f[12]), childrenMs: ms(f[13], f[14]) };
}

/** CPU time a process has used so far, in ms (Linux /proc; null elsewhere). */
const cpuMsOf = (pid: number | undefined) => procCpu(pid)?.ownMs ?? null;

/**
 * CPU time the local PostgreSQL servers have used so far, in ms: every `postgres` process's own, plus
 * what its exited children used (a backend or autovacuum worker that ends is added to the postmaster's
 * cutime and cstime when reaped). Null where /proc cannot tell or shows no PostgreSQL (a remote server).
 */
function postgresCpuMs(): number | null {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  let total: number | null = null;
  for (const pid of pids) {
    const p = procCpu(pid);
    if (p?.name === "postgres") total = (total ?? 0) + p.ownMs + p.childrenMs;
  }
  return total;
}

async function measure(base: string, target: Target, pid?: number, onPostgres = false): Promise<Omit<LoadRow, "name">> {
  const { path: p = "/", ...rest } = target;
  const opts = { ...rest, url: base + p, connections: CONNECTIONS };
  await autocannon({ ...opts, duration: WARMUP });
  const cpu0 = cpuMsOf(pid);
  const db0 = onPostgres ? postgresCpuMs() : null;
  const r = await autocannon({ ...opts, duration: DURATION });
  const cpu1 = cpuMsOf(pid);
  const db1 = onPostgres ? postgresCpuMs() : null;
  const perRequest = (a: number | null, b: number | null) => (a === null || b === null || r["2xx"] === 0 ? null : (b - a) / r["2xx"]);
  return {
    rps: r["2xx"] / DURATION,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    cpuMs: perRequest(cpu0, cpu1),
    dbCpuMs: perRequest(db0, db1),
  };
}

/** A bare server in a process of its own, from a few lines of inline ESM. */
async function bareServer(source: string, env: Record<string, string> = {}): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--input-type=module", "-e", source.replace("PORT", String(port))], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(base + "/", child);
  } catch (e) {
    await stop(child);
    throw e;
  }
  return { base, child };
}

const BARE_HTTP = `import http from "node:http";
http.createServer((req, res) => { res.writeHead(200, { "content-type": "application/json" }); res.end('{"hello":"world"}'); }).listen(PORT, "127.0.0.1");`;
const BARE_EXPRESS = `import express from "express";
const app = express(); app.get("/", (req, res) => { res.json({ hello: "world" }); }); app.listen(PORT, "127.0.0.1");`;

/**
 * The floor on PostgreSQL: bare Express with a pg pool (the app's size, 10) running the app's own
 * statements, written out by hand and prepared: the session read (session, user and idle timeout in one
 * select) for one session id, and after it that user's applications with the fee flag. No middleware,
 * no cookie to check, no log line, no headers but Express's: what any Express server on this machine
 * and this database could do with the same queries, to read the app's figures against.
 */
const FLOOR_EXPRESS_PG = `import express from "express"; import pg from "pg";
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
const sid = process.env.FLOOR_SID;
const session = { name: "floor_session", text: \`select s.sess, (s.expire <= now() or s.last_seen <= now() - make_interval(mins => coalesce((select session_timeout_minutes from settings where id = 1), 30))) as ended,
  s.last_seen < now() - make_interval(secs => 30) as stale, u.id, u.username, u.email, u.full_name as "fullName", u.phone_number as "phoneNumber",
  u.role, u.created_at as "createdAt", u.erased_at as "erasedAt"
  from sessions s left join users u on u.id = (s.sess #>> '{passport,user}')::int where s.sid = $1\` };
const list = { name: "floor_list", text: \`select l.*, exists (select 1 from payments p where p.payment_for = 'loan-processing-fee' and p.related_id = l.id and p.status = 'captured') as paid
  from loan_applications l where l.user_id = $1 order by l.applied_at desc, l.id desc\` };
const app = express();
const signedIn = async () => { const row = (await pool.query({ ...session, values: [sid] })).rows[0]; if (!row || row.id === null) throw new Error("the floor server's session is not signed in"); return { id: row.id, username: row.username, email: row.email, fullName: row.fullName, phoneNumber: row.phoneNumber, role: row.role, createdAt: row.createdAt }; };
app.get("/", (req, res) => { res.json({ hello: "world" }); });
app.get("/user", async (req, res) => { res.json(await signedIn()); });
app.get("/list", async (req, res) => { const user = await signedIn(); res.json((await pool.query({ ...list, values: [user.id] })).rows); });
app.listen(PORT, "127.0.0.1");`;

/** The session id in a signed express-session cookie ("gharsetu.sid=s%3A<id>.<signature>"). */
const sessionIdOf = (cookie: string) => {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  return value.slice(2, value.lastIndexOf("."));
};

async function measureBare(source: string) {
  const { base, child } = await bareServer(source);
  try {
    return await measure(base, {}, child.pid);
  } finally {
    await stop(child);
  }
}

/** Signs a new customer up; answers the session cookie. */
async function signUp(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      username,
      password: "Bench@1234",
      email: `${username}@example.com`,
      fullName: "Bench Customer",
      privacyNoticeAccepted: true,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up of ${username} failed: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0];
}

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0];
}

async function apply(base: string, cookie: string, i: number): Promise<number> {
  const res = await fetch(`${base}/api/loan-applications`, {
    method: "POST",
    headers: { "Content-Type": "application/json", cookie },
    body: JSON.stringify(loan(i)),
  });
  if (res.status !== 201) throw new Error(`loan application failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/**
 * A customer's visit, each pass of it by one of the journey customers in turn: who am I, my
 * applications, my notifications, the settings, a new application, that application, my SIPs.
 */
/** A loan application filed by each customer in turn. */
function applyAsNext(cookies: string[]): autocannon.Request {
  let next = 0;
  return {
    method: "POST",
    path: "/api/loan-applications",
    setupRequest: (req) => ({
      ...req,
      headers: { cookie: cookies[next % cookies.length], "content-type": "application/json" },
      body: JSON.stringify(loan(next++ % 1000)),
    }),
  };
}

function journey(cookies: string[], fallbackLoanId: number): autocannon.Request[] {
  let next = 0;
  type Ctx = { cookie?: string; loanId?: number };
  const as = (ctx: Ctx) => ({ cookie: ctx.cookie ?? cookies[0] });
  return [
    {
      method: "GET",
      path: "/api/user",
      setupRequest: (req, ctx: Ctx) => {
        ctx.cookie = cookies[next++ % cookies.length];
        return { ...req, headers: as(ctx) };
      },
    },
    { method: "GET", path: "/api/loan-applications", setupRequest: (req, ctx: Ctx) => ({ ...req, headers: as(ctx) }) },
    { method: "GET", path: "/api/notifications", setupRequest: (req, ctx: Ctx) => ({ ...req, headers: as(ctx) }) },
    { method: "GET", path: "/api/settings", setupRequest: (req, ctx: Ctx) => ({ ...req, headers: as(ctx) }) },
    {
      method: "POST",
      path: "/api/loan-applications",
      setupRequest: (req, ctx: Ctx) => ({
        ...req,
        headers: { ...as(ctx), "content-type": "application/json" },
        body: JSON.stringify(loan(next)),
      }),
      onResponse: (status, body, ctx: Ctx) => {
        if (status === 201) ctx.loanId = (JSON.parse(body) as { id: number }).id;
      },
    },
    {
      method: "GET",
      setupRequest: (req, ctx: Ctx) => ({ ...req, path: `/api/loan-applications/${ctx.loanId ?? fallbackLoanId}`, headers: as(ctx) }),
    },
    { method: "GET", path: "/api/sip-investments", setupRequest: (req, ctx: Ctx) => ({ ...req, headers: as(ctx) }) },
  ] as autocannon.Request[];
}

async function resetPostgres() {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  await c.query(`drop database if exists ${LOAD_DB} with (force)`);
  await c.query(`create database ${LOAD_DB}`);
  await c.end();
}

async function runOn(kind: "postgres" | "pglite"): Promise<LoadSection> {
  const rows: LoadRow[] = [];
  const loadAverage = loadavg()[0];
  const express = await measureBare(BARE_EXPRESS);
  rows.push({ name: "bare Express 5 hello-world", ...express });

  const dataDir = mkdtempSync(path.join(tmpdir(), `gharsetu-load-${kind}-`));
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    await resetPostgres();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${LOAD_DB}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const log = openSync(path.join(dataDir, "server.log"), "a");
  const server = spawn(process.execPath, [path.join(serverRoot, "dist", "server", "index.js")], {
    cwd: serverRoot,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
      SESSION_SECRET: "bench-secret-0123456789abcdef",
      SEED_DEMO: "accounts",
      LOG_LEVEL: "info",
      // The demo admin measures analytics without a second factor (as on the embedded demo).
      STAFF_TWO_FACTOR: "optional",
      ...UNLIMITED,
      // Runtime settings for the server alone (README, Memory): e.g. "--max-old-space-size=256".
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, server);
    // One customer with 20 applications to list; one who applies; ten on the journey; the demo admin for analytics.
    const lister = await signUp(base, "bench.lister");
    let firstLoan = 0;
    for (let i = 0; i < 20; i++) {
      const id = await apply(base, lister, i);
      firstLoan ||= id;
    }
    // Fifty different customers apply, each request the next one's: one customer's applications queue
    // behind each other (their account row is locked while one is filed), which is not the load to measure.
    const applicants: string[] = [];
    for (let i = 0; i < 50; i++) applicants.push(await signUp(base, `bench.applicant${i}`));
    const travellers: string[] = [];
    for (let i = 0; i < 10; i++) travellers.push(await signUp(base, `bench.journey${i}`));
    const admin = await signIn(base, "admin", "Admin@1234");

    if (databaseUrl) {
      // The floor, while the app's server sits idle: the same statements without the app around them.
      const floor = await bareServer(FLOOR_EXPRESS_PG, { FLOOR_DATABASE_URL: databaseUrl, FLOOR_SID: sessionIdOf(lister) });
      try {
        const probe = await fetch(`${floor.base}/list`);
        const check = probe.ok ? ((await probe.json()) as unknown[]) : [];
        if (check.length !== 20) throw new Error(`the floor server answered ${probe.status} with ${check.length} applications, not 20`);
        for (const [name, p] of [
          ["floor: bare Express + pg, the session read", "/user"],
          ["floor: bare Express + pg, the session read + the 20 rows", "/list"],
        ] as const) {
          rows.push({ name, ...(await measure(floor.base, { path: p }, floor.child.pid, true)) });
          process.stdout.write(`  ${kind}: ${name} ${Math.round(rows.at(-1)!.rps)} req/s\n`);
        }
      } finally {
        await stop(floor.child);
      }
    }

    const targets: [string, Target][] = [
      ["`GET /api/health`", { path: "/api/health" }],
      ["`GET /api/user` (signed in)", { path: "/api/user", headers: { cookie: lister } }],
      ["`GET /api/loan-applications` (20 rows)", { path: "/api/loan-applications", headers: { cookie: lister } }],
      ["`POST /api/loan-applications` (50 customers)", { requests: [applyAsNext(applicants)] }],
      ["customer journey (7 requests, 1 write)", { requests: journey(travellers, firstLoan) }],
      ["`GET /api/admin/analytics`", { path: "/api/admin/analytics", headers: { cookie: admin } }],
    ];
    for (const [name, target] of targets) {
      const r = await measure(base, target, server.pid, kind === "postgres");
      rows.push({ name, ...r });
      process.stdout.write(`  ${kind}: ${name} ${Math.round(r.rps)} req/s\n`);
    }
    const peak = peakRssMb(server.pid);
    return { database: kind === "postgres" ? "PostgreSQL" : "embedded PGlite", rows, peakRssMb: peak, loadAverage };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === "postgres") {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${LOAD_DB} with (force)`);
      await c.end();
    }
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-IN");

function printSections(bare: Omit<LoadRow, "name">, sections: LoadSection[]) {
  console.log(
    `\nLoad: autocannon, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up, 127.0.0.1; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    `bare node:http JSON server: ${fmt(bare.rps)} req/s, p99 ${bare.p99} ms, ${bare.errors} errors, ${bare.cpuMs?.toFixed(2) ?? "n/a"} CPU ms/request`,
  );
  for (const s of sections) {
    const express = s.rows[0].rps;
    console.log(`\n${s.database} (server peak RSS ${s.peakRssMb ?? "n/a"} MB; load average ${s.loadAverage.toFixed(1)} when it began):`);
    const ms = (n: number | null | undefined) => (n == null ? "n/a" : n.toFixed(2));
    // The floor of a line: bare Express + pg running the same statements (PostgreSQL only), measured in the same run.
    const floorOf = (name: string) => {
      const floor = (suffix: string) => s.rows.find((r) => r.name.startsWith("floor:") && r.name.endsWith(suffix));
      if (name.startsWith("`GET /api/user`")) return floor("the session read");
      if (name.startsWith("`GET /api/loan-applications`")) return floor("the 20 rows");
      return undefined;
    };
    console.log(
      "| endpoint | req/s | share of bare Express | share of its floor | p99 ms | errors | server CPU ms/request | PostgreSQL CPU ms/request |\n|---|---|---|---|---|---|---|---|",
    );
    for (const r of s.rows) {
      const floor = floorOf(r.name);
      const ofFloor = floor ? `${((100 * r.rps) / floor.rps).toFixed(1)}%` : "";
      console.log(
        `| ${r.name} | ${fmt(r.rps)} | ${((100 * r.rps) / express).toFixed(1)}% | ${ofFloor} | ${r.p99} | ${r.errors} | ${ms(r.cpuMs)} | ${ms(r.dbCpuMs)} |`,
      );
    }
  }
}

export async function runLoad() {
  console.log("Building (if stale) ...");
  execFileSync(process.execPath, [path.join(serverRoot, "scripts", "build.mjs"), "--if-stale"], { cwd: serverRoot, stdio: "inherit" });
  const only = process.env.BENCH_DATABASES;
  const kinds = (["postgres", "pglite"] as const).filter((k) => !only || only.split(",").includes(k));
  const bare = await measureBare(BARE_HTTP);
  const sections: LoadSection[] = [];
  for (const kind of kinds) sections.push(await runOn(kind));
  printSections(bare, sections);
}
