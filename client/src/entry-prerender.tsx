import "./lib/zod-jitless";
import { i18n } from "@lingui/core";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { PAGES } from "@shared/catalog/pages";
import { LOCALES, localeBase, localizedPath, type Locale } from "@shared/i18n/locales";
import { App } from "./app/app";
import { catalogAreas, loadCatalogs } from "./lib/i18n";

export const PUBLIC_PAGES = PAGES.filter((p) => p.public);
export { LOCALES };

/**
 * Build time only (scripts/prerender.mjs): the HTML a signed-out visitor's first render of `path` makes,
 * with every lazy page resolved. The server puts it in the page shell and the browser hydrates it, so a
 * public page's content paints from the HTML, before (and without) its scripts.
 */
export async function render(path: string, locale: Locale): Promise<string> {
  // Every catalogue of the language: a page's own are loaded with its code only on its first render.
  await loadCatalogs(locale, catalogAreas());
  i18n.activate(locale);
  // The first pass loads the lazy modules the page needs; the second finds them loaded and renders whole,
  // with no Suspense fallback left to be swapped in by an inline script (the CSP allows none).
  await loadLazyModules(path, locale);
  return renderToString(tree(path, locale));
}

const tree = (path: string, locale: Locale) => (
  <StrictMode>
    <Router ssrPath={localizedPath(locale, path)} base={localeBase(locale)} ssrSearch="">
      <App />
    </Router>
  </StrictMode>
);

async function loadLazyModules(path: string, locale: Locale): Promise<void> {
  const { prelude } = await prerenderToNodeStream(tree(path, locale));
  for await (const _ of prelude); // drained: only the modules it loaded matter
}
