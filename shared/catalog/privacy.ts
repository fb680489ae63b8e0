/**
 * The privacy notice and the terms, with their versions. A consent row records the version the
 * customer saw, so a change to what is collected, why or for how long needs a new version here
 * (and /privacy shows it); a wording fix that changes none of that does not.
 */
export const PRIVACY_NOTICE_VERSION = "2026-01";
export const TERMS_VERSION = "2026-01";
export const PRIVACY_NOTICE_EFFECTIVE = "2026-01-15";

/** The optional marketing consent, asked for separately from the notice. */
export const MARKETING_CONSENT_TEXT =
  /*i18n*/ "Send me offers and updates about loans, rate changes and investment plans by e-mail. Optional: you can change this at any time from your profile.";

/** Years KYC records are kept after the business relationship ends (see KYC_RETENTION_RULE). */
export const KYC_RETENTION_YEARS = 5;

/**
 * Why some KYC files outlive an erasure request. Section 12 of the Prevention of Money-laundering
 * Act, 2002 and RBI's Master Direction on KYC require a lender to keep the records of a customer's
 * identity for five years after the business relationship ends. A relationship exists once the
 * customer has submitted a loan application or paid us anything; an account that never got that
 * far has only signed up, and its KYC files are deleted with it. A message (docs/i18n.md), so the years
 * are written out; messages.test.ts holds them to KYC_RETENTION_YEARS, as it does the notice's item.
 */
export const KYC_RETENTION_RULE =
  /*i18n*/ "If you have submitted a loan application or made a payment, the law (section 12 of the Prevention of Money-laundering Act, 2002, and RBI's Master Direction on KYC) requires us to keep your KYC documents for 5 years after you close your account. We keep them for that purpose only, and then delete them. Otherwise your KYC documents are deleted at once.";

/** The itemised notice: what we collect, why, and for how long (shown at registration and on /privacy). */
export const PRIVACY_NOTICE_ITEMS: readonly { what: string; why: string; howLong: string }[] = [
  {
    what: /*i18n*/ "Your name, e-mail address, mobile number and username",
    why: /*i18n*/ "To run your account, sign you in and tell you about your applications, payments and bookings",
    howLong: /*i18n*/ "While you have an account; removed when you delete it",
  },
  {
    what: /*i18n*/ "Loan details: amount, income, employment, property and any existing loan",
    why: /*i18n*/ "To check eligibility and pass your application to a bank or NBFC",
    howLong: /*i18n*/ "Loan and payment records are kept, without your name or contact details, as lending and tax laws require",
  },
  {
    what: /*i18n*/ "KYC documents (PAN, Aadhaar with only the last 4 digits kept, address and income proofs)",
    why: /*i18n*/ "To verify who you are before a loan, as RBI's KYC rules require",
    howLong: /*i18n*/ "Deleted with your account, unless you applied for a loan or paid us: then 5 years after you close it",
  },
  {
    what: /*i18n*/ "SIP plans (only the last 4 digits of your bank account), consultations and your notes",
    why: /*i18n*/ "To run your investments and bookings",
    howLong: /*i18n*/ "While you have an account; contact details and notes are removed when you delete it",
  },
  {
    what: /*i18n*/ "Complaints you send our grievance officer",
    why: /*i18n*/ "To answer them, as RBI's grievance redressal rules require",
    howLong: /*i18n*/ "Kept as a record of the complaint; your name and contact details are taken out when you delete your account",
  },
  {
    what: /*i18n*/ "Sign-ins and changes: time, IP address and browser",
    why: /*i18n*/ "To keep your account secure and investigate fraud",
    howLong:
      /*i18n*/ "Signed-in devices until they sign out or expire; the audit trail 8 years, without your name or contact details once you delete your account",
  },
];

/** What a customer can do about their data, and where (the profile tab). */
export const PRIVACY_RIGHTS: readonly string[] = [
  /*i18n*/ "See and download everything we hold about you: Dashboard → Profile → Download my data.",
  /*i18n*/ "Correct your name, e-mail address and mobile number: Dashboard → Profile → Personal details.",
  /*i18n*/ "Withdraw your marketing consent at any time: Dashboard → Profile → Consents.",
  /*i18n*/ "Delete your account: Dashboard → Profile → Delete my account. Your personal details are erased; loan and payment records are kept in anonymised form as the law requires.",
  /*i18n*/ "Complain to our grievance officer, and escalate to the Data Protection Board of India if we do not resolve it.",
];

export const TERMS_SECTIONS: readonly { heading: string; body: string }[] = [
  {
    heading: /*i18n*/ "What GharSetu is",
    body: /*i18n*/ "GharSetu is a digital platform that helps you apply for home loans, loans against property and balance-transfer top-ups with partner banks and NBFCs, start SIPs and book free consultations. Loans are sanctioned by the lender, never by GharSetu, and every decision is the lender's.",
  },
  {
    heading: /*i18n*/ "Your account",
    body: /*i18n*/ "Keep your password to yourself and tell us at once if you think someone else has used your account. You can end every other signed-in session from your profile. Give true and current details: a loan application with false information may be rejected.",
  },
  {
    heading: /*i18n*/ "Fees and payments",
    body: /*i18n*/ "The processing fee (0.5% of the loan amount) is shown with the Key Fact Statement before you apply and is charged only when you choose to pay it. Consultations are free. SIP contributions are your investment. Every payment gets a receipt.",
  },
  {
    heading: /*i18n*/ "Investments carry risk",
    body: /*i18n*/ "Mutual fund investments are subject to market risks. Read all scheme-related documents carefully. Expected returns shown are illustrations, not promises.",
  },
  {
    heading: /*i18n*/ "Your data",
    body: /*i18n*/ "How we collect, use and keep your personal data is set out in our Privacy Notice. You can see, download, correct and delete your data from your profile.",
  },
  {
    heading: /*i18n*/ "Complaints",
    body: /*i18n*/ "Write to our grievance redressal officer. We answer within 30 days; if you are not satisfied, you may escalate to the RBI Integrated Ombudsman.",
  },
];
