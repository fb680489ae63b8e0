import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@": r("./client/src"), "@shared": r("./shared") };

// API tests run once against embedded PGlite and, when DATABASE_URL is set, again against PostgreSQL.
const apiProject = (name: string, backend: "pglite" | "postgres") => ({
  resolve: { alias },
  test: {
    name,
    include: ["server/**/*.test.ts"],
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
    // file in a row while most of them wait on PostgreSQL, a server or a browser. Two keep both cores busy;
    // the browser files still go one at a time (fileParallelism: false below), beside the API files.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["shared/**/*.test.ts", "client/src/**/*.test.{ts,tsx}"], environment: "node" },
      },
      apiProject("api", "pglite"),
      ...(process.env.DATABASE_URL ? [apiProject("api-postgres", "postgres")] : []),
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
          fileParallelism: false,
        },
      },
    ],
  },
});
