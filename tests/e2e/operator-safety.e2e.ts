import { execFile, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { cliCommand } from "../setup/cli-bundle";
import { startServer } from "../setup/server";

const run = promisify(execFile);

/** Every file and folder under `dir` with permissions beyond its owner, as "path mode". */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    if ((st.mode & 0o077) !== 0) found.push(`${path.relative(dir, p) || "."} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return found;
}

const login = (baseUrl: string, username: string, password: string) =>
  fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });

/**
 * Starts the built server expecting it to refuse; resolves with its exit code and what it printed. One
 * that starts after all is killed after a minute (exit code null) rather than left running.
 */
function startExpectingRefusal(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ["dist/server/index.js"], { env: childEnv, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const giveUp = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(giveUp);
      resolve({ code, stderr });
    }),
  );
}

describe("operating the embedded database safely (built server)", () => {
  it("keeps DATA_DIR owner-only, and tightens one that was left open", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gharsetu-perm-"));
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, "old"), { mode: 0o777 });
    writeFileSync(path.join(dataDir, "old", "leftover.txt"), "x", { mode: 0o666 });
    chmodSync(path.join(dataDir, "old", "leftover.txt"), 0o666);
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      expect((await login(server.baseUrl, "demo", "Demo@1234")).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(openToOthers(dataDir)).toEqual([]);
    expect(readdirSync(path.join(dataDir, "pgdata")).length).toBeGreaterThan(0);
  });

  it("seeds no demo accounts with SEED_DEMO=false", async () => {
    const server = await startServer({ SEED_DEMO: "false" });
    try {
      expect((await login(server.baseUrl, "superadmin", "Super@1234")).status).toBe(401);
    } finally {
      await server.stop();
    }
  });

  it("lets one process at a time own an embedded DATA_DIR, and takes it over from one that was killed", async () => {
    const first = await startServer();
    const env = { ...process.env, DATA_DIR: first.dataDir, LOG_LEVEL: "silent" } as Record<string, string>;
    delete env.DATABASE_URL;
    try {
      const second = await startExpectingRefusal({ DATA_DIR: first.dataDir, PORT: "0" });
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(/Refusing to start: DATA_DIR .* is in use by the server \(pid \d+\)/);
      const operator = await run(...cliCommand("server/cli/user-password.ts", ["--username", "demo", "--password", "Other@2026"]), {
        env,
        timeout: 60_000,
      }).then(
        () => ({ code: 0, stderr: "" }),
        (e: { code: number; stderr: string }) => e,
      );
      expect(operator.code).toBe(1);
      expect(operator.stderr).toMatch(/DATA_DIR .* is in use by the server \(pid \d+\)/);
      // The first server still owns its database: writes go on, and the refused password change never happened.
      expect((await login(first.baseUrl, "demo", "Demo@1234")).status).toBe(200);
    } finally {
      await first.kill();
    }
    const afterCrash = await startServer({ DATA_DIR: first.dataDir });
    try {
      expect((await login(afterCrash.baseUrl, "demo", "Demo@1234")).status).toBe(200);
    } finally {
      expect(await afterCrash.stop()).toBe(0);
    }
    const { stdout } = await run(...cliCommand("server/cli/user-password.ts", ["--username", "demo", "--password", "Other@2026"]), {
      env,
      timeout: 60_000,
    });
    expect(stdout).toContain("New password set for demo");
  });

  it("refuses to listen beyond loopback while demo accounts keep their published passwords", async () => {
    const seeded = await startServer();
    await seeded.stop();
    const refused = await startExpectingRefusal({ DATA_DIR: seeded.dataDir, HOST: "0.0.0.0", PORT: "0" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /Refusing to start: HOST=0\.0\.0\.0 .* demo accounts demo, admin, superadmin still have the passwords published/,
    );
    expect(refused.stderr).toMatch(/npm run user:password -- --username superadmin/);

    const env = { ...process.env, DATA_DIR: seeded.dataDir, LOG_LEVEL: "silent" } as Record<string, string>;
    delete env.DATABASE_URL;
    for (const username of ["demo", "admin", "superadmin"]) {
      const { stdout } = await run(
        ...cliCommand("server/cli/user-password.ts", ["--username", username, "--password", `${username}-New@2026`]),
        { env, timeout: 60_000 },
      );
      expect(stdout).toContain(`New password set for ${username}`);
    }
    const open = await startServer({ DATA_DIR: seeded.dataDir, HOST: "0.0.0.0" });
    try {
      expect((await login(open.baseUrl, "superadmin", "Super@1234")).status).toBe(401);
      expect((await login(open.baseUrl, "superadmin", "superadmin-New@2026")).status).toBe(200);
    } finally {
      expect(await open.stop()).toBe(0);
    }
  });
});
