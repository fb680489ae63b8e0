import { ELIGIBILITY, INCOME_CRITERION } from "../../../../shared/catalog/eligibility";
import { LOAN_LIMITS, loanTypeFromCode } from "../../../../shared/catalog/loan-types";
import { eligibility, incomeNeeded, paise, rupeesToPaise } from "../../../../shared/finance";
import { notWorked, rateFor, worked, type Answer, type AssistantContext } from "./context";
import {
  amountText,
  applicationPath,
  assumptions,
  currentRateAssumed,
  link,
  percent,
  rupeesText,
  tenureAssumed,
  tenureText,
  type Voice,
} from "./format";
import type { Understanding } from "./intents";
import { limitsNote, LOAN_AMOUNT, onlineUpTo, USUAL, usualLoan, usualRate, withinApplicationLimits } from "./limits";
import { amountsIn, loanTerms, nearest } from "./quantities";

const INCOME_WORDS = /\b(salary|income|earn\w*|kamata|kamati|kamai|take[- ]home|ctc|lpa|tankhw?ah|tankha)\b/g;
const EMI_WORDS = /\bemis?\b/g;
/** A monthly income with no period named above this (rupees, as typed) is a yearly package ("salary 9 lakh"). */
const YEARLY_FROM = 500_000;
const MIN_MONTHLY_INCOME = rupeesToPaise(ELIGIBILITY.minMonthlyIncomeSalaried);
/** The loan linked to is rounded down to a whole lakh. */
const LAKH = rupeesToPaise(100_000);

type Unusual = "income" | "amount" | "rate" | "tenure";

function unusual(what: Unusual, v: Voice): Answer {
  const { t } = v;
  const first = {
    income: () => t(/*i18n*/ { id: "chat.eligibility.unusual_income", message: "That income looks unusual, so I won't guess." }),
    amount: () => t(/*i18n*/ { id: "chat.eligibility.unusual_amount", message: "That amount looks unusual, so I won't guess." }),
    rate: () => t(/*i18n*/ { id: "chat.eligibility.unusual_rate", message: "That rate looks unusual, so I won't guess." }),
    tenure: () => t(/*i18n*/ { id: "chat.eligibility.unusual_tenure", message: "That tenure looks unusual, so I won't guess." }),
  }[what]();
  return notWorked(
    [
      first,
      t(
        /*i18n*/ {
          id: "chat.eligibility.try",
          message:
            'Try something like "I earn 80,000 a month, how much loan can I get?", or use the eligibility calculator on the [loan application page]({path}).',
        },
        { path: applicationPath("home-loan") },
      ),
    ].join(" "),
  );
}

/** "A free consultation can help you plan." */
const consultationHelpsPlan = ({ t }: Voice) =>
  t(
    /*i18n*/ { id: "chat.eligibility.consultation_plan", message: "A free [consultation]({path}) can help you plan." },
    { path: "/consultation" },
  );

/**
 * Eligibility from a monthly income (FOIR): the largest new EMI and the loan it supports. An existing
 * EMI and a loan amount asked about may be named too ("1 crore loan on 2 lakh salary, EMI 20k").
 * Every figure is checked first; a link prefills the application only with figures it accepts.
 */
