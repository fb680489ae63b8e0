import { Trans, useLingui } from "@lingui/react/macro";
import { LayoutDashboard, LogOut, MessageSquareWarning, ShieldCheck, UserCog } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import type { PublicUserJson } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { isStaff } from "@/lib/auth/get-user";
import { useLogout } from "@/lib/auth/logout";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { MAIN_NAV, isActiveLink } from "./nav-links";

const itemClass =
  "flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground";

type Props = { user: PublicUserJson | null; open: boolean; onOpenChange: (open: boolean) => void };

/** The phone's menu sheet, loaded when the menu button is first wanted (mobile-nav.tsx). */
export default function MobileNavSheet({ user, open, onOpenChange }: Props) {
  const [path] = useLocation();
  const search = useSearch();
  const logout = useLogout();
  const { t, i18n } = useLingui();
  const close = () => onOpenChange(false);
  const username = user?.username;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet" aria-describedby={undefined}>
        <DialogTitle className="sr-only">
          <Trans>Menu</Trans>
        </DialogTitle>
        <Brand onNavigate={close} />
        <nav aria-label={t`Mobile`} className="flex flex-col gap-1">
          {MAIN_NAV.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              onClick={close}
              className={cn(itemClass, isActiveLink(link.href, path, search) && "bg-secondary text-secondary-foreground")}
            >
              {i18n._(link.label)}
            </Link>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-1 border-t pt-4">
          {user ? (
            <>
              <DialogDescription className="px-3 pb-2">
                <Trans>
                  Signed in as{" "}
                  <span translate="no" className="font-semibold text-foreground">
                    {username}
                  </span>
                </Trans>
              </DialogDescription>
              <Link href="/dashboard" onClick={close} className={itemClass}>
                <LayoutDashboard className="size-5" aria-hidden /> <Trans>Dashboard</Trans>
              </Link>
              <Link href="/grievance" onClick={close} className={itemClass}>
                <MessageSquareWarning className="size-5" aria-hidden /> <Trans>Complaints</Trans>
              </Link>
              {isStaff(user) && (
                <Link href="/admin" onClick={close} className={itemClass}>
                  <ShieldCheck className="size-5" aria-hidden /> Admin Panel
                </Link>
              )}
              {user.role === "superadmin" && (
                <Link href="/super-admin" onClick={close} className={itemClass}>
                  <UserCog className="size-5" aria-hidden /> Super Admin
                </Link>
              )}
              <button
                type="button"
                className={cn(itemClass, "text-left")}
                disabled={logout.isPending}
                onClick={() => logout.mutate(undefined, { onSuccess: close })}
              >
                <LogOut className="size-5" aria-hidden /> {logout.isPending ? t`Logging out...` : t`Logout`}
              </button>
            </>
          ) : (
            <div className="grid gap-2">
              <Button asChild variant="outline">
                <Link href="/auth" onClick={close}>
                  <Trans>Log In</Trans>
                </Link>
              </Button>
              <Button asChild>
                <Link href="/auth" onClick={close}>
                  <Trans>Get Started</Trans>
                </Link>
              </Button>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
