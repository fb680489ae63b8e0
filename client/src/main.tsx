import "./lib/zod-jitless";
import { i18n } from "@lingui/core";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { localeBase } from "@shared/i18n/locales";
import { App } from "./app/app";
import { preloadRoute } from "./app/router";
import { maybeSignedIn } from "./lib/auth/get-user";
import { FRAME_AREAS, loadCatalogs, pageLocale } from "./lib/i18n";
import { retryImport } from "./lib/retry-import";
import "./index.css";

const container = document.getElementById("root")!;
// The address names the language (`/hi/…` is Hindi); every route and link inside lives under its base.
const locale = pageLocale();
const app = (
  <StrictMode>
    <Router base={localeBase(locale)}>
      <App />
    </Router>
  </StrictMode>
);

// A public page arrives drawn (server/modules/seo/page-shell.ts) as a visitor sees it: React adopts that
// HTML instead of drawing it again. Someone signed in sees their own header, so for them it is drawn afresh.
// Its code is loaded first, so hydration never waits on it; data that arrives meanwhile (the settings) is
// held back until hydrated (useHydrated), so nothing differs from the HTML.
// The frame's messages first: every render, the first included, speaks the page's language. A download
// that fails is tried again as a page's code is (retryImport); one that still fails starts the app without
// them (its words fall back to their ids, mostly the English) rather than leaving the page dead, so the
// connection banner and the error boundary's reload can still speak (docs/decisions/offline-and-loading.md).
// Not a top-level await: one would stop the bundler merging the chunks every page shares into this one
// (docs/decisions/budget-phones.md).
void retryImport(() => loadCatalogs(locale, FRAME_AREAS)).then(start, start);

function start() {
  i18n.activate(locale);
  if (container.hasAttribute("data-prerendered") && !maybeSignedIn()) {
    // As a transition, hydration too is done in slices, yielding to the browser (a tap, a scroll) between them.
    const hydrate = () => startTransition(() => void hydrateRoot(container, app));
    // If the page's chunk failed, hydration suspends on it and the error boundary shows.
    void preloadRoute(window.location.pathname).then(hydrate, hydrate);
  } else {
    // As a transition the first render is done in slices, yielding to the browser between them, so a phone
    // stays responsive while the page is built instead of freezing for one long task.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
