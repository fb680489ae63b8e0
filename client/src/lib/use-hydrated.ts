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
