import "./lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadRoute } from "./app/router";
import { maybeSignedIn } from "./lib/auth/get-user";
import "./index.css";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page arrives drawn (server/modules/seo/page-shell.ts) as a visitor sees it: React adopts that
// HTML instead of drawing it again. Someone signed in sees their own header, so for them it is drawn afresh.
// Its code is loaded first, so hydration never waits on it; data that arrives meanwhile (the settings) is
// held back until hydrated (useHydrated), so nothing differs from the HTML.
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
