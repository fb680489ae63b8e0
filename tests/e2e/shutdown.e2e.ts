import { spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../setup/test-db";
import { freePort, startServer } from "../setup/server";

/**
 * A SIGTERM with requests in flight, sent to `npm start`'s process group by a supervisor
 * that then goes away (closing its ends of the output pipes), ends every process within 12 seconds.
 */
// Eight runs on each database in `npm test` (two batches of four at once); a soak sets more, e.g. SHUTDOWN_RUNS=40.
const RUNS = Number(process.env.SHUTDOWN_RUNS ?? 8);
const PARALLEL = 4;
const DEADLINE_MS = 12_000;

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

async function scenario(run: number, extraEnv: Record<string, string>): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    ...extraEnv,
  };
  if (!extraEnv.DATABASE_URL) {
    delete env.DATABASE_URL;
    // A copy of an already-initialised embedded database: the test is about stopping, not creating one.
    env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "gharsetu-stop-"));
    cpSync(template, env.DATA_DIR, { recursive: true });
  }
  // Its own process group, its output on pipes this "supervisor" holds and never reads.
  const child = spawn(process.execPath, ["scripts/start.mjs"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 60_000 || child.exitCode !== null) throw new Error(`server ${run} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const username = `stop_${run}_${port}`;
  const json = { "Content-Type": "application/json" };
  await fetch(`${base}/api/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ username, password: "Stop@12345", email: `${username}@example.in`, fullName: "Stop Test" }),
  });
  const inFlight = [
    ...Array.from({ length: 20 }, () => fetch(`${base}/api/settings`)),
    ...Array.from({ length: 5 }, () =>
      fetch(`${base}/api/login`, { method: "POST", headers: json, body: JSON.stringify({ username, password: "wrong" }) }),
    ),
  ].map((p) => p.catch(() => undefined));
  const signalled = Date.now();
  process.kill(-child.pid!, "SIGTERM");
  child.stdout.destroy();
  child.stderr.destroy();
  while (groupAlive(child.pid!) && Date.now() - signalled < DEADLINE_MS + 3_000) await new Promise((r) => setTimeout(r, 50));
  const took = Date.now() - signalled;
  if (groupAlive(child.pid!)) process.kill(-child.pid!, "SIGKILL");
  await Promise.all(inFlight);
  return took;
}

async function runAll(env: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += PARALLEL) {
    times.push(...(await Promise.all(Array.from({ length: Math.min(PARALLEL, RUNS - i) }, (_, k) => scenario(i + k, env)))));
  }
  return times;
}

let template = "";
beforeAll(async () => {
  const first = await startServer();
  await first.stop();
  template = first.dataDir;
});

describe("SIGTERM with requests in flight and the output pipes closed", () => {
  it(`ends every process within 12 s, ${RUNS} times in a row, on the embedded database`, async () => {
    const times = await runAll({});
    expect(times.filter((t) => t > DEADLINE_MS)).toEqual([]);
  }, 600_000);

  describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL", () => {
    let url = "";
    let close = async () => {};
    beforeAll(async () => {
      const database = await openTestDatabase({ kind: "postgres" });
      url = database.url!;
      close = () => database.close();
    });
    afterAll(() => close());

    it(`ends every process within 12 s, ${RUNS} times in a row`, async () => {
      const times = await runAll({
        DATABASE_URL: url,
        SESSION_SECRET: "shutdown-test-secret-0123456789",
        SEED_DEMO: "false",
        DB_POOL_SIZE: "3",
      });
      expect(times.filter((t) => t > DEADLINE_MS)).toEqual([]);
    }, 600_000);
  });
});
