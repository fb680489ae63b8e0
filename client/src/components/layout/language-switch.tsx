import { useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { LOCALES, LOCALE_COOKIE, LOCALE_NAMES, LOCALE_TAGS, localizedPath, type Locale } from "@shared/i18n/locales";
import { api } from "@/lib/api-client";
import { activeLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the choice in this browser at once (the server sends bare English addresses on by it);
 * someone signed in also has it saved on the account, which e-mails and notices follow, before the page
 * goes. Should that call fail, the cookie still holds the choice.
 */
async function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale, signedIn: boolean) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  // A new tab or window (a modified or middle click) is the browser's to open, as for any link.
  if (!signedIn || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  await api("PUT /api/account/language", { body: { language: locale } }).catch(() => undefined);
  window.location.assign(href);
}

/**
 * English | हिन्दी: each language's name, in itself, linking to this page in that language. Choosing one
 * remembers it (a cookie; the server sends the bare English addresses on to it), and the page loads
 * afresh in that language. A plain link, so it works before the scripts and search engines follow it.
 */
export function LanguageSwitch({ signedIn = false, className }: { signedIn?: boolean; className?: string }) {
  const [path] = useLocation();
  const search = useSearch();
  const current = activeLocale();
  const { t } = useLingui();
  // Named in the page's language; each link names its language in itself. A phone's header has room for
  // the other languages only: the page's own is the one it is reading.
  return (
    <nav aria-label={t`Language`} className={cn("flex items-center text-sm", className)}>
      {LOCALES.map((locale, i) => (
        <span key={locale} className={cn("items-center", locale === current ? "hidden sm:flex" : "flex")}>
          {i > 0 && (
            <span aria-hidden className="hidden px-1 text-muted-foreground sm:inline">
              |
            </span>
          )}
          <a
            href={`${localizedPath(locale, path)}${search ? `?${search}` : ""}`}
            hrefLang={LOCALE_TAGS[locale]}
            lang={LOCALE_TAGS[locale]}
            aria-current={locale === current ? "true" : undefined}
            onClick={(event) => void choose(event, locale, signedIn)}
            className={cn(
              "rounded-md px-1.5 py-2 font-medium transition-colors hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              // Another language's name in system fonts only, so that no page fetches a font just for it; the
              // page's own in the page's fonts (a Hindi page has its Devanagari font loaded, a system may have none).
              locale === current
                ? "text-foreground underline decoration-primary decoration-2 underline-offset-4"
                : "font-system text-foreground",
            )}
          >
            {LOCALE_NAMES[locale]}
          </a>
        </span>
      ))}
    </nav>
  );
}
