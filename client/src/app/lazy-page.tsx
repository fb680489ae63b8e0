import { lazy, useState, type ComponentType } from "react";
import { activeLocale, loadCatalogs, type CatalogArea } from "@/lib/i18n";
import { retryImport } from "@/lib/retry-import";

type PageModule = { default: ComponentType };
const loaders = new Map<string, () => Promise<void>>();

/**
 * A page loaded with its first visit, its message catalogues (`areas`: the features whose components it
 * shows; a test checks the list) beside its code, like React's lazy(), that renders at once, without suspending, once
 * its code is in: main.tsx loads the prerendered page's code before hydrating, so the page hydrates in
 * the same pass as the layout, before any query has answered, and matches the HTML drawn at build time.
 */
export function lazyPage(name: string, areas: readonly CatalogArea[], loadCode: () => Promise<PageModule>): ComponentType {
  const load = () => retryImport(() => Promise.all([loadCode(), loadCatalogs(activeLocale(), areas)]).then(([m]) => m));
  let loaded: ComponentType | undefined;
  const remember = (m: PageModule) => {
    loaded = m.default;
    return m;
  };
  const Lazy = lazy(() => load().then(remember));
  loaders.set(name, () =>
    load()
      .then(remember)
      .then(() => undefined),
  );
  const Page = () => {
    // Whichever way this mount began it keeps: switching from <Lazy /> to <Loaded /> would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  };
  Page.displayName = `Page(${name})`;
  return Page;
}

/** Loads a page's code (by its module name under src/pages) ahead of its first render. */
export const preloadPage = (name: string): Promise<void> => loaders.get(name)?.() ?? Promise.resolve();
