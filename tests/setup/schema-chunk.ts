import { readFileSync } from "node:fs";
import path from "node:path";

type Manifest = Record<string, { file: string; name?: string }>;

/**
 * The built file holding a shared schema module the browser loads on demand (shared/schema/<area>.ts),
 * from Vite's manifest: a chunk of its own, or the shared chunk named after the module when other
 * pages import it too.
 */
export function schemaChunk(area: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve("dist/public/.vite/manifest.json"), "utf8")) as Manifest;
  const entry = manifest[`../shared/schema/${area}.ts`] ?? Object.entries(manifest).find(([key, v]) => key.startsWith("_") && v.name === area)?.[1];
  if (!entry) throw new Error(`no chunk for shared/schema/${area}.ts in the build`);
  return `/${entry.file}`;
}
