import type { ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
import { PageSkeleton } from "@/components/ui/skeleton";
import { NetworkError } from "@/lib/api";
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

/** Route guard: the page's outline while loading, /auth when signed out, /dashboard when the role is short. */
export function ProtectedRoute({ children, requires, returnHere }: ProtectedRouteProps) {
  const { user, isPending, error } = useUser();
  const [location] = useLocation();
  // Not known yet, or no answer (offline: the query is paused, or failed for want of an answer): the page
  // waits with its outline (the banner says why) and loads when the connection is back. Offline is not
  // signed out. Once known, the user stays: a background re-check that gets no answer changes nothing.
  if (!user && (isPending || error instanceof NetworkError)) return <PageSkeleton />;
  if (!user) return <Redirect to={returnHere ? signInReturningTo(location) : "/auth"} replace />;
  if (requires === "admin" && !isStaff(user)) return <Redirect to="/dashboard" replace />;
  if (requires === "superadmin" && user.role !== "superadmin") return <Redirect to="/dashboard" replace />;
  return children;
}
