import { useSyncExternalStore } from "react";

/**
 * Whether the app can reach its server: the browser's own online flag, and whether the last request
 * failed for want of an answer (the Wi-Fi is up but the server or the route to it is not). The banner
 * in the layout says so in plain words while either holds (docs/decisions/offline-and-loading.md).
 */
let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function markUnreachable(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export type ConnectionState = "online" | "offline" | "unreachable";
const snapshot = (): ConnectionState => (!navigator.onLine ? "offline" : unreachable ? "unreachable" : "online");

export const useConnection = () => useSyncExternalStore(subscribe, snapshot, () => "online" as const);
