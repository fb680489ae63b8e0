import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { useUser } from "@/lib/auth/get-user";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { LanguageSwitch } from "./language-switch";
import { MobileNav } from "./mobile-nav";
import { MAIN_NAV, isActiveLink } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { retryImport } from "@/lib/retry-import";

// Signed in only: a visitor's pages never fetch the menu or the bell (Radix menus, the notifications API).
const UserMenu = lazy(() => retryImport(() => import("./user-menu")).then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() =>
  retryImport(() => import("../notifications/notification-bell")).then((m) => ({ default: m.NotificationBell })),
);

/** Holds the place of a signed-in control while it loads, so nothing beside it moves when it arrives. */
const Placeholder = ({ className }: { className: string }) => <span aria-hidden className={cn("block h-10 shrink-0", className)} />;

export function Header() {
  const { user, isPending } = useUser();
  const [path] = useLocation();
  const search = useSearch();
  const { t, i18n } = useLingui();

  return (
    // Opaque: over a see-through header the links' contrast depended on what scrolled beneath (a dark button
    // or a red toast made the muted links fall below 4.5:1).
    <header className="sticky top-0 z-40 border-b bg-background">
      {/*
        A phone's row is tight (390 px and less): smaller gaps there, so the menu button stays on screen.
        Narrower still (a 360 px phone, signed in with the bell), the name is a size smaller and the icon
        buttons 36 px, so the row fits inside its padding; 390 px and wider look as they did.
      */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Brand className="max-[390px]:[&>span]:text-lg" />
        <nav aria-label={t`Main`} className="ml-6 hidden items-center gap-1 lg:flex">
          {MAIN_NAV.map((link) => {
            const active = isActiveLink(link.href, path, search);
            return (
              <Link
                key={link.href}
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
                  active && "text-primary",
                )}
              >
                {i18n._(link.label)}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-1 max-[390px]:[&>button]:size-9 sm:gap-2">
          {user && (
            <Suspense fallback={<Placeholder className="w-10" />}>
              <NotificationBell />
            </Suspense>
          )}
          <LanguageSwitch signedIn={!!user} />
          <ThemeToggle />
          <div className="hidden items-center gap-2 lg:flex">
            {isPending ? (
              <Placeholder className="w-32" />
            ) : user ? (
              <Suspense fallback={<Placeholder className="w-32" />}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <Link href="/auth">
                    <Trans>Log In</Trans>
                  </Link>
                </Button>
                <Button asChild>
                  <Link href="/auth">
                    <Trans>Get Started</Trans>
                  </Link>
                </Button>
              </>
            )}
          </div>
          <MobileNav user={user} />
        </div>
      </div>
    </header>
  );
}
