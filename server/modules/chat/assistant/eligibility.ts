import { ELIGIBILITY, INCOME_CRITERION } from "../../../../shared/catalog/eligibility";
import { LOAN_LIMITS, loanTypeFromCode } from "../../../../shared/catalog/loan-types";
import { eligibility, incomeNeeded, paise, rupeesToPaise } from "../../../../shared/finance";
import { notWorked, rateFor, worked, type Answer, type AssistantContext } from "./context";
import { amountText, applicationPath, assumptions, link, percent, rupeesText, tenureText } from "./format";
import type { Understanding } from "./intents";
import { LIMITS_NOTE, LOAN_AMOUNT, USUAL, usualLoan, usualRate, withinApplicationLimits } from "./limits";
import { loanTerms } from "./quantities";

const INCOME_WORDS = /\b(salary|income|earn\w*|kamata|kamati|kamai|take[- ]home|ctc|lpa|tankhw?ah|tankha)\b/g;
const EMI_WORDS = /\bemis?\b/g;
/** A monthly income with no period named above this (rupees, as typed) is a yearly package ("salary 9 lakh"). */
const YEARLY_FROM = 500_000;
const MIN_MONTHLY_INCOME = rupeesToPaise(ELIGIBILITY.minMonthlyIncomeSalaried);
/** The loan linked to is rounded down to a whole lakh. */
const LAKH = rupeesToPaise(100_000);

/** An amount as typed: rupees, not yet checked. */
type Amount = { value: number; at: number; perYear: boolean; perMonth: boolean };

/** The amount written closest to one of the words: "1 crore loan on a 2 lakh salary" → 2 lakh is the salary. */
function nearest(amounts: Amount[], text: string, words: RegExp): Amount | undefined {
  const places = [...text.matchAll(words)].map((m) => m.index);
  if (places.length === 0) return undefined;
  const distance = (a: Amount) => Math.min(...places.map((p) => Math.abs(a.at - p)));
  return [...amounts].sort((a, b) => distance(a) - distance(b))[0];
}

const unusual = (what: string) =>
  notWorked(
    `That ${what} looks unusual, so I won't guess. Try something like "I earn 80,000 a month, how much loan can I get?", or use the eligibility calculator on the ${link("loan application page", applicationPath("home-loan"))}.`,
  );

/**
 * Eligibility from a monthly income (FOIR): the largest new EMI and the loan it supports. An existing
 * EMI and a loan amount asked about may be named too ("1 crore loan on 2 lakh salary, EMI 20k").
 * Every figure is checked first; a link prefills the application only with figures it accepts.
 */
