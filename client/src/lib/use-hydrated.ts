import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False while React adopts a prerendered page's HTML (main.tsx), true otherwise. A component that shows
 * data the build did not have (the settings) shows it only once hydrated, so its first render matches
 * the HTML however early the data arrives; React re-renders it with the data right after.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/**
 * True during the first render of a prerendered page, while React adopts its HTML (main.tsx), and false
 * for anything drawn after: the router marks the page ready once that first render has committed.
 */
export const adoptingPrerenderedHtml = (): boolean =>
  typeof document !== "undefined" &&
  !!document.getElementById("root")?.hasAttribute("data-prerendered") &&
  document.documentElement.dataset.appReady === undefined;
