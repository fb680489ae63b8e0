import { LOAN_LIMITS, loanTypeFromCode } from "../../../../shared/catalog/loan-types";
import { PMAY_ISS } from "../../../../shared/catalog/pmay";
import { pmaySubsidy, rupeesToPaise, type PmayRefusal } from "../../../../shared/finance";
import { notWorked, quoted, worked, type Answer, type AssistantContext } from "./context";
import {
  amountText,
  applicationPath,
  assumptions,
  catalogueDate,
  currentRateAssumed,
  listText,
  percent,
  rupeesText,
  tenureAssumed,
  tenureText,
  type Voice,
} from "./format";
import type { Understanding } from "./intents";
import { USUAL, usualLoan, usualRate } from "./limits";
import { amountsIn, loanTerms, nearest, type Amount } from "./quantities";

const INCOME_WORDS = /\b(income|salary|earn\w*|kamata|kamati|kamai|aay|ctc|lpa|package|tankhw?ah|tankha)\b/g;
const LOAN_WORDS = /\b(loans?|rin)\b/g;
const HOUSE_WORDS = /\b(house|home|flat|property|ghar|makaa?n|value|worth|price|cost|keemat|kimat)\b/g;
/** "I already own a house": the scheme is for a first pucca house. */
const OWNS_HOUSE =
  /\b(second (?:house|home|flat)|already (?:own|have) (?:a |one )?(?:house|home|flat)|dusr[ae] (?:ghar|makaa?n|flat)|pehle se (?:ghar|makaa?n|flat))\b/;
/** An income with no period named is a year's (the scheme's bands are yearly), unless it is too small to be one. */
const SMALLEST_YEARLY = 100_000;

const s = PMAY_ISS;
const [EWS, LIG, MIG] = s.bands;

const source = (v: Voice) =>
  v.t(
    /*i18n*/ {
      id: "chat.pmay.source",
      message:
        "The scheme's figures are those of the PMAY-U 2.0 operational guidelines (Ministry of Housing and Urban Affairs), as of {date}.",
    },
    { date: catalogueDate(s.asOf, v) },
  );

const conditions = (v: Voice) =>
  v.t(
    /*i18n*/ {
      id: "chat.pmay.conditions",
      message:
        "It is for households with an income of up to {ews} a year (EWS), {lig} (LIG) or {mig} (MIG), buying a house worth at most {house} with a loan of at most {loan}, when no one in the household owns a pucca house anywhere in India.",
    },
    {
      ews: rupeesText(EWS.maxIncome),
      lig: rupeesText(LIG.maxIncome),
      mig: rupeesText(MIG.maxIncome),
      house: rupeesText(s.maxHouseValue),
      loan: rupeesText(s.maxLoan),
    },
  );

const scheme = (v: Voice) =>
  v.t(
    /*i18n*/ {
      id: "chat.pmay.scheme",
      message:
        "PMAY-U 2.0 pays an interest subsidy on a first home: {percent}% a year on up to {subsidised} of the loan, for up to {years} years, at most {max}, paid in {instalments} yearly instalments.",
    },
    {
      percent: String(s.subsidyPercent),
      subsidised: rupeesText(s.subsidisedLoan),
      years: String(s.subsidyYears),
      max: rupeesText(s.maxSubsidy),
      instalments: String(s.instalments),
    },
  );

const REFUSALS: Record<PmayRefusal, (v: Voice) => string> = {
  income: ({ t }) =>
    t(
      /*i18n*/ { id: "chat.pmay.refused.income", message: "the household income is above {max} a year" },
      { max: rupeesText(MIG.maxIncome) },
    ),
  house_value: ({ t }) =>
    t(
      /*i18n*/ { id: "chat.pmay.refused.house_value", message: "the house is worth more than {max}" },
      { max: rupeesText(s.maxHouseValue) },
    ),
  loan: ({ t }) => t(/*i18n*/ { id: "chat.pmay.refused.loan", message: "the loan is above {max}" }, { max: rupeesText(s.maxLoan) }),
  not_first_house: ({ t }) =>
    t(/*i18n*/ { id: "chat.pmay.refused.not_first_house", message: "someone in the household already owns a pucca house" }),
};

/**
 * PMAY-U 2.0 for a first home (pmaySubsidy, shared/catalog/pmay.ts): the income band, the subsidy on the
 * loan at the Home Loan rate and its value today; or the scheme's terms and what it needs to be told.
 */
