import { useLingui } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { PublicUserJson } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import { retryImport } from "@/lib/retry-import";

const loadSheet = () => import("./mobile-nav-sheet");
const MobileNavSheet = lazy(() => retryImport(loadSheet));

/**
 * The phone's menu button. The sheet (a Radix dialog) is fetched when the button is first touched,
 * focused or pressed, so no page waits for it; the first press opens it once it has arrived.
 */
export function MobileNav({ user }: { user: PublicUserJson | null }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { t } = useLingui();
  const preload = () => void loadSheet();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavSheet user={user} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
