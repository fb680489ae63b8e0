import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Rewrites `import { Menu, X as Close } from "lucide-react"` into one import per icon from its own public
 * entry (`lucide-react/icons/menu`), so the bundler sees which module uses which icon: the frame's icons
 * load with the frame and a page's with that page, instead of every icon in one chunk reached through the
 * package's index (docs/decisions/budget-phones.md). Names the index does not map to one icon file
 * (`createLucideIcon`, `Icon`, the provider) stay imported from the index. For the build only: it runs
 * after Vite has compiled TypeScript and JSX (type-only imports gone, each import on one line), and the
 * dev server keeps the index its dependency scan found.
 */
export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | undefined;
  const iconFiles = () => {
    if (files) return files;
    const require = createRequire(import.meta.url);
    const index = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist", "esm", "lucide-react.mjs");
    files = new Map();
    for (const m of readFileSync(index, "utf8").matchAll(/export \{([^}]+)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';/g)) {
      for (const name of m[1].matchAll(/default as (\w+)/g)) files.set(name[1], m[2]);
    }
    if (files.size === 0) throw new Error(`No icons found in ${index}: has lucide-react changed how its index exports them?`);
    return files;
  };
  return {
    name: "gharsetu:lucide-direct-imports",
    apply: "build",
    transform: {
      filter: { id: { include: /\.[jt]sx?$/, exclude: /node_modules/ }, code: /["']lucide-react["']/ },
      handler(code) {
        const rewritten = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (_import, list: string) => {
          const direct: string[] = [];
          const rest: string[] = [];
          for (const spec of list
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)) {
            const [imported, local = imported] = spec.split(/\s+as\s+/);
            const file = iconFiles().get(imported);
            if (file) direct.push(`import ${local} from "lucide-react/icons/${file}";`);
            else rest.push(spec);
          }
          return [...direct, ...(rest.length ? [`import { ${rest.join(", ")} } from "lucide-react";`] : [])].join(" ");
        });
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
