import type { ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { isStaff, useUser } from "@/lib/auth/get-user";

type ProtectedRouteProps = {
  children: ReactNode;
  /** "admin" admits admin and superadmin; "superadmin" admits only superadmin. */
  requires?: "admin" | "superadmin";
  /** Signing in comes back to this page (one reached from an e-mail's link, such as an application's). */
  returnHere?: boolean;
};

/**
 * The sign-in page's address that comes back to `path` (its `next`, read by returnPath in lib/form-draft.ts;
 * written here so that every page need not load that module with the router).
 */
const signInReturningTo = (path: string) => `/auth?next=${encodeURIComponent(path)}`;

/** Route guard: spinner while loading, /auth when signed out, /dashboard when the role is short. */
export function ProtectedRoute({ children, requires, returnHere }: ProtectedRouteProps) {
  const { user, isLoading, isError } = useUser();
  const [location] = useLocation();
  if (isLoading) return <PageSpinner />;
  if (isError || !user) return <Redirect to={returnHere ? signInReturningTo(location) : "/auth"} replace />;
  if (requires === "admin" && !isStaff(user)) return <Redirect to="/dashboard" replace />;
  if (requires === "superadmin" && user.role !== "superadmin") return <Redirect to="/dashboard" replace />;
  return children;
}
