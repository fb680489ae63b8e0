import { readFileSync } from "node:fs";
import path from "node:path";

/** The built file of a shared schema module the browser loads on demand (shared/schema/<area>.ts), from Vite's manifest. */
export function schemaChunk(area: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve("dist/public/.vite/manifest.json"), "utf8")) as Record<string, { file: string }>;
  const entry = manifest[`../shared/schema/${area}.ts`];
  if (!entry) throw new Error(`no chunk of its own for shared/schema/${area}.ts in the build`);
  return `/${entry.file}`;
}
