// `npm test`: format check, typecheck, lint, unit + API tests (PGlite, and PostgreSQL when DATABASE_URL is set),
// then a production build and the browser tests. Exits non-zero on any failure.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUDGET, LOCALE_MARGIN } from "./route-weight.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const report = path.join(root, "test-results", "vitest.json");
const step = (title, cmd, args, env = {}) => {
  console.log(`\n=== ${title} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
};

// The checks before the tests run two at a time (the CI machine has two cores), each one's output printed
// whole when it ends. The build waits for the catalogue check, which rewrites the catalogues it reads.
const run = (title, cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    const out = [];
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => out.push(d));
    child.on("close", (code) => {
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(out));
      resolve(code === 0);
    });
  });
const node = (script, ...args) => [process.execPath, [path.join(root, "scripts", script), ...args]];

const catalogues = run("format (Prettier)", bin("prettier"), ["--check", "--log-level=warn", "**/*.{ts,tsx,js,mjs,json,css}"]).then(
  async (formatted) => [
    formatted,
    await run("message catalogues (every message in English and Hindi, none stale)", ...node("i18n-check.mjs")),
  ],
);
const laneA = run("typecheck (shared, client, server, tools: each with its own environment)", bin("tsc"), [
  "-b",
  "tsconfig.projects.json",
]).then(async (typed) => {
  await catalogues;
  const built = await run("build", ...node("build.mjs", "--if-stale"));
  const weighed = await run(
    `initial JavaScript per route and language (budget: / ${BUDGET.home} KB, any route ${BUDGET.route} KB, a route open without signing in within ${LOCALE_MARGIN} KB of English in Hindi, gzipped)`,
    ...node("route-weight.mjs", "--check"),
  );
  return [typed, built, weighed];
});
const laneB = catalogues.then(async (done) => [
  ...done,
  await run("lint (ESLint: typed rules, React hooks, import boundaries)", bin("eslint"), ["--max-warnings=0", "."]),
]);
let ok = (await Promise.all([laneA, laneB])).flat().every(Boolean);
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
