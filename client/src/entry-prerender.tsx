import "./lib/zod-jitless";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { PAGES } from "@shared/catalog/pages";
import { App } from "./app/app";

export const PUBLIC_PAGES = PAGES.filter((p) => p.public);

/**
 * Build time only (scripts/prerender.mjs): the HTML a signed-out visitor's first render of `path` makes,
 * with every lazy page resolved. The server puts it in the page shell and the browser hydrates it, so a
 * public page's content paints from the HTML, before (and without) its scripts.
 */
export async function render(path: string): Promise<string> {
  // The first pass loads the lazy modules the page needs; the second finds them loaded and renders whole,
  // with no Suspense fallback left to be swapped in by an inline script (the CSP allows none).
  await loadLazyModules(path);
  return renderToString(tree(path));
}

const tree = (path: string) => (
  <StrictMode>
    <Router ssrPath={path} ssrSearch="">
      <App />
    </Router>
  </StrictMode>
);

async function loadLazyModules(path: string): Promise<void> {
  const { prelude } = await prerenderToNodeStream(tree(path));
  for await (const _ of prelude); // drained: only the modules it loaded matter
}
