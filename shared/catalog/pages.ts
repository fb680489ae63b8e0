/**
 * Every page's title and description (for the tab, search results and link previews), which pages
 * are public (those go in sitemap.xml; the rest are kept out of search engines by robots.txt), and
 * the module under client/src/pages that shows it (the server preloads its code with the page).
 */
export type PageMeta = { path: string; title: string; description: string; public: boolean; page: string };

export const PAGES: readonly PageMeta[] = [
  {
    path: "/",
    title: "GharSetu — Home Loans, LAP, SIP & Free Consultations",
    description:
      "Home loans, loans against property and balance-transfer top-ups directly with banks and NBFCs, SIPs from ₹500 a month, and a free expert consultation. No agents.",
    public: true,
    page: "home-page",
  },
  {
    path: "/loan-application",
    title: "Apply for a Home Loan, LAP or BT Top-Up | GharSetu",
    description: "Apply online in minutes. See your EMI, eligibility and Key Fact Statement with APR before you submit.",
    public: true,
    page: "loan-application-page",
  },
  {
    path: "/sip",
    title: "SIP Plans and SIP Calculator | GharSetu",
    description:
      "Compare four SIP plans, work out returns with the SIP, step-up, goal and lumpsum calculators, and start a SIP from ₹500 a month.",
    public: true,
    page: "sip-page",
  },
  {
    path: "/consultation",
    title: "Book a Free Home-Finance Consultation | GharSetu",
    description:
      "Talk to a home-finance expert about loans, balance transfers, SIPs or your financial plan. Zero fee, fully online, weekdays 9 AM to 6 PM IST.",
    public: true,
    page: "consultation-page",
  },
  {
    path: "/about",
    title: "About GharSetu | Digital Home Finance",
    description: "Who we are, how we work with banks and NBFCs without agents, and how to reach our grievance redressal officer.",
    public: true,
    page: "about-page",
  },
  {
    path: "/grievance",
    title: "Grievance Redressal: Raise a Complaint | GharSetu",
    description:
      "Complain to our grievance redressal officer and get an answer within 30 days, follow your complaint online, or escalate to the RBI Integrated Ombudsman.",
    public: true,
    page: "grievance-page",
  },
  {
    path: "/auth",
    title: "Log in or Create an Account | GharSetu",
    description: "Log in to track your loan applications, SIPs, consultations and KYC documents, or create a free GharSetu account.",
    public: true,
    page: "auth-page",
  },
  {
    path: "/privacy",
    title: "Privacy Notice | GharSetu",
    description:
      "What personal data GharSetu collects, why and for how long, what happens when you delete your account, and your rights under India's DPDP Act.",
    public: true,
    page: "privacy-page",
  },
  {
    path: "/terms",
    title: "Terms of Use | GharSetu",
    description: "The terms of using GharSetu: your account, fees and payments, investment risk, your data and complaints.",
    public: true,
    page: "terms-page",
  },
  // Reached from the log-in page or a link in an e-mail (its token after `#`): kept out of search engines.
  {
    path: "/forgot-password",
    title: "Forgot Your Password? | GharSetu",
    description: "Get a link by e-mail to set a new password for your GharSetu account.",
    public: false,
    page: "forgot-password-page",
  },
  {
    path: "/reset-password",
    title: "Set a New Password | GharSetu",
    description: "Set a new password for your GharSetu account.",
    public: false,
    page: "reset-password-page",
  },
  {
    path: "/verify-email",
    title: "Verify Your E-mail Address | GharSetu",
    description: "Confirm the e-mail address of your GharSetu account.",
    public: false,
    page: "verify-email-page",
  },
  {
    path: "/report-email-change",
    title: "Secure Your Account | GharSetu",
    description: "Tell us you did not ask to change the e-mail address of your GharSetu account.",
    public: false,
    page: "report-email-change-page",
  },
  {
    path: "/dashboard",
    title: "Your Dashboard | GharSetu",
    description: "Your loans, investments, consultations and documents in one place.",
    public: false,
    page: "dashboard-page",
  },
  { path: "/admin", title: "Admin Panel | GharSetu", description: "Staff panel.", public: false, page: "admin-page" },
  { path: "/super-admin", title: "Super Admin | GharSetu", description: "Staff panel.", public: false, page: "super-admin-page" },
  { path: "/audit-logs", title: "Audit Logs | GharSetu", description: "Staff panel.", public: false, page: "audit-logs-page" },
];

export const NOT_FOUND_META = { title: "Page not found | GharSetu", description: "This page does not exist.", page: "not-found-page" };

export const pageMeta = (path: string) => PAGES.find((p) => p.path === path) ?? { ...NOT_FOUND_META, path, public: false };
