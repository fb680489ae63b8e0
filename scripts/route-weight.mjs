// Each route's initial JavaScript, gzipped, in each language: the entry chunk, the route's page chunk and
// every chunk they import statically, plus the message catalogues the page loads before it renders (the
// frame's and its features', client/src/app/router.tsx) — what the browser must fetch before the page can
// show. Lazy imports inside a page (charts, dialogs, the chat panel) load later and are not counted. Reads
// Vite's manifest from the build. `node scripts/route-weight.mjs` prints the table; `--check` also exits 1
// over a budget (npm test runs it), or when a route open without signing in weighs more than LOCALE_MARGIN more in Hindi than in English.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "dist", "public");
const manifestFile = path.join(publicDir, ".vite", "manifest.json");

/**
 * Budgets in KB (1,000 bytes) of gzipped JavaScript. Since the pages speak two languages each route also
 * counts the catalogues it loads before it renders (on / 7.8 KB in English, 11.1 KB in Hindi) and
 * Lingui's runtime (3 KB, with its React binding 4.5): / went from 125 to 152 KB, then 165 with the
 * lending rules' messages. Loading
 * the home page's sections below the first screen only when they near it (docs/decisions/budget-phones.md)
 * took it to 153.8 KB in English and 161.2 KB in Hindi; loading each icon with the part that draws it and
 * the privacy notice's and lending rules' words with the pages that show them, to 146.9 and 152.4 KB; the
 * schemas' messages, each page's own words and the page descriptions off the first catalogues and the
 * footer hydrated as it nears the screen, to 138.0 and 141.2 KB; without a top-level await in the entry
 * (which stopped the bundler merging shared chunks into it), to 130.1 and 133.3 KB, so its budget is now
 * 134: a page must not grow back. The target is 100 KB; why that needs a decision on how the first screen is
 * built is in docs/decisions/first-load-budget.md.
 */
export const BUDGET = { home: 134, route: 270 };
/**
 * How much more a route open without signing in may weigh in another language than in English (its
 * catalogues are bigger). The pages behind sign-in (the router's ProtectedRoute) load many features'
 * catalogues at once (the dashboard eight besides the frame's two) and are held to the route budget in
 * every language instead.
 */
export const LOCALE_MARGIN = 10;
const LOCALES = ["en", "hi"];
const FRAME_AREAS = ["app", "shared"];

/** Route → its page module (client/src/app/router.tsx). */
const ROUTES = {
  "/": "src/pages/home-page.tsx",
  "/auth": "src/pages/auth-page.tsx",
  "/about": "src/pages/about-page.tsx",
  "/grievance": "src/pages/grievance-page.tsx",
  "/privacy": "src/pages/privacy-page.tsx",
  "/terms": "src/pages/terms-page.tsx",
  "/disclosures": "src/pages/disclosures-page.tsx",
  "/disclosures/fair-practices-code": "src/pages/fair-practices-code-page.tsx",
  "/disclosures/mitc": "src/pages/mitc-page.tsx",
  "/disclosures/interest-rate-policy": "src/pages/interest-rate-policy-page.tsx",
  "/disclosures/grievance-redressal": "src/pages/grievance-redressal-page.tsx",
  "/disclosures/lending-partners": "src/pages/lending-partners-page.tsx",
  "/forgot-password": "src/pages/forgot-password-page.tsx",
  "/reset-password": "src/pages/reset-password-page.tsx",
  "/verify-email": "src/pages/verify-email-page.tsx",
  "/report-email-change": "src/pages/report-email-change-page.tsx",
  "/loan-application": "src/pages/loan-application-page.tsx",
  "/consultation": "src/pages/consultation-page.tsx",
  "/sip": "src/pages/sip-page.tsx",
  "/dashboard": "src/pages/dashboard-page.tsx",
  "/loans/:id": "src/pages/loan-page.tsx",
  "/admin": "src/pages/admin-page.tsx",
  "/admin/loans/:id": "src/pages/admin-loan-page.tsx",
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

  // Each page's catalogue areas, as the router names them: lazyPage("home-page", ["home"], …).
  const router = readFileSync(path.join(root, "client", "src", "app", "router.tsx"), "utf8");
  const areasOf = new Map(
    [...router.matchAll(/lazyPage\(\s*"([a-z-]+)",\s*(\[[^\]]*\])/g)].map((m) => [`src/pages/${m[1]}.tsx`, JSON.parse(m[2])]),
  );
  const catalogue = (area, locale) =>
    area === "app"
      ? `src/locales/${locale}.po`
      : area === "shared"
        ? `../shared/locales/${locale}.po`
        : area === "schemas"
          ? `../shared/schema/locales/${locale}.po`
          : `src/features/${area}/locales/${locale}.po`;

  // The routes behind sign-in: <Route path="/dashboard"> <ProtectedRoute …> in the router.
  const signedIn = new Set([...router.matchAll(/<Route path="([^"]+)">\s*<ProtectedRoute/g)].map((m) => m[1]));
  if (!signedIn.has("/dashboard")) throw new Error("Could not read the routes behind sign-in from client/src/app/router.tsx");

  const unread = Object.values(ROUTES).filter((page) => !areasOf.has(page));
  if (unread.length) throw new Error(`No catalogue areas read from client/src/app/router.tsx for ${unread.join(", ")}`);

  return Object.entries(ROUTES).flatMap(([route, page]) =>
    LOCALES.map((locale) => {
      const files = collect(page, collect(entry, new Set()));
      for (const area of [...FRAME_AREAS, ...(areasOf.get(page) ?? [])]) collect(catalogue(area, locale), files);
      const bytes = [...files].filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + sizeOf(f), 0);
      const budget = route === "/" ? BUDGET.home : BUDGET.route;
      return { route, locale, kb: bytes / 1000, budget, chunks: files.size, signedIn: signedIn.has(route) };
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = routeWeights();
  const english = new Map(rows.filter((r) => r.locale === "en").map((r) => [r.route, r.kb]));
  const heavier = (r) => !r.signedIn && r.kb - english.get(r.route) > LOCALE_MARGIN;
  console.log("Initial JavaScript per route and language (gzip -9, catalogues included):");
  for (const r of rows) {
    const flag =
      (r.kb > r.budget ? `  OVER the ${r.budget} KB budget` : "") + (heavier(r) ? `  more than ${LOCALE_MARGIN} KB over English` : "");
    console.log(`  ${r.route.padEnd(35)} ${r.locale} ${r.kb.toFixed(1).padStart(6)} KB in ${String(r.chunks).padStart(2)} chunks${flag}`);
  }
  if (process.argv.includes("--check") && rows.some((r) => r.kb > r.budget || heavier(r))) {
    console.error(
      `Over budget: / may load at most ${BUDGET.home} KB of JavaScript gzipped, any other route ${BUDGET.route} KB, and a route open without signing in at most ${LOCALE_MARGIN} KB more in Hindi than in English.`,
    );
    process.exit(1);
  }
}
