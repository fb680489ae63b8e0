import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./server";

/** Debian installs PgBouncer in /usr/sbin, which is not on every user's PATH. */
function pgbouncerCommand(): string | undefined {
  for (const cmd of ["pgbouncer", "/usr/sbin/pgbouncer"]) {
    const r = spawnSync(cmd, ["--version"], { stdio: "ignore" });
    if (!r.error && r.status === 0) return cmd;
  }
  return undefined;
}

const NOT_INSTALLED = "pgbouncer is not installed (apt-get install -y pgbouncer)";

/** Whether the scale-out test can run through PgBouncer (required where REQUIRE_POSTGRES=1: tests/setup/require-services.ts). */
export function pgbouncerInstalled(): boolean {
  return pgbouncerCommand() !== undefined;
}

export type RunningPgBouncer = { url: string; stop(): Promise<void> };

/**
 * A PgBouncer of its own (foreground child process, a free port on 127.0.0.1) in transaction pooling
 * mode, in front of the one database `databaseUrl` names; answers the URL that reaches that database
 * through it. Trust auth, as the local PostgreSQL the tests use. PgBouncer refuses to run as root, so
 * as root it runs as the postgres user (-u postgres) in a folder that user owns.
 */
export async function startPgBouncer(databaseUrl: string): Promise<RunningPgBouncer> {
  const cmd = pgbouncerCommand();
  if (!cmd) throw new Error(`${NOT_INSTALLED}; it is needed for the PgBouncer scenarios`);
  const target = new URL(databaseUrl);
  const database = decodeURIComponent(target.pathname.slice(1)) || "postgres";
  const user = decodeURIComponent(target.username) || "postgres";
  const port = await freePort();

  const dir = mkdtempSync(path.join(tmpdir(), "gharsetu-pgbouncer-"));
  const file = (name: string) => path.join(dir, name);
  writeFileSync(file("userlist.txt"), `"${user}" ""\n`);
  writeFileSync(
    file("pgbouncer.ini"),
    [
      "[databases]",
      `${database} = host=${target.hostname || "127.0.0.1"} port=${target.port || "5432"} dbname=${database}`,
      "",
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "pool_mode = transaction",
      "auth_type = trust",
      `auth_file = ${file("userlist.txt")}`,
      "max_client_conn = 300",
      "default_pool_size = 20",
      "ignore_startup_parameters = extra_float_digits,options",
      `logfile = ${file("pgbouncer.log")}`,
      `pidfile = ${file("pgbouncer.pid")}`,
      "",
    ].join("\n"),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // The postgres user reads the config and writes the log and pid file there.
    const [uid, gid] = ["-u", "-g"].map((flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim()));
    chmodSync(dir, 0o755);
    chownSync(dir, uid, gid);
    for (const f of ["pgbouncer.ini", "userlist.txt"]) chmodSync(file(f), 0o644);
  }

  const child = spawn(cmd, [...(asRoot ? ["-u", "postgres"] : []), file("pgbouncer.ini")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  let spawnError: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", (e) => {
      spawnError = e;
      resolve();
    });
  });
  const running = () => child.exitCode === null && child.signalCode === null && !spawnError;
  const stop = async () => {
    if (running()) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  const logTail = () => {
    const log = existsSync(file("pgbouncer.log")) ? readFileSync(file("pgbouncer.log"), "utf8") : "";
    return (log || stderr).split("\n").slice(-20).join("\n");
  };

  const deadline = Date.now() + 15_000;
  let lastError: unknown;
  while (Date.now() < deadline && running()) {
    const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query("select 1");
      return { url: url.toString(), stop };
    } catch (e) {
      lastError = e;
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const why = spawnError
    ? `could not start ${cmd}: ${spawnError.message}`
    : running()
      ? `accepted no connection within 15 s (${(lastError as Error | undefined)?.message ?? "no attempt"})`
      : `exited with ${child.exitCode ?? child.signalCode}`;
  const tail = logTail();
  await stop();
  throw new Error(`PgBouncer on 127.0.0.1:${port} ${why}; its log ends:\n${tail}`);
}
