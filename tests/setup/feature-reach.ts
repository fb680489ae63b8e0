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

export function featuresReached(file: string): string[] {
  const seen = new Set<string>();
  const features = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    const feature = /[\\/]features[\\/]([^\\/]+)[\\/]/.exec(path.relative(SRC, f).replace(/^/, "/"))?.[1];
    if (feature) features.add(feature);
    for (const m of readFileSync(f, "utf8").matchAll(IMPORT)) {
      const target = resolve(f, m[1] ?? m[2]);
      if (target) visit(target);
    }
  };
  visit(path.join(SRC, file));
  return [...features].sort();
}
