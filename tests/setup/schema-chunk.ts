import { readFileSync } from "node:fs";
import path from "node:path";

type Manifest = Record<string, { file: string; name?: string; dynamicImports?: string[] }>;

/**
 * The built file a form loads its shared schema from (shared/schema/<area>.ts, imported on demand by
 * lazyZodResolver), from Vite's manifest: among the chunks something imports dynamically, the schema
 * module's own or the shared chunk named after it. Exactly one must match.
 */
export function schemaChunk(area: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve("dist/public/.vite/manifest.json"), "utf8")) as Manifest;
  const loadedOnDemand = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const matches = [...loadedOnDemand].filter(
    (key) => key === `../shared/schema/${area}.ts` || (key.startsWith("_") && manifest[key]?.name === area),
  );
  if (matches.length !== 1)
    throw new Error(`shared/schema/${area}.ts: ${matches.length} chunks loaded on demand match (${matches.join(", ")})`);
  return `/${manifest[matches[0]].file}`;
}
