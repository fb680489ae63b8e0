import type { MessageDescriptor } from "@lingui/core";
import type { PageMeta } from "../../../shared/catalog/pages";

/**
 * Each page's description, by its path in shared/catalog/pages.ts: for search results and link previews
 * (the HTML's meta description and Open Graph). Only the server writes them, into the page's HTML, so they
 * are this module's messages and no page's scripts load them (docs/decisions/budget-phones.md).
 */
export const PAGE_DESCRIPTIONS: Record<string, MessageDescriptor> = {
  "/": /*i18n*/ {
    id: "page.home.description",
    message:
      "Home loans, loans against property and balance-transfer top-ups directly with banks and NBFCs, SIPs from ₹500 a month, and a free expert consultation. No agents.",
  },
  "/loan-application": /*i18n*/ {
    id: "page.loan_application.description",
    message: "Apply online in minutes. See your EMI, eligibility and Key Fact Statement with APR before you submit.",
  },
  "/sip": /*i18n*/ {
    id: "page.sip.description",
    message:
      "Compare four SIP plans, work out returns with the SIP, step-up, goal and lumpsum calculators, and start a SIP from ₹500 a month.",
  },
  "/consultation": /*i18n*/ {
    id: "page.consultation.description",
    message:
      "Talk to a home-finance expert about loans, balance transfers, SIPs or your financial plan. Zero fee, fully online, weekdays 9 AM to 6 PM IST.",
  },
  "/about": /*i18n*/ {
    id: "page.about.description",
    message: "Who we are, how we work with banks and NBFCs without agents, and how to reach our grievance redressal officer.",
  },
  "/grievance": /*i18n*/ {
    id: "page.grievance.description",
    message:
      "Complain to our grievance redressal officer and get an answer within 30 days, follow your complaint online, or escalate to the RBI Integrated Ombudsman.",
  },
  "/auth": /*i18n*/ {
    id: "page.auth.description",
    message: "Log in to track your loan applications, SIPs, consultations and KYC documents, or create a free GharSetu account.",
  },
  "/privacy": /*i18n*/ {
    id: "page.privacy.description",
    message:
      "What personal data GharSetu collects, why and for how long, what happens when you delete your account, and your rights under India's DPDP Act.",
  },
  "/terms": /*i18n*/ {
    id: "page.terms.description",
    message: "The terms of using GharSetu: your account, fees and payments, investment risk, your data and complaints.",
  },
  "/disclosures": /*i18n*/ {
    id: "page.disclosures.description",
    message: "Our RBI registration, CIN and GSTIN, and the codes and policies we lend by.",
  },
  "/disclosures/fair-practices-code": /*i18n*/ {
    id: "page.fair_practices_code.description",
    message: "How we deal with you at every step of a loan.",
  },
  "/disclosures/mitc": /*i18n*/ {
    id: "page.mitc.description",
    message: "The interest, charges, security, repayment and recovery of a GharSetu home loan.",
  },
  "/disclosures/interest-rate-policy": /*i18n*/ {
    id: "page.interest_rate_policy.description",
    message: "How we set our interest rates, and why every borrower of a loan type pays the same.",
  },
  "/disclosures/grievance-redressal": /*i18n*/ {
    id: "page.grievance_redressal.description",
    message: "Our grievance redressal officer, when we answer, and escalation to the RBI Ombudsman.",
  },
  "/disclosures/lending-partners": /*i18n*/ {
    id: "page.lending_partners.description",
    message: "Our digital lending app, co-lending banks and NBFCs, and service providers.",
  },
  "/forgot-password": /*i18n*/ {
    id: "page.forgot_password.description",
    message: "Get a link by e-mail to set a new password for your GharSetu account.",
  },
  "/reset-password": /*i18n*/ { id: "page.reset_password.description", message: "Set a new password for your GharSetu account." },
  "/verify-email": /*i18n*/ { id: "page.verify_email.description", message: "Confirm the e-mail address of your GharSetu account." },
  "/report-email-change": /*i18n*/ {
    id: "page.report_email_change.description",
    message: "Tell us you did not ask to change the e-mail address of your GharSetu account.",
  },
  "/dashboard": /*i18n*/ {
    id: "page.dashboard.description",
    message: "Your loans, investments, consultations and documents in one place.",
  },
  "/admin": /*i18n*/ { id: "page.admin.description", message: "Staff panel." },
  "/admin/loans/:id": /*i18n*/ { id: "page.admin_loan.description", message: "Staff panel." },
  "/super-admin": /*i18n*/ { id: "page.super_admin.description", message: "Staff panel." },
  "/audit-logs": /*i18n*/ { id: "page.audit_logs.description", message: "Staff panel." },
  "/loans/:id": /*i18n*/ {
    id: "page.loan.description",
    message: "Where your loan application stands, what we need from you now and what comes next.",
  },
};

const NOT_FOUND_DESCRIPTION = /*i18n*/ { id: "page.not_found.description", message: "This page does not exist." };

/** The description of the page `pageMeta` found (a path the app has no page at: the not-found page's). */
export const pageDescription = (meta: Pick<PageMeta, "path">): MessageDescriptor =>
  Object.hasOwn(PAGE_DESCRIPTIONS, meta.path) ? PAGE_DESCRIPTIONS[meta.path] : NOT_FOUND_DESCRIPTION;
