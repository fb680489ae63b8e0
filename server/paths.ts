import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, found from this file whether it runs from server/ (tsx) or dist/server (bundle). */
export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "migrations"))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error("Cannot find the GharSetu root folder (package.json + migrations/)");
}
