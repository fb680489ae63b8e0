import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { isStaff, useUser } from "@/lib/auth/get-user";

type ProtectedRouteProps = {
  children: ReactNode;
  /** "admin" admits admin and superadmin; "superadmin" admits only superadmin. */
  requires?: "admin" | "superadmin";
};

/** Route guard: spinner while loading, /auth when signed out, /dashboard when the role is short. */
export function ProtectedRoute({ children, requires }: ProtectedRouteProps) {
  const { user, isLoading, isError } = useUser();
  if (isLoading) return <PageSpinner />;
  if (isError || !user) return <Redirect to="/auth" replace />;
  if (requires === "admin" && !isStaff(user)) return <Redirect to="/dashboard" replace />;
  if (requires === "superadmin" && user.role !== "superadmin") return <Redirect to="/dashboard" replace />;
  return children;
}