export function eligibilityReply(u: Understanding, ctx: AssistantContext): Answer {
  const type = loanTypeFromCode(u.loanType ?? "home-loan");
  const amounts = u.quantities.flatMap((q): Amount[] =>
    q.kind === "money"
      ? [q]
      : q.kind === "number" && q.value >= 1000
        ? [{ value: q.value, at: q.at, perYear: false, perMonth: false }]
        : [],
  );
  const income = nearest(amounts, u.text, INCOME_WORDS) ?? amounts[0];
  if (!income) return notWorked(eligibilityInfo());
  const rest = amounts.filter((a) => a !== income);
  // EMIs already paid come out of the income, so they are smaller than it; a bigger amount is the loan asked about.
  const emiAmount = nearest(
    rest.filter((a) => a.value < income.value),
    u.text,
    EMI_WORDS,
  );
  const typedEmis = emiAmount?.value ?? 0;
  const typedWanted = rest.find((a) => a !== emiAmount && a.value >= LOAN_LIMITS.minAmount)?.value;
  const assumed: string[] = [];
  // The period is read from the words right after the amount ("1 lakh a month", "12 LPA"); with none, a large figure is a yearly package.
  const perYear = income.perYear || (!income.perMonth && income.value > YEARLY_FROM);
  const typedMonthly = perYear ? Math.round(income.value / 12) : income.value;
  if (!Number.isFinite(typedMonthly) || typedMonthly > USUAL.maxMonthlyIncome) return unusual("income");
  if (!Number.isFinite(typedEmis) || (typedWanted !== undefined && !usualLoan(typedWanted))) return unusual("amount");
  // Checked: from here every amount is paise. (The EMIs are below the income, so within bounds too.)
  const monthly = rupeesToPaise(typedMonthly);
  const existingEmis = rupeesToPaise(typedEmis);
  const wanted = typedWanted === undefined ? undefined : rupeesToPaise(typedWanted);
  if (perYear) assumed.push(`an income of ${amountText(rupeesToPaise(income.value))} a year (${amountText(monthly)} a month)`);

  const terms = loanTerms(u.quantities.filter((q) => q.kind === "rate" || q.kind === "years" || q.kind === "months"));
  const rate = terms.ratePercent ?? rateFor(type.code, ctx.rates);
  if (!usualRate(rate)) return unusual("rate");
  const asked = terms.months ?? LOAN_LIMITS.defaultTenure;
  if (!Number.isFinite(asked) || asked < 1) return unusual("tenure");
  if (asked < LOAN_LIMITS.minTenure) {
    return notWorked(
      `A loan runs for at least ${LOAN_LIMITS.minTenure} months. Tell me a longer tenure, for example "I earn 80,000 a month, loan for 20 years".`,
    );
  }
  const months = Math.min(asked, LOAN_LIMITS.maxTenure);
  if (terms.ratePercent === undefined) assumed.push(`the current ${type.label} rate of ${percent(rate)}`);
  if (terms.months === undefined) assumed.push(`a tenure of ${tenureText(months)}`);

  if (monthly < MIN_MONTHLY_INCOME) {
    return notWorked(`Lenders look for ${INCOME_CRITERION}. A free ${link("consultation", "/consultation")} can help you plan.`);
  }
  const e = eligibility(monthly, existingEmis, rate, months);
  if (e.maxEmi === 0) {
    return worked(
      `With ${amountText(existingEmis)} already going to EMIs on ${amountText(monthly)} a month, lenders usually see no room for a new EMI (they allow up to ${e.foirPercent}% of income). A free ${link("consultation", "/consultation")} can help.`,
    );
  }
  const lines = [
    `With a monthly income of ${amountText(monthly)}${existingEmis ? ` and existing EMIs of ${amountText(existingEmis)}` : ""}, lenders usually allow up to ${e.foirPercent}% of income for EMIs, so a new EMI of up to **${amountText(e.maxEmi)}** a month.`,
  ];
  if (e.maxLoan < LOAN_AMOUNT.min) {
    lines.push(
      `At ${percent(rate)} over ${tenureText(months)} that supports less than our smallest loan of ${rupeesText(LOAN_LIMITS.minAmount)}. A free ${link("consultation", "/consultation")} can help you plan.`,
    );
    if (assumed.length) lines.push(`${assumptions(assumed)}.`);
    return worked(lines.join("\n"));
  }
  lines.push(`At ${percent(rate)} over ${tenureText(months)} that supports a ${type.label} of about **${amountText(e.maxLoan)}**.`);
  if (asked > months) lines.push(`Loans run for at most ${tenureText(LOAN_LIMITS.maxTenure)}, so I used ${tenureText(months)}.`);
  if (wanted !== undefined) {
    lines.push(
      wanted <= e.maxLoan
        ? `A loan of ${amountText(wanted)} fits within that.`
        : `A loan of ${amountText(wanted)} would need a monthly income of about ${amountText(incomeNeeded(wanted, rate, months, existingEmis))}.`,
    );
  }
  if (assumed.length) lines.push(`${assumptions(assumed)}.`);
  lines.push(
    `This is an estimate: the lender also looks at your age (${ELIGIBILITY.minAge} to ${ELIGIBILITY.maxAgeAtMaturity} at the loan's maturity), your credit score (${ELIGIBILITY.recommendedCreditScore} or more recommended) and the property.`,
  );
  const amount = paise(Math.min(Math.floor(e.maxLoan / LAKH) * LAKH, LOAN_AMOUNT.max));
  if (withinApplicationLimits(amount, months, rate)) {
    if (e.maxLoan > LOAN_AMOUNT.max) lines.push(`Online applications go up to ${rupeesText(LOAN_LIMITS.maxAmount)}.`);
    lines.push(link("Apply for this amount", applicationPath(type.code, { amount, months, ratePercent: rate })));
  } else {
    lines.push(LIMITS_NOTE);
  }
  return worked(lines.join("\n"));
}

export function eligibilityInfo(): string {
  return [
    `To be eligible for a loan: age ${ELIGIBILITY.minAge} to ${ELIGIBILITY.maxAgeAtMaturity} at the loan's maturity; ${INCOME_CRITERION}; a credit (CIBIL) score of ${ELIGIBILITY.recommendedCreditScore} or more is recommended.`,
    `Lenders usually let up to 50% of your monthly income go to EMIs (FOIR). Tell me your monthly income, for example "I earn 75,000 a month", and I'll work out the loan it supports.`,
    `The eligibility calculator is on the ${link("loan application page", applicationPath("home-loan"))}.`,
  ].join("\n");
}