export function pmayReply(u: Understanding, ctx: AssistantContext, v: Voice): Answer {
  const { t } = v;
  const amounts = amountsIn(u.quantities);
  const income = nearest(amounts, u.text, INCOME_WORDS);
  const rest = amounts.filter((a) => a !== income);
  const loan = nearest(rest, u.text, LOAN_WORDS) ?? (income && rest.length === 1 ? rest[0] : undefined);
  const house = nearest(
    rest.filter((a) => a !== loan),
    u.text,
    HOUSE_WORDS,
  );
  const unusual = [income, loan, house].some((a: Amount | undefined) => a !== undefined && !usualLoan(a.value));
  if (!income || unusual) {
    return quoted(
      [
        scheme(v),
        conditions(v),
        t(
          /*i18n*/ {
            id: "chat.pmay.ask",
            message:
              "Tell me your household's yearly income and the loan, for example: PMAY, income 6 lakh, loan 20 lakh, and I'll work out the subsidy.",
          },
        ),
        source(v),
      ].join("\n"),
    );
  }
  const monthly = income.perMonth || (!income.perYear && income.value < SMALLEST_YEARLY);
  const annualIncome = rupeesToPaise(monthly ? income.value * 12 : income.value);
  const assumed: string[] = [];
  if (monthly) {
    assumed.push(
      t(
        /*i18n*/ { id: "chat.assumed.monthly_income", message: "an income of {monthly} a month ({yearly} a year)" },
        { monthly: amountText(rupeesToPaise(income.value)), yearly: amountText(annualIncome) },
      ),
    );
  }
  const band = s.bands.find((b) => annualIncome <= rupeesToPaise(b.maxIncome));
  if (!loan) {
    return quoted(
      [
        band
          ? t(
              /*i18n*/ {
                id: "chat.pmay.band",
                message: "With a household income of {income} a year you are in the {band} band of PMAY-U 2.0.",
              },
              { income: amountText(annualIncome), band: t(band.label) },
            )
          : t(
              /*i18n*/ {
                id: "chat.pmay.over_income",
                message:
                  "With a household income of {income} a year you are above PMAY-U 2.0's limit of {max}, so its subsidy does not apply.",
              },
              { income: amountText(annualIncome), max: rupeesText(MIG.maxIncome) },
            ),
        scheme(v),
        conditions(v),
        ...(band ? [t(/*i18n*/ { id: "chat.pmay.ask_loan", message: "Tell me the loan you need, and I'll work out your subsidy." })] : []),
        source(v),
      ].join("\n"),
    );
  }

  const terms = loanTerms(u.quantities.filter((q) => q.kind === "rate" || q.kind === "years" || q.kind === "months"));
  const rate = terms.ratePercent ?? ctx.rates.homeLoanRate;
  const months = terms.months ?? LOAN_LIMITS.defaultTenure;
  if (!usualRate(rate) || months < 1 || months > USUAL.maxLoanMonths) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.pmay.unusual",
          message:
            "That rate or tenure looks unusual, so I won't guess. Tell me your yearly income and the loan, for example: PMAY, income 6 lakh, loan 20 lakh.",
        },
      ),
    );
  }
  if (terms.ratePercent === undefined) assumed.push(currentRateAssumed(v, loanTypeFromCode("home-loan").label, rate));
  if (terms.months === undefined) assumed.push(tenureAssumed(v, months));
  const firstPuccaHouse = !OWNS_HOUSE.test(u.text);
  if (firstPuccaHouse) {
    assumed.push(
      t(/*i18n*/ { id: "chat.assumed.first_house", message: "that no one in your household owns a pucca house anywhere in India" }),
    );
  }
  if (!house) {
    assumed.push(
      t(/*i18n*/ { id: "chat.assumed.house_value", message: "a house worth at most {max}" }, { max: rupeesText(s.maxHouseValue) }),
    );
  }
  const loanAmount = rupeesToPaise(loan.value);
  const r = pmaySubsidy({
    annualIncome,
    houseValue: house ? rupeesToPaise(house.value) : rupeesToPaise(s.maxHouseValue),
    loan: loanAmount,
    ratePercent: rate,
    tenureMonths: months,
    firstPuccaHouse,
  });
  const lines: string[] = [];
  if (!r.eligible) {
    lines.push(
      t(
        /*i18n*/ { id: "chat.pmay.not_eligible", message: "PMAY-U 2.0's subsidy does not apply here: {reasons}." },
        {
          reasons: listText(
            r.refusals.map((why) => REFUSALS[why](v)),
            v,
          ),
        },
      ),
    );
    lines.push(conditions(v));
  } else {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.pmay.subsidy",
          message:
            "With a household income of {income} a year you are in the {band} band. On a loan of {loan} at {rate} over {tenure}, PMAY-U 2.0 pays a subsidy of **{subsidy}**, in {instalments} yearly instalments; its value today is about **{pv}**.",
        },
        {
          income: amountText(annualIncome),
          band: t(s.bands.find((b) => b.id === r.band)!.label),
          loan: amountText(loanAmount),
          rate: percent(rate),
          tenure: tenureText(months, v),
          subsidy: amountText(r.subsidy),
          instalments: String(r.instalments.length),
          pv: amountText(r.presentValue),
        },
      ),
    );
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.pmay.how",
          message:
            "It is {percent}% a year of interest on {subsidised} of the loan for {years}, at most {max}; its value today discounts each instalment at {discount}% a year.",
        },
        {
          percent: String(s.subsidyPercent),
          subsidised: amountText(r.subsidisedLoan),
          years: tenureText(r.subsidyMonths, v),
          max: rupeesText(s.maxSubsidy),
          discount: String(s.discountPercent),
        },
      ),
    );
  }
  if (assumed.length) lines.push(assumptions(assumed, v));
  lines.push(source(v));
  lines.push(
    t(
      /*i18n*/ {
        id: "chat.pmay.calculator",
        message: "The PMAY calculator on the [loan application page]({path}) shows the instalments year by year.",
      },
      { path: applicationPath("home-loan") },
    ),
  );
  return worked(lines.join("\n"));
}
