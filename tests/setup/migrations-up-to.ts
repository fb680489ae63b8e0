import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The migrations up to and including `lastTag`, as a folder drizzle's migrator reads (for tests of a migration). */
export function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "gharsetu-migrations-"));
  const journal = JSON.parse(readFileSync("migrations/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === lastTag) + 1);
  cpSync("migrations/meta", path.join(dir, "meta"), { recursive: true });
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  for (const f of readdirSync("migrations"))
    if (journal.entries.some((e) => `${e.tag}.sql` === f)) cpSync(path.join("migrations", f), path.join(dir, f));
  return dir;
}
