import { existsSync } from "node:fs";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { chromePath } from "./browser";
import { hasPdfTools } from "./pdf-text";
import { pgbouncerInstalled } from "./pgbouncer";

/**
 * REQUIRE_POSTGRES=1 / REQUIRE_BROWSER=1 / REQUIRE_PDF_TOOLS=1 turn a missing PostgreSQL, Chromium or pdftotext into a failure,
 * so CI can never pass by skipping those suites. With REQUIRE_POSTGRES=1 the browser-test project also
 * needs PgBouncer: tests/e2e/scale-out.e2e.ts runs its scenarios through it too.
 */
export default async function requireServices(project?: TestProject) {
  if (process.env.REQUIRE_POSTGRES === "1") {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("REQUIRE_POSTGRES=1 but DATABASE_URL is not set");
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("select 1");
    } catch (e) {
      throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL at DATABASE_URL is unreachable: ${(e as Error).message}`, { cause: e });
    } finally {
      await client.end().catch(() => {});
    }
    if (project?.name === "e2e" && !pgbouncerInstalled())
      throw new Error("REQUIRE_POSTGRES=1 but pgbouncer is not installed (apt-get install -y pgbouncer); scale-out.e2e.ts runs through it");
  }
  if (process.env.REQUIRE_PDF_TOOLS === "1" && !hasPdfTools()) {
    throw new Error(
      "REQUIRE_PDF_TOOLS=1 but pdftotext is not installed (apt-get install -y poppler-utils); the papers' tests read PDFs with it",
    );
  }
  if (process.env.REQUIRE_BROWSER === "1" && !existsSync(chromePath())) {
    throw new Error(`REQUIRE_BROWSER=1 but no Chromium at ${chromePath()} (apt-get install -y chromium)`);
  }
}
