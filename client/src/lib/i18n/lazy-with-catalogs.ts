import { lazy, type ComponentType } from "react";
import { loadCatalogs, type CatalogArea } from "./catalogs";
import { activeLocale } from "./locale";
import { retryImport } from "../retry-import";

/**
 * A part of a page loaded when it first renders, with its features' catalogues (`areas`), so that words
 * only it shows (a long list below the fold) are not fetched before the page can show. Render it inside
 * <Suspense>. Its import is written `import(/* own catalogues *\/ "…")`: the test that a page loads the
 * catalogues of the features it reaches leaves that feature to this loader (client/src/app/page-catalogs.test.ts).
 */
export function lazyWithCatalogs<P extends object>(areas: readonly CatalogArea[], load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    retryImport(() => Promise.all([load(), loadCatalogs(activeLocale(), areas)])).then(([component]) => ({ default: component })),
  );
}
