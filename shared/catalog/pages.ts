import type { MessageDescriptor } from "@lingui/core";

/**
 * Every page's title (for the tab, search results and link previews), which pages are public (those go
 * in sitemap.xml; the rest are kept out of search engines by robots.txt), and the module under
 * client/src/pages that shows it (the server preloads its code with the page). Titles are messages of the
 * shared catalogue, in every language; descriptions, which only the server writes into a page's HTML, are
 * the seo module's (server/modules/seo/page-descriptions.ts). A path may name a record
 * (`/loans/:id`, a number): such a page is one page for every record, and never public.
 */
export type PageMeta = { path: string; title: MessageDescriptor; public: boolean; page: string };

export const PAGES: readonly PageMeta[] = [
  {
    path: "/",
    title: /*i18n*/ { id: "page.home.title", message: "GharSetu — Home Loans, LAP, SIP & Free Consultations" },
    public: true,
    page: "home-page",
  },
  {
    path: "/loan-application",
    title: /*i18n*/ { id: "page.loan_application.title", message: "Apply for a Home Loan, LAP or BT Top-Up | GharSetu" },
    public: true,
    page: "loan-application-page",
  },
  {
    path: "/sip",
    title: /*i18n*/ { id: "page.sip.title", message: "SIP Plans and SIP Calculator | GharSetu" },
    public: true,
    page: "sip-page",
  },
  {
    path: "/consultation",
    title: /*i18n*/ { id: "page.consultation.title", message: "Book a Free Home-Finance Consultation | GharSetu" },
    public: true,
    page: "consultation-page",
  },
  {
    path: "/about",
    title: /*i18n*/ { id: "page.about.title", message: "About GharSetu | Digital Home Finance" },
    public: true,
    page: "about-page",
  },
  {
    path: "/grievance",
    title: /*i18n*/ { id: "page.grievance.title", message: "Grievance Redressal: Raise a Complaint | GharSetu" },
    public: true,
    page: "grievance-page",
  },
  {
    path: "/auth",
    title: /*i18n*/ { id: "page.auth.title", message: "Log in or Create an Account | GharSetu" },
    public: true,
    page: "auth-page",
  },
  {
    path: "/privacy",
    title: /*i18n*/ { id: "page.privacy.title", message: "Privacy Notice | GharSetu" },
    public: true,
    page: "privacy-page",
  },
  {
    path: "/terms",
    title: /*i18n*/ { id: "page.terms.title", message: "Terms of Use | GharSetu" },
    public: true,
    page: "terms-page",
  },
  // The regulatory disclosures: the index and one page per document (docs/decisions/regulatory-disclosures.md).
  {
    path: "/disclosures",
    title: /*i18n*/ { id: "page.disclosures.title", message: "Regulatory Disclosures | GharSetu" },
    public: true,
    page: "disclosures-page",
  },
  {
    path: "/disclosures/fair-practices-code",
    title: /*i18n*/ { id: "page.fair_practices_code.title", message: "Fair Practices Code | GharSetu" },
    public: true,
    page: "fair-practices-code-page",
  },
  {
    path: "/disclosures/mitc",
    title: /*i18n*/ { id: "page.mitc.title", message: "Most Important Terms and Conditions (MITC) | GharSetu" },
    public: true,
    page: "mitc-page",
  },
  {
    path: "/disclosures/interest-rate-policy",
    title: /*i18n*/ { id: "page.interest_rate_policy.title", message: "Interest Rate Policy | GharSetu" },
    public: true,
    page: "interest-rate-policy-page",
  },
  {
    path: "/disclosures/grievance-redressal",
    title: /*i18n*/ { id: "page.grievance_redressal.title", message: "Grievance Redressal Policy | GharSetu" },
    public: true,
    page: "grievance-redressal-page",
  },
  {
    path: "/disclosures/lending-partners",
    title: /*i18n*/ { id: "page.lending_partners.title", message: "Lending Partners | GharSetu" },
    public: true,
    page: "lending-partners-page",
  },
  // Reached from the log-in page or a link in an e-mail (its token after `#`): kept out of search engines.
  {
    path: "/forgot-password",
    title: /*i18n*/ { id: "page.forgot_password.title", message: "Forgot Your Password? | GharSetu" },
    public: false,
    page: "forgot-password-page",
  },
  {
    path: "/reset-password",
    title: /*i18n*/ { id: "page.reset_password.title", message: "Set a New Password | GharSetu" },
    public: false,
    page: "reset-password-page",
  },
  {
    path: "/verify-email",
    title: /*i18n*/ { id: "page.verify_email.title", message: "Verify Your E-mail Address | GharSetu" },
    public: false,
    page: "verify-email-page",
  },
  {
    path: "/report-email-change",
    title: /*i18n*/ { id: "page.report_email_change.title", message: "Secure Your Account | GharSetu" },
    public: false,
    page: "report-email-change-page",
  },
  {
    path: "/dashboard",
    title: /*i18n*/ { id: "page.dashboard.title", message: "Your Dashboard | GharSetu" },
    public: false,
    page: "dashboard-page",
  },
  {
    path: "/admin",
    title: /*i18n*/ { id: "page.admin.title", message: "Admin Panel | GharSetu" },
    public: false,
    page: "admin-page",
  },
  {
    path: "/admin/loans/:id",
    title: /*i18n*/ { id: "page.admin_loan.title", message: "Loan Application Case | GharSetu" },
    public: false,
    page: "admin-loan-page",
  },
  {
    path: "/super-admin",
    title: /*i18n*/ { id: "page.super_admin.title", message: "Super Admin | GharSetu" },
    public: false,
    page: "super-admin-page",
  },
  {
    path: "/audit-logs",
    title: /*i18n*/ { id: "page.audit_logs.title", message: "Audit Logs | GharSetu" },
    public: false,
    page: "audit-logs-page",
  },

  {
    path: "/loans/:id",
    title: /*i18n*/ { id: "page.loan.title", message: "Your Loan Application | GharSetu" },
    public: false,
    page: "loan-page",
  },
];

export const NOT_FOUND_META = {
  title: /*i18n*/ { id: "page.not_found.title", message: "Page not found | GharSetu" },
  page: "not-found-page",
};

/** Whether an address is the page's: its path itself, or with a record's number for each `:name`. */
function matches(page: PageMeta, path: string): boolean {
  if (page.path === path) return true;
  if (!page.path.includes(":")) return false;
  const pattern = page.path.replace(/:[a-z]+/gi, "[1-9][0-9]{0,9}");
  return new RegExp(`^${pattern}$`).test(path);
}

/** The page at an address (`/loans/12`: the `/loans/:id` page), or undefined when the app has none there. */
export const knownPage = (path: string): PageMeta | undefined => PAGES.find((p) => matches(p, path));

export const pageMeta = (path: string) => knownPage(path) ?? { ...NOT_FOUND_META, path, public: false };

/**
 * The address robots.txt names to keep a private page out of search engines: its path, or for a page
 * of records the part before the first `:name` (`/loans/`), which covers every record's address.
 */
export const robotsPrefix = (page: PageMeta): string => page.path.split(":")[0];
