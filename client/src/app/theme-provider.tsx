import { useEffect, useSyncExternalStore, type ReactNode } from "react";

export type Theme = "light" | "dark" | "system";

const STORAGE_KEY = "theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === "dark" || stored === "system" || stored === "light" ? stored : "light";
  } catch {
    return "light";
  }
}

function applyTheme(theme: Theme) {
  const dark = theme === "dark" || (theme === "system" && window.matchMedia(DARK_QUERY).matches);
  const root = document.documentElement;
  // Touched only when it differs: any change to the root's class has the browser restyle the whole page,
  // and the theme script (theme-init.js) has already set it before the first paint.
  const [on, off] = dark ? ["dark", "light"] : ["light", "dark"];
  if (root.classList.contains(off)) root.classList.remove(off);
  if (!root.classList.contains(on)) root.classList.add(on);
}

/**
 * The chosen theme lives outside React's context, read with useSyncExternalStore: a change reaches the
 * theme menu and nothing else. A context whose value changed would also reach every section of a page
 * still waiting for its code (components/ui/below-fold.tsx), and React would draw those afresh, dropping
 * their HTML (docs/decisions/budget-phones.md).
 */
const listeners = new Set<() => void>();
let chosen: Theme | undefined;
const themeStore = {
  get: (): Theme => (chosen ??= readStoredTheme()),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  set: (next: Theme) => {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the theme still applies for this visit.
    }
    chosen = next;
    for (const listener of listeners) listener();
  },
};

/** Applies the chosen theme to the page (and follows the system's while "system" is chosen). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { theme } = useTheme();

  useEffect(() => {
    applyTheme(theme);
    if (theme !== "system") return;
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => applyTheme("system");
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [theme]);

  return children;
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
  return { theme, setTheme: themeStore.set };
}
