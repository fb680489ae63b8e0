/**
 * Who a loan suits, in one place: the application page's
 * accordion shows it and the chat assistant quotes it. The application form itself accepts a
 * monthly income from LOAN_LIMITS.minMonthlyIncome; these are the criteria lenders look for.
 */
export const ELIGIBILITY = {
  minAge: 21,
  maxAgeAtMaturity: 65,
  minMonthlyIncomeSalaried: 25_000,
  minAnnualIncomeSelfEmployed: 300_000,
  recommendedCreditScore: 700,
} as const;

// The texts below are messages (docs/i18n.md), so their figures are written out; shared/catalog/messages.test.ts
// holds them to ELIGIBILITY.
export const ELIGIBILITY_CRITERIA = [
  { value: "age", title: /*i18n*/ "Age", text: /*i18n*/ "Age 21 to 65 at maturity." },
  {
    value: "income",
    title: /*i18n*/ "Income",
    text: /*i18n*/ "Income ₹25,000 per month for salaried or ₹3 lakh annual for self-employed.",
  },
  { value: "credit", title: /*i18n*/ "Credit score", text: /*i18n*/ "Credit score 700 recommended." },
] as const;

/** The income criterion as a sentence fragment, for the chat. */
export const INCOME_CRITERION = /*i18n*/ "a monthly income of at least ₹25,000 if you are salaried, or ₹3 lakh a year if self-employed";

/** All three criteria in one sentence, for the chat. */
export const ELIGIBILITY_SENTENCE =
  /*i18n*/ "Eligibility: age 21 to 65 at the loan's maturity; a monthly income of at least ₹25,000 if you are salaried, or ₹3 lakh a year if self-employed; a credit (CIBIL) score of 700 or more is recommended.";
