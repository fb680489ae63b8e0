import { lazy, Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { pageMeta } from "@shared/catalog/pages";
import { PageSpinner } from "@/components/ui/spinner";
import { ProtectedRoute } from "./protected-route";

const HomePage = lazy(() => import("@/pages/home-page"));
const AuthPage = lazy(() => import("@/pages/auth-page"));
const AboutPage = lazy(() => import("@/pages/about-page"));
const GrievancePage = lazy(() => import("@/pages/grievance-page"));
const LoanApplicationPage = lazy(() => import("@/pages/loan-application-page"));
const ConsultationPage = lazy(() => import("@/pages/consultation-page"));
const SipPage = lazy(() => import("@/pages/sip-page"));
const DashboardPage = lazy(() => import("@/pages/dashboard-page"));
const AdminPage = lazy(() => import("@/pages/admin-page"));
const SuperAdminPage = lazy(() => import("@/pages/super-admin-page"));
const AuditLogsPage = lazy(() => import("@/pages/audit-logs-page"));
const PrivacyPage = lazy(() => import("@/pages/privacy-page"));
const TermsPage = lazy(() => import("@/pages/terms-page"));
const NotFoundPage = lazy(() => import("@/pages/not-found-page"));

/** Each navigation starts at the top, with the page's own title and description (shared/catalog/pages.ts). */
function OnNavigate() {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    const meta = pageMeta(path);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    let canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = Object.assign(document.createElement("link"), { rel: "canonical" });
      document.head.append(canonical);
    }
    canonical.href = `${window.location.origin}${path}`;
  }, [path]);
  return null;
}

export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OnNavigate />
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/auth" component={AuthPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/grievance" component={GrievancePage} />
        <Route path="/loan-application" component={LoanApplicationPage} />
        <Route path="/consultation" component={ConsultationPage} />
        <Route path="/sip" component={SipPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/dashboard">
          <ProtectedRoute>
            <DashboardPage />
          </ProtectedRoute>
        </Route>
        <Route path="/admin">
          <ProtectedRoute requires="admin">
            <AdminPage />
          </ProtectedRoute>
        </Route>
        <Route path="/super-admin">
          <ProtectedRoute requires="superadmin">
            <SuperAdminPage />
          </ProtectedRoute>
        </Route>
        <Route path="/audit-logs">
          <ProtectedRoute>
            <AuditLogsPage />
          </ProtectedRoute>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
