import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { lingui } from "@lingui/vite-plugin";
import { linguiMacros } from "./vite.config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@": r("./client/src"), "@shared": r("./shared") };

const SERVER_TESTS = ["server/**/*.test.ts"];
/**
 * API tests run on embedded PGlite. When DATABASE_URL is set (CI sets it) the whole server suite also
 * runs on PostgreSQL; then, in `npm test` (scripts/test.mjs sets TEST_EMBEDDED_SUBSET), PGlite keeps
 * what is its own (the database layer, the CLI on a data directory, the outbox's claims, the HTTP layer)
 * and the loan decisions, rather than running every file twice. The other flows reach PGlite through the
 * browser tests, whose servers run on the embedded database. Otherwise (no DATABASE_URL, or
 * `npm run test:api`) every file runs on PGlite.
 */
const EMBEDDED_WITH_POSTGRES = [
  "server/db/**/*.test.ts",
  "server/cli/**/*.test.ts",
  "server/modules/loans/*.test.ts",
  "server/modules/outbox/outbox-claims.test.ts",
  "server/http/http.test.ts",
];
/**
 * Server files that replace a module (vi.mock), stub globals or hold a module's state for themselves: they
 * run each in their own module graph. The rest of the PostgreSQL project shares one graph per worker
 * (isolate: false): importing the app once per worker instead of once per file halves the project's time
 * (import was most of it), and each file still builds its own app and database. A file whose state leaks
 * into the next belongs in this list.
 */
const ISOLATED_SERVER_TESTS = [
  "server/modules/audit/audit-trail.test.ts",
  "server/modules/account/erasure-in-flight.test.ts",
  "server/modules/chat/chat-builtin-failure.test.ts",
  "server/cli/db-seed.test.ts",
  "server/db/embedded/pglite-thread.test.ts",
];
const apiProject = (
  name: string,
  backend: "pglite" | "postgres",
  include: string[],
  { isolate = true, exclude = [] as string[] } = {},
) => ({
  resolve: { alias },
  test: {
    name,
    include,
    exclude: [...exclude, "**/node_modules/**"],
    environment: "node",
    env: { TEST_DB: backend, NODE_ENV: "test" },
    globalSetup: ["tests/setup/require-services.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate,
  },
});

/** Browser tests are the longest files by far; API files next; unit files take a moment each. */
const PROJECT_ORDER = ["e2e", "api-postgres", "api-postgres-isolated", "api", "unit"];

/**
 * Longest work first, so the two workers finish together: vitest's own order runs the projects
 * alphabetically (the API files first, the browser files after them), which left one worker alone
 * with the last browser files for minutes. Within a project the base order stands: the slowest
 * files of the last run first when vitest remembers them, the largest files first when it does not.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = PROJECT_ORDER.indexOf(f.project.name);
      return i === -1 ? PROJECT_ORDER.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, which ran every
    // file in a row while most of them wait on PostgreSQL, a server or a browser. Two keep both cores busy,
    // the browser files included: two of them (each its own server, database and Chromium) run at once.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        resolve: { alias },
        // The client's components as the build compiles them: Lingui's macros and catalogues.
        plugins: [linguiMacros(), lingui()],
        test: {
          name: "unit",
          include: ["shared/**/*.test.ts", "client/src/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/setup/i18n-unit.tsx"],
        },
      },
      apiProject("api", "pglite", process.env.DATABASE_URL && process.env.TEST_EMBEDDED_SUBSET ? EMBEDDED_WITH_POSTGRES : SERVER_TESTS),
      ...(process.env.DATABASE_URL
        ? [
            apiProject("api-postgres", "postgres", SERVER_TESTS, { isolate: false, exclude: ISOLATED_SERVER_TESTS }),
            apiProject("api-postgres-isolated", "postgres", ISOLATED_SERVER_TESTS),
          ]
        : []),
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
