// `npm run lighthouse`: Lighthouse (mobile defaults) on the public pages of the production build, in the
// system Chromium (CHROME_PATH, else /usr/bin/chromium; no browser is downloaded). Builds if stale, starts
// the server on a free port with a fresh embedded database, prints the four scores per page.
// Not part of npm test: a run takes minutes and the performance score moves with the machine's load.
// `--json FILE` also writes the scores; `--runs N` takes the median performance of N runs per page;
// `--page PATH` audits one page; `--verbose` names the audits short of full marks.
// `--report-dir DIR` keeps each run's whole Lighthouse report (JSON) there, to read what the time went on.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ALL_PAGES = ["/", "/auth", "/loan-application", "/sip", "/consultation"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg("--runs") ?? 1);
const PAGES = arg("--page") ? [arg("--page")] : ALL_PAGES;

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "gharsetu-lighthouse-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO: "accounts",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, "dist", "server", "index.js")], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    }).then(() => rmSync(dataDir, { recursive: true, force: true }));
  return { baseUrl, stop };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

execFileSync(process.execPath, [path.join(root, "scripts", "build.mjs"), "--if-stale"], { stdio: "inherit" });
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
/** One Lighthouse run; a run whose trace failed (Chromium under load now and then loses it) is tried again. */
async function audit(url, attempts = 3) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  if (!lhr.runtimeError) return { lhr };
  if (attempts > 1) return audit(url, attempts - 1);
  throw new Error(`${url}: ${lhr.runtimeError.message}`);
}

const results = [];
if (arg("--report-dir")) mkdirSync(arg("--report-dir"), { recursive: true });
try {
  for (const page of PAGES) {
    const seen = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await audit(`${server.baseUrl}${page}`);
      if (arg("--report-dir"))
        writeFileSync(path.join(arg("--report-dir"), `${page.replace(/\W+/g, "_") || "_"}-${i + 1}.json`), JSON.stringify(lhr));
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
        .map((a) => a.id);
      seen.push({
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        metrics: {
          fcp: lhr.audits["first-contentful-paint"].numericValue,
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
        },
        failing,
      });
    }
    const perf = median(seen.map((s) => s.scores.performance));
    const run = seen.find((s) => s.scores.performance === perf);
    results.push({ page, ...run });
    const { fcp, lcp, tbt, cls } = run.metrics;
    console.log(
      `${page.padEnd(18)} perf ${String(run.scores.performance).padStart(3)}  a11y ${String(run.scores.accessibility).padStart(3)}  best practices ${String(run.scores["best-practices"]).padStart(3)}  SEO ${String(run.scores.seo).padStart(3)}` +
        `   FCP ${(fcp / 1000).toFixed(1)} s, LCP ${(lcp / 1000).toFixed(1)} s, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}`,
    );
    if (process.argv.includes("--verbose") && run.failing.length)
      console.log(`${"".padEnd(18)} below full marks: ${run.failing.join(", ")}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
const out = arg("--json");
if (out) writeFileSync(out, JSON.stringify(results, null, 2));
