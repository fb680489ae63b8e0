import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, LayoutDashboard, LogOut, MessageSquareWarning, ShieldCheck, UserCog, UserRound, UserRoundCog } from "lucide-react";
import { useLocation } from "wouter";
import type { PublicUserJson } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { isStaff } from "@/lib/auth/get-user";
import { useLogout } from "@/lib/auth/logout";

export function UserMenu({ user }: { user: PublicUserJson }) {
  const [, navigate] = useLocation();
  const logout = useLogout();
  const { t } = useLingui();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="max-w-48">
          <UserRound aria-hidden />
          <span translate="no" className="truncate">
            {user.username}
          </span>
          <ChevronDown aria-hidden className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel translate="no">
          <p className="truncate font-semibold">{user.fullName}</p>
          <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/dashboard")}>
          <LayoutDashboard aria-hidden />
          <Trans>Dashboard</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/dashboard?tab=profile")}>
          <UserRoundCog aria-hidden />
          <Trans>Profile and security</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/grievance")}>
          <MessageSquareWarning aria-hidden />
          <Trans>Complaints</Trans>
        </DropdownMenuItem>
        {isStaff(user) && (
          <DropdownMenuItem onSelect={() => navigate("/admin")}>
            <ShieldCheck aria-hidden />
            Admin Panel
          </DropdownMenuItem>
        )}
        {user.role === "superadmin" && (
          <DropdownMenuItem onSelect={() => navigate("/super-admin")}>
            <UserCog aria-hidden />
            Super Admin
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logout.isPending}
          onSelect={(event) => {
            // Keep the menu open so the pending label stays visible until the session ends.
            event.preventDefault();
            logout.mutate();
          }}
        >
          <LogOut aria-hidden />
          {logout.isPending ? t`Logging out...` : t`Logout`}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
