import { useLingui } from "@lingui/react";
import { Suspense, useEffect, useRef } from "react";
import { Route, Switch, useLocation } from "wouter";
import { pageMeta } from "@shared/catalog/pages";
import { localizedPath, splitLocalePath } from "@shared/i18n/locales";
import { activeLocale } from "@/lib/i18n";
import { useHydrated } from "@/lib/use-hydrated";
import { PageSkeleton } from "@/components/ui/skeleton";
import { lazyPage, preloadPage } from "./lazy-page";
import { ProtectedRoute } from "./protected-route";

const HomePage = lazyPage("home-page", ["home"], () => import("@/pages/home-page"));
const AuthPage = lazyPage("auth-page", ["auth", "schemas"], () => import("@/pages/auth-page"));
const AboutPage = lazyPage("about-page", ["about"], () => import("@/pages/about-page"));
const GrievancePage = lazyPage("grievance-page", ["grievances", "schemas"], () => import("@/pages/grievance-page"));
const LoanApplicationPage = lazyPage(
  "loan-application-page",
  ["calculators", "loans", "schemas"],
  () => import("@/pages/loan-application-page"),
);
const ConsultationPage = lazyPage("consultation-page", ["consultations", "schemas"], () => import("@/pages/consultation-page"));
const SipPage = lazyPage("sip-page", ["calculators", "sip", "schemas"], () => import("@/pages/sip-page"));
const DashboardPage = lazyPage(
  "dashboard-page",
  ["account", "consultations", "grievances", "kyc", "loans", "sip", "transactions", "schemas"],
  () => import("@/pages/dashboard-page"),
);
const LoanPage = lazyPage("loan-page", ["loans"], () => import("@/pages/loan-page"));
const AdminPage = lazyPage("admin-page", ["account", "schemas"], () => import("@/pages/admin-page"));
const AdminLoanPage = lazyPage("admin-loan-page", ["account", "schemas"], () => import("@/pages/admin-loan-page"));
const SuperAdminPage = lazyPage("super-admin-page", ["account", "schemas"], () => import("@/pages/super-admin-page"));
const AuditLogsPage = lazyPage("audit-logs-page", ["account", "schemas"], () => import("@/pages/audit-logs-page"));
const PrivacyPage = lazyPage("privacy-page", ["privacy-notice"], () => import("@/pages/privacy-page"));
const TermsPage = lazyPage("terms-page", ["terms"], () => import("@/pages/terms-page"));
const DisclosuresPage = lazyPage("disclosures-page", ["disclosures"], () => import("@/pages/disclosures-page"));
const FairPracticesCodePage = lazyPage("fair-practices-code-page", ["disclosures"], () => import("@/pages/fair-practices-code-page"));
const MitcPage = lazyPage("mitc-page", ["disclosures"], () => import("@/pages/mitc-page"));
const InterestRatePolicyPage = lazyPage("interest-rate-policy-page", ["disclosures"], () => import("@/pages/interest-rate-policy-page"));
const GrievanceRedressalPage = lazyPage("grievance-redressal-page", ["disclosures"], () => import("@/pages/grievance-redressal-page"));
const LendingPartnersPage = lazyPage("lending-partners-page", ["disclosures"], () => import("@/pages/lending-partners-page"));
const ForgotPasswordPage = lazyPage("forgot-password-page", ["account-recovery", "schemas"], () => import("@/pages/forgot-password-page"));
const ResetPasswordPage = lazyPage("reset-password-page", ["account-recovery", "schemas"], () => import("@/pages/reset-password-page"));
const VerifyEmailPage = lazyPage("verify-email-page", ["account-recovery"], () => import("@/pages/verify-email-page"));
const ReportEmailChangePage = lazyPage("report-email-change-page", ["account-recovery"], () => import("@/pages/report-email-change-page"));
const NotFoundPage = lazyPage("not-found-page", ["not-found"], () => import("@/pages/not-found-page"));

/**
 * Each navigation starts at the top, with the page's own title (shared/catalog/pages.ts). The description
 * stays the HTML's: search engines and link previews read it from the server's HTML for each address.
 * A page the visit opened on whose HTML React adopted stays where the browser put it: its HTML may have been
 * scrolled before its scripts ran. One drawn afresh over its HTML (someone signed in) starts at the part
 * its address names (`#calculators`) if that is drawn yet, else at the top.
 */
function OnNavigate() {
  const [path] = useLocation();
  const { i18n } = useLingui();
  const shownPath = useRef<string | null>(null);
  // Whether the visit's first page was adopted from its HTML (hydrated), not drawn afresh over it.
  const adopted = useRef(!useHydrated());
  useEffect(() => {
    const first = shownPath.current === null;
    if (first ? !adopted.current : shownPath.current !== path) {
      // A first page drawn afresh goes to the part its address names, if it is drawn yet; else to the top.
      const named = first && window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
      if (named) named.scrollIntoView();
      else window.scrollTo({ top: 0, behavior: "instant" });
    }
    shownPath.current = path;
    const meta = pageMeta(path);
    document.title = i18n._(meta.title);
    let canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = Object.assign(document.createElement("link"), { rel: "canonical" });
      document.head.append(canonical);
    }
    canonical.href = `${window.location.origin}${localizedPath(activeLocale(), path)}`;
    // The page answers clicks from here on (a prerendered page: hydrated). Browser tests wait for it.
    document.documentElement.dataset.appReady = "";
  }, [path, i18n]);
  return null;
}

export function AppRouter() {
  return (
    <Suspense fallback={<PageSkeleton />}>
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
        <Route path="/disclosures" component={DisclosuresPage} />
        <Route path="/disclosures/fair-practices-code" component={FairPracticesCodePage} />
        <Route path="/disclosures/mitc" component={MitcPage} />
        <Route path="/disclosures/interest-rate-policy" component={InterestRatePolicyPage} />
        <Route path="/disclosures/grievance-redressal" component={GrievanceRedressalPage} />
        <Route path="/disclosures/lending-partners" component={LendingPartnersPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/verify-email" component={VerifyEmailPage} />
        <Route path="/report-email-change" component={ReportEmailChangePage} />
        <Route path="/dashboard">
          <ProtectedRoute>
            <DashboardPage />
          </ProtectedRoute>
        </Route>
        <Route path="/loans/:id">
          <ProtectedRoute returnHere>
            <LoanPage />
          </ProtectedRoute>
        </Route>
        <Route path="/admin/loans/:id">
          <ProtectedRoute requires="admin">
            <AdminLoanPage />
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

/** Loads the code of the page at `path` (the page prerendered into the HTML), so it hydrates at once. */
export const preloadRoute = (path: string) => preloadPage(pageMeta(splitLocalePath(path).path).page);
