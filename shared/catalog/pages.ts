import type { MessageDescriptor } from "@lingui/core";

/**
 * Every page's title and description (for the tab, search results and link previews), which pages
 * are public (those go in sitemap.xml; the rest are kept out of search engines by robots.txt), and
 * the module under client/src/pages that shows it (the server preloads its code with the page). Titles and
 * descriptions are messages of the shared catalogue, in every language. A path may name a record
 * (`/loans/:id`, a number): such a page is one page for every record, and never public.
 */
export type PageMeta = { path: string; title: MessageDescriptor; description: MessageDescriptor; public: boolean; page: string };

export const PAGES: readonly PageMeta[] = [
  {
    path: "/",
    title: /*i18n*/ { id: "page.home.title", message: "GharSetu — Home Loans, LAP, SIP & Free Consultations" },
    description: /*i18n*/ {
      id: "page.home.description",
      message:
        "Home loans, loans against property and balance-transfer top-ups directly with banks and NBFCs, SIPs from ₹500 a month, and a free expert consultation. No agents.",
    },
    public: true,
    page: "home-page",
  },
  {
    path: "/loan-application",
    title: /*i18n*/ { id: "page.loan_application.title", message: "Apply for a Home Loan, LAP or BT Top-Up | GharSetu" },
    description: /*i18n*/ {
      id: "page.loan_application.description",
      message: "Apply online in minutes. See your EMI, eligibility and Key Fact Statement with APR before you submit.",
    },
    public: true,
    page: "loan-application-page",
  },
  {
    path: "/sip",
    title: /*i18n*/ { id: "page.sip.title", message: "SIP Plans and SIP Calculator | GharSetu" },
    description: /*i18n*/ {
      id: "page.sip.description",
      message:
        "Compare four SIP plans, work out returns with the SIP, step-up, goal and lumpsum calculators, and start a SIP from ₹500 a month.",
    },
    public: true,
    page: "sip-page",
  },
  {
    path: "/consultation",
    title: /*i18n*/ { id: "page.consultation.title", message: "Book a Free Home-Finance Consultation | GharSetu" },
    description: /*i18n*/ {
      id: "page.consultation.description",
      message:
        "Talk to a home-finance expert about loans, balance transfers, SIPs or your financial plan. Zero fee, fully online, weekdays 9 AM to 6 PM IST.",
    },
    public: true,
    page: "consultation-page",
  },
  {
    path: "/about",
    title: /*i18n*/ { id: "page.about.title", message: "About GharSetu | Digital Home Finance" },
    description: /*i18n*/ {
      id: "page.about.description",
      message: "Who we are, how we work with banks and NBFCs without agents, and how to reach our grievance redressal officer.",
    },
    public: true,
    page: "about-page",
  },
  {
    path: "/grievance",
    title: /*i18n*/ { id: "page.grievance.title", message: "Grievance Redressal: Raise a Complaint | GharSetu" },
    description: /*i18n*/ {
      id: "page.grievance.description",
      message:
        "Complain to our grievance redressal officer and get an answer within 30 days, follow your complaint online, or escalate to the RBI Integrated Ombudsman.",
    },
    public: true,
    page: "grievance-page",
  },
  {
    path: "/auth",
    title: /*i18n*/ { id: "page.auth.title", message: "Log in or Create an Account | GharSetu" },
    description: /*i18n*/ {
      id: "page.auth.description",
      message: "Log in to track your loan applications, SIPs, consultations and KYC documents, or create a free GharSetu account.",
    },
    public: true,
    page: "auth-page",
  },
  {
    path: "/privacy",
    title: /*i18n*/ { id: "page.privacy.title", message: "Privacy Notice | GharSetu" },
    description: /*i18n*/ {
      id: "page.privacy.description",
      message:
        "What personal data GharSetu collects, why and for how long, what happens when you delete your account, and your rights under India's DPDP Act.",
    },
    public: true,
    page: "privacy-page",
  },
  {
    path: "/terms",
    title: /*i18n*/ { id: "page.terms.title", message: "Terms of Use | GharSetu" },
    description: /*i18n*/ {
      id: "page.terms.description",
      message: "The terms of using GharSetu: your account, fees and payments, investment risk, your data and complaints.",
    },
    public: true,
    page: "terms-page",
  },
  // The regulatory disclosures: the index and one page per document (docs/decisions/regulatory-disclosures.md).
  {
    path: "/disclosures",
    title: /*i18n*/ { id: "page.disclosures.title", message: "Regulatory Disclosures | GharSetu" },
    description: /*i18n*/ {
      id: "page.disclosures.description",
      message: "Our RBI registration, CIN and GSTIN, and the codes and policies we lend by.",
    },
    public: true,
    page: "disclosures-page",
  },
  {
    path: "/disclosures/fair-practices-code",
    title: /*i18n*/ { id: "page.fair_practices_code.title", message: "Fair Practices Code | GharSetu" },
    description: /*i18n*/ {
      id: "page.fair_practices_code.description",
      message: "How we deal with you at every step of a loan.",
    },
    public: true,
    page: "fair-practices-code-page",
  },
  {
    path: "/disclosures/mitc",
    title: /*i18n*/ { id: "page.mitc.title", message: "Most Important Terms and Conditions (MITC) | GharSetu" },
    description: /*i18n*/ {
      id: "page.mitc.description",
      message: "The interest, charges, security, repayment and recovery of a GharSetu home loan.",
    },
    public: true,
    page: "mitc-page",
  },
  {
    path: "/disclosures/interest-rate-policy",
    title: /*i18n*/ { id: "page.interest_rate_policy.title", message: "Interest Rate Policy | GharSetu" },
    description: /*i18n*/ {
      id: "page.interest_rate_policy.description",
      message: "How we set our interest rates, and why every borrower of a loan type pays the same.",
    },
    public: true,
    page: "interest-rate-policy-page",
  },
  {
    path: "/disclosures/grievance-redressal",
    title: /*i18n*/ { id: "page.grievance_redressal.title", message: "Grievance Redressal Policy | GharSetu" },
    description: /*i18n*/ {
      id: "page.grievance_redressal.description",
      message: "Our grievance redressal officer, when we answer, and escalation to the RBI Ombudsman.",
    },
    public: true,
    page: "grievance-redressal-page",
  },
  {
    path: "/disclosures/lending-partners",
    title: /*i18n*/ { id: "page.lending_partners.title", message: "Lending Partners | GharSetu" },
    description: /*i18n*/ {
      id: "page.lending_partners.description",
      message: "Our digital lending app, co-lending banks and NBFCs, and service providers.",
    },
    public: true,
    page: "lending-partners-page",
  },
  // Reached from the log-in page or a link in an e-mail (its token after `#`): kept out of search engines.
  {
    path: "/forgot-password",
    title: /*i18n*/ { id: "page.forgot_password.title", message: "Forgot Your Password? | GharSetu" },
    description: /*i18n*/ {
      id: "page.forgot_password.description",
      message: "Get a link by e-mail to set a new password for your GharSetu account.",
    },
    public: false,
    page: "forgot-password-page",
  },
  {
    path: "/reset-password",
    title: /*i18n*/ { id: "page.reset_password.title", message: "Set a New Password | GharSetu" },
    description: /*i18n*/ { id: "page.reset_password.description", message: "Set a new password for your GharSetu account." },
    public: false,
    page: "reset-password-page",
  },
  {
    path: "/verify-email",
    title: /*i18n*/ { id: "page.verify_email.title", message: "Verify Your E-mail Address | GharSetu" },
    description: /*i18n*/ { id: "page.verify_email.description", message: "Confirm the e-mail address of your GharSetu account." },
    public: false,
    page: "verify-email-page",
  },
  {
    path: "/report-email-change",
    title: /*i18n*/ { id: "page.report_email_change.title", message: "Secure Your Account | GharSetu" },
    description: /*i18n*/ {
      id: "page.report_email_change.description",
      message: "Tell us you did not ask to change the e-mail address of your GharSetu account.",
    },
    public: false,
    page: "report-email-change-page",
  },
  {
    path: "/dashboard",
    title: /*i18n*/ { id: "page.dashboard.title", message: "Your Dashboard | GharSetu" },
    description: /*i18n*/ {
      id: "page.dashboard.description",
      message: "Your loans, investments, consultations and documents in one place.",
    },
    public: false,
    page: "dashboard-page",
  },
  {
    path: "/admin",
    title: /*i18n*/ { id: "page.admin.title", message: "Admin Panel | GharSetu" },
    description: /*i18n*/ { id: "page.admin.description", message: "Staff panel." },
    public: false,
    page: "admin-page",
  },
  {
    path: "/admin/loans/:id",
    title: /*i18n*/ { id: "page.admin_loan.title", message: "Loan Application Case | GharSetu" },
    description: /*i18n*/ { id: "page.admin_loan.description", message: "Staff panel." },
    public: false,
    page: "admin-loan-page",
  },
  {
    path: "/super-admin",
    title: /*i18n*/ { id: "page.super_admin.title", message: "Super Admin | GharSetu" },
    description: /*i18n*/ { id: "page.super_admin.description", message: "Staff panel." },
    public: false,
    page: "super-admin-page",
  },
  {
    path: "/audit-logs",
    title: /*i18n*/ { id: "page.audit_logs.title", message: "Audit Logs | GharSetu" },
    description: /*i18n*/ { id: "page.audit_logs.description", message: "Staff panel." },
    public: false,
    page: "audit-logs-page",
  },

  {
    path: "/loans/:id",
    title: /*i18n*/ { id: "page.loan.title", message: "Your Loan Application | GharSetu" },
    description: /*i18n*/ {
      id: "page.loan.description",
      message: "Where your loan application stands, what we need from you now and what comes next.",
    },
    public: false,
    page: "loan-page",
  },
];

export const NOT_FOUND_META = {
  title: /*i18n*/ { id: "page.not_found.title", message: "Page not found | GharSetu" },
  description: /*i18n*/ { id: "page.not_found.description", message: "This page does not exist." },
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
