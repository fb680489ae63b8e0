import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import type { Plugin } from "vite";
import { transformAsync } from "@babel/core";
import { lucideDirectImports } from "./scripts/vite/lucide-direct-imports";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Compiles Lingui's macros (`Trans`, `t`, `msg`, `plural`) in the client's source files that import them,
 * before React's transform, with Lingui's own Babel plugin. Our own few lines rather than
 * @rolldown/plugin-babel, which needs Node 22 (we run Node 20).
 */
export function linguiMacros(): Plugin {
  return {
    name: "gharsetu:lingui-macros",
    enforce: "pre",
    transform: {
      filter: { id: { include: /\.tsx?$/, exclude: /node_modules/ }, code: /@lingui\/(?:react|core)\/macro/ },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: id.split("?")[0].endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] },
          plugins: ["@lingui/babel-plugin-lingui-macro"],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}

export default defineConfig({
  root: r("./client"),
  // Lingui's macros are compiled away before React's transform; its plugin compiles the .po catalogues
  // into plain message arrays at build time (docs/decisions/i18n-with-lingui.md).
  plugins: [linguiMacros(), lucideDirectImports(), react(), lingui(), tailwindcss()],
  resolve: {
    alias: {
      "@": r("./client/src"),
      "@shared": r("./shared"),
    },
  },
  build: {
    outDir: r("./dist/public"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // Read by scripts/route-weight.mjs (initial JavaScript per route); a dot folder, which the server never serves.
    manifest: true,
    // The app's one stylesheet, in one file, written into every page's HTML (server/modules/seo/page-shell.ts).
    // Split by chunk, it would be listed with every lazy chunk that imports from the entry chunk, and Vite's
    // loader would add it again as a <link> when one loads: a second download and a restyle of the page.
    cssCodeSplit: false,
    rolldownOptions: {
      // The shared schemas and catalogue have no side effects: a page's chunks keep only the modules it
      // uses, not every area's schemas (the loan page's forms chunk went from 65 to 44 KB).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]shared[\\/](schema|catalog)[\\/]/.test(id) },
      output: {
        // An icon group is named after every page that shares it; its file keeps only the first word.
        chunkFileNames: (chunk) => `assets/${chunk.name.startsWith("icons~") ? "icons" : "[name]"}-[hash].js`,
        codeSplitting: {
          groups: [
            // Icons are imported one module each (lucideDirectImports), so the bundler knows who draws which.
            // The frame's icons (reached from the entry without a lazy import) load with the frame. The rest
            // are grouped by the set of pages that use them, small groups merged into their nearest
            // neighbour: left alone, each icon shared by two pages became a chunk of ~300 bytes, a request of
            // its own. `/` loads 6 KB less than with every icon in one chunk (docs/performance.md).
            { name: "frame-icons", test: /node_modules[\\/]lucide-react[\\/]/, tags: ["$initial"], priority: 1 },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 5000 },
          ],
        },
      },
    },
  },
});
