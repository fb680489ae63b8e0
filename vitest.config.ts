import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@": r("./client/src"), "@shared": r("./shared") };

const SERVER_TESTS = ["server/**/*.test.ts"];
/**
 * API tests run on embedded PGlite. When DATABASE_URL is set (CI sets it) the whole server suite also
 * runs on PostgreSQL; then, in `npm test` (scripts/test.mjs sets TEST_EMBEDDED_SUBSET), PGlite keeps
 * what is its own (the database layer, the CLI on a data directory) and the core money and booking
 * flows, rather than running every file twice (about three minutes of CI). Otherwise (no
 * DATABASE_URL, or `npm run test:api`) every file runs on PGlite.
 */
const EMBEDDED_WITH_POSTGRES = [
  "server/db/**/*.test.ts",
  "server/cli/**/*.test.ts",
  "server/modules/{auth,loans,payments,consultations,kyc,analytics}/*.test.ts",
  "server/modules/outbox/outbox-claims.test.ts",
  "server/http/http.test.ts",
];
const apiProject = (name: string, backend: "pglite" | "postgres", include: string[]) => ({
  resolve: { alias },
  test: {
    name,
    include,
    environment: "node",
    env: { TEST_DB: backend, NODE_ENV: "test" },
    globalSetup: ["tests/setup/require-services.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, which ran every
    // file in a row while most of them wait on PostgreSQL, a server or a browser. Two keep both cores busy,
    // the browser files included: two of them (each its own server, database and Chromium) run at once.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["shared/**/*.test.ts", "client/src/**/*.test.{ts,tsx}"], environment: "node" },
      },
      apiProject("api", "pglite", process.env.DATABASE_URL && process.env.TEST_EMBEDDED_SUBSET ? EMBEDDED_WITH_POSTGRES : SERVER_TESTS),
      ...(process.env.DATABASE_URL ? [apiProject("api-postgres", "postgres", SERVER_TESTS)] : []),
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          environment: "node",
          globalSetup: ["tests/setup/require-services.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page on a busy 2-core machine can take seconds to settle; vitest's 1 s default is for unit tests.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
