import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Test support, read by the catalogue tests: the features a client module reaches through its imports
 * (static and dynamic), i.e. the feature catalogues its page must load. An import written
 * `import(/* own catalogues *\/ "…")` is not followed: the part it loads brings its features' catalogues
 * itself (client/src/lib/i18n/lazy-with-catalogs.ts).
 */
const SRC = path.resolve(import.meta.dirname, "../../client/src");
const IMPORT = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return undefined;
}

/** Every client module `file` reaches through its imports, and the shared modules they take values from. */
export function reach(file: string): { files: string[]; sharedValues: string[] } {
  const seen = new Set<string>();
  const sharedValues = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const m of readFileSync(f, "utf8").matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      const target = resolve(f, spec);
      if (target) visit(target);
      else if (spec.startsWith("@shared/") && !/^(?:import|export)\s+type\s/.test(m[0])) sharedValues.add(spec);
    }
  };
  visit(path.join(SRC, file));
  return { files: [...seen], sharedValues: [...sharedValues].sort() };
}

export function featuresReached(file: string): string[] {
  const features = new Set<string>();
  for (const f of reach(file).files) {
    const feature = /[\\/]features[\\/]([^\\/]+)[\\/]/.exec(path.relative(SRC, f).replace(/^/, "/"))?.[1];
    if (feature) features.add(feature);
  }
  return [...features].sort();
}

/**
 * Whether `file` reaches a shared schema's values (its checks, whose messages are the "schemas" catalogue's):
 * a value import, static or dynamic, of `@shared/schema` or one of its modules but the chat's (whose
 * messages are the shared catalogue's), or of the API contracts (which hold schemas).
 */
export function reachesSchemas(file: string): boolean {
  return reach(file).sharedValues.some((spec) => /^@shared\/(?:schema(?:\/(?!chat$)[^/]+)?|contracts(?:\/[^/]+)?)$/.test(spec));
}
