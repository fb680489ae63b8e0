import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "@shared/i18n/locales";

/**
 * The message catalogues (lingui.config.ts), compiled at build time by Lingui's Vite plugin, so no message
 * parser ships. Each area's catalogue is its own small chunk, fetched with the pages that use it: "app"
 * (layout, shared components, the pages' words not kept with a feature), "shared" (shared code's words:
 * page titles, catalogues), "schemas" (the shared schemas' messages, for the pages whose forms check with
 * them) and one per feature.
 */
type CatalogModule = { messages: Messages };
const FILES = import.meta.glob<CatalogModule>([
  "../../locales/*.po",
  "../../features/*/locales/*.po",
  "../../../../shared/locales/*.po",
  "../../../../shared/schema/locales/*.po",
]);

export type CatalogArea = string;
const loaders = new Map<string, () => Promise<CatalogModule>>();
for (const [file, load] of Object.entries(FILES)) {
  const match = /(?:features\/([^/]+)\/|shared\/(schema\/)?)?locales\/([a-z]+)\.po$/.exec(file);
  if (!match) continue;
  const area = match[1] ?? (match[2] ? "schemas" : file.includes("shared/") ? "shared" : "app");
  loaders.set(`${area}:${match[3]}`, load);
}

/** The areas every page needs: the app's frame and shared code's words. */
export const FRAME_AREAS: readonly CatalogArea[] = ["app", "shared"];

const loaded = new Map<string, Promise<void>>();

/** Loads the catalogues of `areas` in `locale` into Lingui (each once); an area without one has no messages. */
export function loadCatalogs(locale: Locale, areas: readonly CatalogArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      const key = `${area}:${locale}`;
      let done = loaded.get(key);
      if (!done) {
        const load = loaders.get(key);
        done = load ? load().then((m) => i18n.load(locale, m.messages)) : Promise.resolve();
        loaded.set(key, done);
        // A download that failed (offline) is forgotten, so the next call fetches it again.
        done.catch(() => loaded.delete(key));
      }
      return done;
    }),
  ).then(() => undefined);
}

/** The areas that have a catalogue (a test checks that every page names the ones it uses). */
export const catalogAreas = (): string[] => [...new Set([...loaders.keys()].map((k) => k.split(":")[0]))];
