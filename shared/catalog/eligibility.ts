import { formatCurrency } from "../format";
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

const lakh = (n: number) => `₹${n / 100_000} lakh`;

export const ELIGIBILITY_CRITERIA = [
  { value: "age", title: "Age", text: `Age ${ELIGIBILITY.minAge} to ${ELIGIBILITY.maxAgeAtMaturity} at maturity.` },
  {
    value: "income",
    title: "Income",
    text: `Income ${formatCurrency(ELIGIBILITY.minMonthlyIncomeSalaried)} per month for salaried or ${lakh(ELIGIBILITY.minAnnualIncomeSelfEmployed)} annual for self-employed.`,
  },
  { value: "credit", title: "Credit score", text: `Credit score ${ELIGIBILITY.recommendedCreditScore} recommended.` },
] as const;

/** The income criterion as a sentence fragment, for the chat. */
export const INCOME_CRITERION = `a monthly income of at least ${formatCurrency(ELIGIBILITY.minMonthlyIncomeSalaried)} if you are salaried, or ${lakh(ELIGIBILITY.minAnnualIncomeSelfEmployed)} a year if self-employed`;

/** All three criteria in one sentence, for the chat. */
export const ELIGIBILITY_SENTENCE = `Eligibility: age ${ELIGIBILITY.minAge} to ${ELIGIBILITY.maxAgeAtMaturity} at the loan's maturity; ${INCOME_CRITERION}; a credit (CIBIL) score of ${ELIGIBILITY.recommendedCreditScore} or more is recommended.`;
