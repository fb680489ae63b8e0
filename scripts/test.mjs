// `npm test`: format check, typecheck, lint, unit + API tests (PGlite, and PostgreSQL when DATABASE_URL is set),
// then a production build and the browser tests. Exits non-zero on any failure.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const report = path.join(root, "test-results", "vitest.json");
const step = (title, cmd, args, env = {}) => {
  console.log(`\n=== ${title} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
};

let ok = step("format (Prettier)", bin("prettier"), ["--check", "--log-level=warn", "**/*.{ts,tsx,js,mjs,json,css}"]);
ok = step("typecheck (shared, client, server, tools: each with its own environment)", bin("tsc"), ["-b", "tsconfig.projects.json"]) && ok;
ok = step("lint (ESLint: typed rules, React hooks, import boundaries)", bin("eslint"), ["--max-warnings=0", "."]) && ok;
ok =
  step("message catalogues (every message in English and Hindi, none stale)", process.execPath, [
    path.join(root, "scripts", "i18n-check.mjs"),
  ]) && ok;
ok = step("build", process.execPath, [path.join(root, "scripts", "build.mjs"), "--if-stale"]) && ok;
ok =
  step(
    "initial JavaScript per route and language (budget: / 160 KB, any route 270 KB, Hindi within 10 KB of English, gzipped)",
    process.execPath,
    [path.join(root, "scripts", "route-weight.mjs"), "--check"],
  ) && ok;
rmSync(report, { force: true });
ok =
  step(
    "vitest (unit, api, api-postgres, e2e)",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { TEST_EMBEDDED_SUBSET: "1" },
  ) && ok; // every server file runs on PostgreSQL here; PGlite keeps its own part (vitest.config.ts)

if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, "utf8"));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ""}`);
  if (r.numTotalTests === 0) ok = false;
}
process.exit(ok ? 0 : 1);
