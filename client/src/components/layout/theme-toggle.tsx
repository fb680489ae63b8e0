import { useLingui } from "@lingui/react/macro";
import { Moon, Sun } from "lucide-react";
import { lazy, Suspense, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { retryImport } from "@/lib/retry-import";

const loadMenu = () => import("./theme-menu");
const ThemeMenu = lazy(() => retryImport(loadMenu));

export function ThemeButton(props: ComponentProps<typeof Button>) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="icon" aria-label={t`Change theme`} aria-haspopup="menu" {...props}>
      <Sun className="dark:hidden" aria-hidden />
      <Moon className="hidden dark:block" aria-hidden />
    </Button>
  );
}

/**
 * The theme button of every page. Its menu (Radix, with its positioning code) is fetched when the button
 * is first pointed at, focused or pressed, so no page waits for it; the first press opens the menu.
 */
export function ThemeToggle() {
  const [wanted, setWanted] = useState(false);
  if (!wanted)
    return (
      <ThemeButton
        aria-expanded={false}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setWanted(true)}
      />
    );
  return (
    <Suspense fallback={<ThemeButton aria-expanded={false} />}>
      <ThemeMenu />
    </Suspense>
  );
}
