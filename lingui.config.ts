import { readFileSync, readdirSync } from "node:fs";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Message catalogues: one per customer-facing feature (loaded with the pages that use it), one for the
 * app's frame (layout, shared components, pages), one for the rest of shared code's words (page titles,
 * catalogues) and one for the shared schemas' messages (the forms' checks), one per server
 * module (its e-mails, notices and errors) and one for the rest of the server. Staff features stay English-only and have none. How to add a
 * language or a message: README, "Languages"; why Lingui: docs/decisions/i18n-with-lingui.md.
 */
export const STAFF_FEATURES = [
  "admin",
  "admin-consultations",
  "admin-grievances",
  "admin-kyc",
  "admin-loans",
  "admin-outbox",
  "admin-sips",
];
/** The staff pages (English only too; their words are the staff features'). */
export const STAFF_PAGES = ["admin-page", "admin-loan-page", "super-admin-page", "audit-logs-page"];
export const CUSTOMER_FEATURES = readdirSync(new URL("./client/src/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !STAFF_FEATURES.includes(d.name))
  .map((d) => d.name)
  .sort();

/** Whether a folder's code marks any message for the extractor (the i18n comment), tests aside. */
const marksMessages = (dir: URL): boolean =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).some(
    (f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f) && readFileSync(new URL(f, dir), "utf8").includes("/*i18n*/"),
  );

/** The server's modules that have words of their own (e-mails, notices, errors), each with its catalogue. */
export const SERVER_MODULES = readdirSync(new URL("./server/modules", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && marksMessages(new URL(`./server/modules/${d.name}/`, import.meta.url)))
  .map((d) => d.name)
  .sort();

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "**/*.e2e.ts"];
/** The shared schemas but the chat's: their messages are the "schemas" catalogue's, not the shared one's. */
const SCHEMAS = "<rootDir>/shared/schema/!(chat).ts";
/**
 * Code outside the features whose words only some features show (shared code, a page, a component used by
 * a few features' pages): kept out of the catalogues every page loads (the shared one, the frame's), and
 * extracted with the features (and the server modules) that show them. A page that reaches such a client
 * file, or imports such a shared file by its own path, must load one of its features' catalogues
 * (client/src/app/page-catalogs.test.ts checks the router's customer pages).
 * A folder ends with "/".
 */
export const SHOWN_BY: Record<string, { features: string[]; modules: string[] }> = {
  "shared/catalog/document-checklist.ts": { features: ["loan-documents"], modules: ["notifications", "chat"] },
  "shared/catalog/applicant-profiles.ts": { features: ["loans", "loan-documents"], modules: ["chat"] },
  "shared/catalog/indian-states.ts": { features: ["loans", "calculators"], modules: ["loans", "chat"] },
  "shared/catalog/lending-partners.ts": { features: ["disclosures"], modules: [] },
  // The Key Fact Statement's charges: on the papers (the loans module), the published terms (disclosures) and the assistant's answers.
  "shared/catalog/loan-papers.ts": { features: ["disclosures"], modules: ["loans", "chat"] },
  "shared/calendar/consultation-event.ts": { features: ["consultations"], modules: ["notifications"] },
  "shared/catalog/pmay.ts": { features: ["calculators"], modules: ["chat"] },
  "shared/catalog/adviser-languages.ts": { features: ["consultations"], modules: ["notifications"] },
  // The privacy notice's words: on its own page, the terms, registration's consents and the account's (the
  // server only records which notice was shown). Kept off every page's first load (docs/decisions/budget-phones.md).
  "shared/catalog/privacy.ts": { features: ["privacy-notice", "terms", "auth", "account"], modules: [] },
  // The lending rules' reasons: on the customer's application (its decision and next steps), and in the
  // server's decisions. Staff pages write them in English themselves.
  "shared/finance/underwriting.ts": { features: ["loans"], modules: ["loans"] },
  // The password rules: on registration, the password change and the reset page, and in the server's refusals.
  "shared/catalog/password-policy.ts": { features: ["auth", "account", "account-recovery"], modules: ["auth", "account"] },
  // Each page's own words, with its feature's (the pages load their features' catalogues).
  "client/src/pages/auth-page.tsx": { features: ["auth"], modules: [] },
  "client/src/pages/consultation-page.tsx": { features: ["consultations"], modules: [] },
  "client/src/pages/dashboard-page.tsx": { features: ["account"], modules: [] },
  "client/src/pages/grievance-page.tsx": { features: ["grievances"], modules: [] },
  "client/src/pages/loan-application-page.tsx": { features: ["loans"], modules: [] },
  "client/src/pages/sip-page.tsx": { features: ["sip"], modules: [] },
  // The payment card: on the pages that take a fee or an instalment.
  "client/src/components/payment/": { features: ["consultations", "loans", "sip"], modules: [] },
};
const shownBy = (key: "features" | "modules", name: string) =>
  Object.entries(SHOWN_BY)
    .filter(([, by]) => by[key].includes(name))
    .map(([file]) => `<rootDir>/${file}`);
/**
 * `I18N_AREAS=home,app npm run i18n:extract`: only those catalogues (client features by name; app, shared,
 * schemas, server for the server outside its modules, server-<module> for a server module's).
 */
const only = process.env.I18N_AREAS?.split(",").map((a) => a.trim());
const wanted = (area: string) => !only || only.includes(area);

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi"],
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false, origins: false }),
  // Sorted by id, so a catalogue is the same whatever order the extractor's workers read the files in.
  orderBy: "messageId",
  catalogs: [
    ...CUSTOMER_FEATURES.filter(wanted).map((name) => ({
      path: `<rootDir>/client/src/features/${name}/locales/{locale}`,
      include: [`<rootDir>/client/src/features/${name}/`, ...shownBy("features", name)],
      exclude: TESTS,
    })),
    wanted("app") && {
      path: "<rootDir>/client/src/locales/{locale}",
      include: [
        "<rootDir>/client/src/app/",
        "<rootDir>/client/src/components/",
        "<rootDir>/client/src/lib/",
        "<rootDir>/client/src/pages/",
      ],
      exclude: [
        ...TESTS,
        ...Object.keys(SHOWN_BY)
          .filter((file) => file.startsWith("client/"))
          .map((file) => `<rootDir>/${file}${file.endsWith("/") ? "**" : ""}`),
        ...STAFF_PAGES.map((page) => `<rootDir>/client/src/pages/${page}.tsx`),
      ],
    },
    wanted("shared") && {
      path: "<rootDir>/shared/locales/{locale}",
      include: ["<rootDir>/shared/"],
      exclude: [...TESTS, SCHEMAS, ...Object.keys(SHOWN_BY).map((file) => `<rootDir>/${file}`)],
    },
    // The shared schemas' messages (what a form says of a wrong value): loaded by the pages whose forms
    // check with them, not by every page (the chat's, which the frame shows, stay in the shared catalogue).
    wanted("schemas") && {
      path: "<rootDir>/shared/schema/locales/{locale}",
      include: ["<rootDir>/shared/schema/"],
      exclude: [...TESTS, "<rootDir>/shared/schema/chat.ts"],
    },
    ...SERVER_MODULES.filter((name) => wanted(`server-${name}`)).map((name) => ({
      path: `<rootDir>/server/modules/${name}/locales/{locale}`,
      include: [`<rootDir>/server/modules/${name}/`, ...shownBy("modules", name)],
      exclude: TESTS,
    })),
    wanted("server") && {
      path: "<rootDir>/server/locales/{locale}",
      include: ["<rootDir>/server/"],
      exclude: [...TESTS, "<rootDir>/server/modules/**"],
    },
  ].filter((c) => c !== false),
});