export function eligibilityReply(u: Understanding, ctx: AssistantContext, v: Voice): Answer {
  const { t } = v;
  const type = loanTypeFromCode(u.loanType ?? "home-loan");
  const amounts = amountsIn(u.quantities);
  const income = nearest(amounts, u.text, INCOME_WORDS) ?? amounts[0];
  if (!income) return notWorked(eligibilityInfo(v));
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
  if (!Number.isFinite(typedMonthly) || typedMonthly > USUAL.maxMonthlyIncome) return unusual("income", v);
  if (!Number.isFinite(typedEmis) || (typedWanted !== undefined && !usualLoan(typedWanted))) return unusual("amount", v);
  // Checked: from here every amount is paise. (The EMIs are below the income, so within bounds too.)
  const monthly = rupeesToPaise(typedMonthly);
  const existingEmis = rupeesToPaise(typedEmis);
  const wanted = typedWanted === undefined ? undefined : rupeesToPaise(typedWanted);
  if (perYear) {
    assumed.push(
      t(
        /*i18n*/ { id: "chat.assumed.yearly_income", message: "an income of {yearly} a year ({monthly} a month)" },
        {
          yearly: amountText(rupeesToPaise(income.value)),
          monthly: amountText(monthly),
        },
      ),
    );
  }

  const terms = loanTerms(u.quantities.filter((q) => q.kind === "rate" || q.kind === "years" || q.kind === "months"));
  const rate = terms.ratePercent ?? rateFor(type.code, ctx.rates);
  if (!usualRate(rate)) return unusual("rate", v);
  const asked = terms.months ?? LOAN_LIMITS.defaultTenure;
  if (!Number.isFinite(asked) || asked < 1) return unusual("tenure", v);
  if (asked < LOAN_LIMITS.minTenure) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.eligibility.min_tenure",
          message:
            'A loan runs for at least {min} months. Tell me a longer tenure, for example "I earn 80,000 a month, loan for 20 years".',
        },
        { min: String(LOAN_LIMITS.minTenure) },
      ),
    );
  }
  const months = Math.min(asked, LOAN_LIMITS.maxTenure);
  if (terms.ratePercent === undefined) assumed.push(currentRateAssumed(v, type.label, rate));
  if (terms.months === undefined) assumed.push(tenureAssumed(v, months));

  if (monthly < MIN_MONTHLY_INCOME) {
    return notWorked(
      [
        t(/*i18n*/ { id: "chat.eligibility.low_income", message: "Lenders look for {criterion}." }, { criterion: t(INCOME_CRITERION) }),
        consultationHelpsPlan(v),
      ].join(" "),
    );
  }
  const e = eligibility(monthly, existingEmis, rate, months);
  if (e.maxEmi === 0) {
    return worked(
      t(
        /*i18n*/ {
          id: "chat.eligibility.no_room",
          message:
            "With {emis} already going to EMIs on {income} a month, lenders usually see no room for a new EMI (they allow up to {foir}% of income). A free [consultation]({path}) can help.",
        },
        { emis: amountText(existingEmis), income: amountText(monthly), foir: String(e.foirPercent), path: "/consultation" },
      ),
    );
  }
  const room = { income: amountText(monthly), emis: amountText(existingEmis), foir: String(e.foirPercent), emi: amountText(e.maxEmi) };
  const lines = [
    existingEmis
      ? t(
          /*i18n*/ {
            id: "chat.eligibility.room_with_emis",
            message:
              "With a monthly income of {income} and existing EMIs of {emis}, lenders usually allow up to {foir}% of income for EMIs, so a new EMI of up to **{emi}** a month.",
          },
          room,
        )
      : t(
          /*i18n*/ {
            id: "chat.eligibility.room",
            message:
              "With a monthly income of {income}, lenders usually allow up to {foir}% of income for EMIs, so a new EMI of up to **{emi}** a month.",
          },
          room,
        ),
  ];
  const over = { rate: percent(rate), tenure: tenureText(months, v) };
  if (e.maxLoan < LOAN_AMOUNT.min) {
    lines.push(
      [
        t(
          /*i18n*/ {
            id: "chat.eligibility.below_smallest",
            message: "At {rate} over {tenure} that supports less than our smallest loan of {min}.",
          },
          { ...over, min: rupeesText(LOAN_LIMITS.minAmount) },
        ),
        consultationHelpsPlan(v),
      ].join(" "),
    );
    if (assumed.length) lines.push(assumptions(assumed, v));
    return worked(lines.join("\n"));
  }
  lines.push(
    t(
      /*i18n*/ { id: "chat.eligibility.supports", message: "At {rate} over {tenure} that supports a {type} of about **{loan}**." },
      {
        ...over,
        type: t(type.label),
        loan: amountText(e.maxLoan),
      },
    ),
  );
  if (asked > months) {
    lines.push(
      t(
        /*i18n*/ { id: "chat.eligibility.max_tenure", message: "Loans run for at most {max}, so I used {tenure}." },
        {
          max: tenureText(LOAN_LIMITS.maxTenure, v),
          tenure: tenureText(months, v),
        },
      ),
    );
  }
  if (wanted !== undefined) {
    lines.push(
      wanted <= e.maxLoan
        ? t(/*i18n*/ { id: "chat.eligibility.fits", message: "A loan of {amount} fits within that." }, { amount: amountText(wanted) })
        : t(
            /*i18n*/ { id: "chat.eligibility.needs", message: "A loan of {amount} would need a monthly income of about {income}." },
            { amount: amountText(wanted), income: amountText(incomeNeeded(wanted, rate, months, existingEmis)) },
          ),
    );
  }
  if (assumed.length) lines.push(assumptions(assumed, v));
  lines.push(
    t(
      /*i18n*/ {
        id: "chat.eligibility.estimate",
        message:
          "This is an estimate: the lender also looks at your age ({minAge} to {maxAge} at the loan's maturity), your credit score ({score} or more recommended) and the property.",
      },
      {
        minAge: String(ELIGIBILITY.minAge),
        maxAge: String(ELIGIBILITY.maxAgeAtMaturity),
        score: String(ELIGIBILITY.recommendedCreditScore),
      },
    ),
  );
  const amount = paise(Math.min(Math.floor(e.maxLoan / LAKH) * LAKH, LOAN_AMOUNT.max));
  if (withinApplicationLimits(amount, months, rate)) {
    if (e.maxLoan > LOAN_AMOUNT.max) lines.push(onlineUpTo(v));
    lines.push(
      link(
        t(/*i18n*/ { id: "chat.eligibility.apply", message: "Apply for this amount" }),
        applicationPath(type.code, { amount, months, ratePercent: rate }),
      ),
    );
  } else {
    lines.push(limitsNote(v));
  }
  return worked(lines.join("\n"));
}

export function eligibilityInfo(v: Voice): string {
  const { t } = v;
  return [
    t(
      /*i18n*/ {
        id: "chat.eligibility_info",
        message:
          "To be eligible for a loan: age {minAge} to {maxAge} at the loan's maturity; {criterion}; a credit (CIBIL) score of {score} or more is recommended.",
      },
      {
        minAge: String(ELIGIBILITY.minAge),
        maxAge: String(ELIGIBILITY.maxAgeAtMaturity),
        criterion: t(INCOME_CRITERION),
        score: String(ELIGIBILITY.recommendedCreditScore),
      },
    ),
    t(
      /*i18n*/ {
        id: "chat.eligibility_info.foir",
        message:
          'Lenders usually let up to 50% of your monthly income go to EMIs (FOIR). Tell me your monthly income, for example "I earn 75,000 a month", and I\'ll work out the loan it supports.',
      },
    ),
    t(
      /*i18n*/ { id: "chat.eligibility_info.calculator", message: "The eligibility calculator is on the [loan application page]({path})." },
      {
        path: applicationPath("home-loan"),
      },
    ),
  ].join("\n");
}
