import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { processAlive } from "../../server/db/embedded/control";

/**
 * The operator commands as tests run them: each `server/cli/*.ts` bundled once per test process with
 * esbuild (as the build bundles the server), then run with plain `node`. Run through tsx, every command
 * paid seconds of start-up on the 2-core CI machine, most of a CLI test's time; the code run is the same.
 * The bundles sit under node_modules/.cache, so the packages they leave external resolve as from the
 * source, and repoRoot() finds the migrations.
 */
let outdir: string | null = null;

function bundle(): string {
  if (outdir) return outdir;
  const root = path.resolve("node_modules", ".cache", "gharsetu-cli");
  // A test process stopped by its runner leaves its bundles behind: cleared by the next one.
  if (existsSync(root))
    for (const pid of readdirSync(root)) if (!processAlive(Number(pid))) rmSync(path.join(root, pid), { recursive: true, force: true });
  const dir = path.join(root, String(process.pid));
  const entryPoints = readdirSync("server/cli")
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => path.join("server", "cli", f));
  buildSync({
    entryPoints,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outbase: "server",
    outdir: dir,
    logLevel: "warning",
  });
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return (outdir = dir);
}

/** `node` and the arguments that run `script` (a path such as server/cli/user-create.ts) with `args`. */
export function cliCommand(script: string, args: string[] = []): [string, string[]] {
  const bundled = path.join(bundle(), path.relative("server", script)).replace(/\.ts$/, ".js");
  return [process.execPath, [bundled, ...args]];
}
