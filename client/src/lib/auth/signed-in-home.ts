import type { PublicUserJson } from "@shared/contracts/auth";
import { isStaff } from "./get-user";

/** Whether the role may open the page (the router's guards: staff pages for staff, the super admin's for them alone). */
function mayOpen(user: PublicUserJson, path: string): boolean {
  if (path === "/super-admin" || path.startsWith("/super-admin?")) return user.role === "superadmin";
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?")) return isStaff(user);
  return true;
}

/**
 * Where a sign-in lands: the page that sent the person to sign in (`next`) when their role may open it,
 * else their own home: the admin panel for staff, the dashboard for customers.
 */
export function signedInHome(user: PublicUserJson, next: string | null): string {
  if (next && mayOpen(user, next)) return next;
  return isStaff(user) ? "/admin" : "/dashboard";
}
