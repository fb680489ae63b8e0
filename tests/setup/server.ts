import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  /** SIGTERM, then the exit code once the server has shut down. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash or an out-of-memory kill would end it. */
  kill(): Promise<void>;
};

/** The secret every instance on one PostgreSQL database shares (SESSION_SECRET is required there). */
export const SHARED_SESSION_SECRET = "e2e-shared-session-secret-0123456789";

/** Env that puts a built server on a PostgreSQL database (see openTestDatabase({ kind: "postgres" })). */
export const onPostgres = (databaseUrl: string): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: SHARED_SESSION_SECRET,
});

/**
 * Starts the production build (dist/server) on a free port with a fresh embedded database, or on the
 * PostgreSQL database `env.DATABASE_URL` names (never the one the test run itself was given). It holds
 * the three demo accounts and nothing else (SEED_DEMO=accounts), so each flow starts from empty
 * dashboards; `firstRun` starts it as `npm start` does, with the sample customers and their activity.
 */
export async function startServer(env: Record<string, string> = {}, { firstRun = false } = {}, attempts = 3): Promise<RunningServer> {
  try {
    return await startOnce(env, firstRun);
  } catch (e) {
    // The free port was released before the server took it; with two test files starting servers at once
    // another may have taken it in between. A server that exited at start is tried again on a new port.
    if (attempts > 1 && (e as Error).message.startsWith("server exited")) return startServer(env, { firstRun }, attempts - 1);
    throw e;
  }
}

/**
 * Creating an embedded database (the cluster, then every migration) is most of a server's first start.
 * A flow that only needs a fresh database starts on a copy of one made once per build and seed mode;
 * the first start of an empty DATA_DIR is still what firstRun, an explicit DATA_DIR and the operator
 * tests exercise.
 */
async function embeddedTemplate(seed: string): Promise<string> {
  const build = statSync("dist/server/index.js");
  const dir = path.join(tmpdir(), `gharsetu-e2e-template-${seed}-${build.size}-${Math.floor(build.mtimeMs)}`);
  if (existsSync(dir)) return dir;
  const staging = mkdtempSync(`${dir}.staging-`);
  try {
    const server = await startOnce({ DATA_DIR: staging, SEED_DEMO: seed }, false);
    const code = await server.stop();
    if (code !== 0) throw new Error(`the template server exited with ${code}`);
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    throw e;
  }
  // Left by a clean stop only if something went wrong; a copy must not look owned by a live process.
  for (const f of ["owner.lock", "server.json"]) rmSync(path.join(staging, f), { force: true });
  // Templates of earlier builds are never used again: they go (tens of megabytes each).
  const prefix = `gharsetu-e2e-template-${seed}-`;
  for (const old of readdirSync(tmpdir()))
    if (old.startsWith(prefix) && !old.startsWith(path.basename(dir))) rmSync(path.join(tmpdir(), old), { recursive: true, force: true });
  try {
    renameSync(staging, dir);
  } catch {
    // Another test file made the same template first.
    rmSync(staging, { recursive: true, force: true });
  }
  return dir;
}

async function freshDataDir(env: Record<string, string>, firstRun: boolean): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gharsetu-e2e-"));
  if (!firstRun && !env.DATABASE_URL) cpSync(await embeddedTemplate(env.SEED_DEMO ?? "accounts"), dataDir, { recursive: true });
  return dataDir;
}

async function startOnce(env: Record<string, string>, firstRun: boolean): Promise<RunningServer> {
  // The database first: making a template takes a while, and the free port must be taken at once.
  const dataDir = env.DATA_DIR ?? (await freshDataDir(env, firstRun));
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO: "accounts",
    // The suites sign the demo staff in with passwords alone, on PostgreSQL too; two-factor.e2e.ts sets it required.
    STAFF_TWO_FACTOR: "optional",
    // Every JSON answer the browser tests cause is checked against its contract, as in the API tests.
    CHECK_RESPONSES: "true",
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  if (firstRun) delete childEnv.SEED_DEMO;
  const child: ChildProcess = spawn(process.execPath, ["dist/server/index.js"], { env: childEnv, stdio: ["ignore", "inherit", "inherit"] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${baseUrl}/api/health`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    stop: () =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}
