import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Lingui's macros (`Trans`, `t`, `msg`, `plural`) compiled by Babel, in the client files that use them only. */
export const linguiMacros = () =>
  babel({
    sourceMap: false,
    parserOpts: { plugins: ["typescript", "jsx"] },
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ["@lingui/babel-plugin-lingui-macro"] },
        rolldown: { filter: { id: { exclude: /node_modules/ }, code: /@lingui\/(react|core)\/macro/ } },
      }),
    ],
  });

export default defineConfig({
  root: r("./client"),
  // Lingui's macros are compiled away before React's transform; its plugin compiles the .po catalogues
  // into plain message arrays at build time (docs/decisions/i18n-with-lingui.md).
  plugins: [linguiMacros(), react(), lingui(), tailwindcss()],
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
    rolldownOptions: {
      // The shared schemas and catalogue have no side effects: a page's chunks keep only the modules it
      // uses, not every area's schemas (the loan page's forms chunk went from 65 to 44 KB).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]shared[\\/](schema|catalog)[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // Every icon in one small chunk: left alone, each icon shared by two pages became a chunk of
            // ~300 bytes, a request of its own (the loan page asked for 51 files, now 38).
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
});
