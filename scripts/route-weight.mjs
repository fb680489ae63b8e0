// Each route's initial JavaScript, gzipped: the entry chunk, the route's page chunk and every chunk they
// import statically (what the browser must fetch before the page can show). Lazy imports inside a page
// (charts, dialogs, the chat panel) load later and are not counted. Reads Vite's manifest from the build.
// `node scripts/route-weight.mjs` prints the table; `--check` also exits 1 over the budget (npm test runs it).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "dist", "public");
const manifestFile = path.join(publicDir, ".vite", "manifest.json");

/** Budgets in KB (1,000 bytes) of gzipped JavaScript. */
export const BUDGET = { home: 150, route: 250 };

/** Route → its page module (client/src/app/router.tsx). */
const ROUTES = {
  "/": "src/pages/home-page.tsx",
  "/auth": "src/pages/auth-page.tsx",
  "/about": "src/pages/about-page.tsx",
  "/grievance": "src/pages/grievance-page.tsx",
  "/privacy": "src/pages/privacy-page.tsx",
  "/terms": "src/pages/terms-page.tsx",
  "/forgot-password": "src/pages/forgot-password-page.tsx",
  "/reset-password": "src/pages/reset-password-page.tsx",
  "/verify-email": "src/pages/verify-email-page.tsx",
  "/report-email-change": "src/pages/report-email-change-page.tsx",
  "/loan-application": "src/pages/loan-application-page.tsx",
  "/consultation": "src/pages/consultation-page.tsx",
  "/sip": "src/pages/sip-page.tsx",
  "/dashboard": "src/pages/dashboard-page.tsx",
  "/admin": "src/pages/admin-page.tsx",
  "/super-admin": "src/pages/super-admin-page.tsx",
  "/audit-logs": "src/pages/audit-logs-page.tsx",
  "(not found)": "src/pages/not-found-page.tsx",
};

export function routeWeights() {
  if (!existsSync(manifestFile)) throw new Error(`No ${path.relative(root, manifestFile)}: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const pages = Object.keys(manifest).filter((k) => k.startsWith("src/pages/"));
  const unmapped = pages.filter((p) => !Object.values(ROUTES).includes(p));
  if (unmapped.length) throw new Error(`Pages without a route in scripts/route-weight.mjs: ${unmapped.join(", ")}`);

  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const collect = (key, files) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
    return files;
  };

  return Object.entries(ROUTES).map(([route, page]) => {
    const files = collect(page, collect(entry, new Set()));
    const bytes = [...files].filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + sizeOf(f), 0);
    const budget = route === "/" ? BUDGET.home : BUDGET.route;
    return { route, kb: bytes / 1000, budget, chunks: files.size };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = routeWeights();
  console.log("Initial JavaScript per route (gzip -9):");
  for (const r of rows) {
    const flag = r.kb > r.budget ? `  OVER the ${r.budget} KB budget` : "";
    console.log(`  ${r.route.padEnd(21)} ${r.kb.toFixed(1).padStart(6)} KB in ${String(r.chunks).padStart(2)} chunks${flag}`);
  }
  if (process.argv.includes("--check") && rows.some((r) => r.kb > r.budget)) {
    console.error(`Over budget: / may load at most ${BUDGET.home} KB of JavaScript gzipped, any other route ${BUDGET.route} KB.`);
    process.exit(1);
  }
}
