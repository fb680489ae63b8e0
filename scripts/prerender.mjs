// Renders each public page's HTML, as a signed-out visitor's first render makes it, into
// dist/public/.prerender/<page>.html (a dot folder: never served as a file). The server puts it into
// that page's shell and the browser hydrates it (client/src/main.tsx), so the page's content paints from
// the HTML, before and without its scripts. Run by scripts/build.mjs after the client build.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
process.env.NODE_ENV = "production";
import path from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ssrDir = path.join(root, "dist", "prerender");
const outDir = path.join(root, "dist", "public", ".prerender");

await build({
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "warn",
  build: { ssr: "src/entry-prerender.tsx", outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, manifest: false, sourcemap: false },
});

const { render, PUBLIC_PAGES, LOCALES } = await import(pathToFileURL(path.join(ssrDir, "entry-prerender.js")).href);
rmSync(outDir, { recursive: true, force: true });
// One folder per language: .prerender/en/home-page.html, .prerender/hi/home-page.html.
for (const locale of LOCALES) {
  mkdirSync(path.join(outDir, locale), { recursive: true });
  for (const page of PUBLIC_PAGES) {
    const html = await render(page.path, locale);
    if (/<script|<!--\$[?!]-->/.test(html))
      throw new Error(`${locale}${page.path}: the prerendered HTML still waits on a script or a Suspense fallback`);
    writeFileSync(path.join(outDir, locale, `${page.page}.html`), html);
    console.log(`  prerendered ${`${locale} ${page.path}`.padEnd(22)} ${(html.length / 1024).toFixed(1)} KB`);
  }
}
rmSync(ssrDir, { recursive: true, force: true });
