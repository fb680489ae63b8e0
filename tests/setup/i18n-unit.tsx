import { i18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "../../shared/i18n/locales";

/**
 * Unit tests' languages: every catalogue of both languages loaded (compiled by Lingui's Vite plugin, as
 * in the build), English active. `InI18n` gives a rendered component the provider the app's root gives it.
 */
const catalogues = import.meta.glob<{ messages: Messages }>(
  [
    "../../client/src/locales/*.po",
    "../../client/src/features/*/locales/*.po",
    "../../shared/locales/*.po",
    "../../shared/schema/locales/*.po",
  ],
  { eager: true },
);
for (const [file, { messages }] of Object.entries(catalogues)) i18n.load(/([a-z]+)\.po$/.exec(file)![1], messages);
i18n.activate("en");

export const useLocaleForTest = (locale: Locale) => i18n.activate(locale);
export const InI18n = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

/** What `use` (a function calling hooks) answers inside a rendered component, in the active language. */
export function inI18n<T>(use: () => T): T {
  let result: { value: T } | undefined;
  function Probe() {
    result = { value: use() };
    return null;
  }
  renderToStaticMarkup(
    <InI18n>
      <Probe />
    </InI18n>,
  );
  return result!.value;
}
