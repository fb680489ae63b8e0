import { LOAN_LIMITS, loanTypeFromCode } from "../../../../shared/catalog/loan-types";
import { btSwitch, btSwitchingCosts, paise, rupeesToPaise, type Paise, type SwitchingCosts } from "../../../../shared/finance";
import { notWorked, worked, type Answer, type AssistantContext } from "./context";
import { amountText, applicationPath, percent, tenureText, type Voice } from "./format";
import type { Understanding } from "./intents";
import { USUAL, usualLoan, usualRate, withinApplicationLimits } from "./limits";
import { stampDutyRuleNote, stateIn } from "./places";
import { amountsIn, loanTerms, nearest } from "./quantities";

/** The lenders customers name ("HDFC 9.4%"), as their names are written: only these are repeated in a reply. */
const LENDERS: [RegExp, string][] = [
  [/\bhdfc\b/, "HDFC"],
  [/\b(sbi|state bank)\b/, "SBI"],
  [/\bicici\b/, "ICICI"],
  [/\baxis\b/, "Axis Bank"],
  [/\bkotak\b/, "Kotak"],
  [/\blic\b/, "LIC Housing Finance"],
  [/\bpnb\b/, "PNB"],
  [/\b(bank of baroda|bob)\b/, "Bank of Baroda"],
  [/\bcanara\b/, "Canara Bank"],
  [/\bunion bank\b/, "Union Bank"],
  [/\bidfc\b/, "IDFC FIRST"],
  [/\bbajaj\b/, "Bajaj Housing Finance"],
];

/** Words that name what is left on the loan: "25 lakh left", "outstanding 25 lakh", "25 lakh baaki". */
const OUTSTANDING_WORDS = /\b(left|outstanding|remaining|balance|baa?ki|bacha|pending|principal)\b/g;

const switchingCostsLine = (amount: Paise, costs: SwitchingCosts, v: Voice) =>
  v.t(
    /*i18n*/ {
      id: "chat.bt.costs",
      message:
        "Switching {amount} here costs {total}: our processing fee of {fee}, stamp duty on the mortgage of {duty} and legal and valuation charges of {legal}.",
    },
    {
      amount: amountText(amount),
      total: amountText(costs.total),
      fee: amountText(costs.processingFee),
      duty: amountText(costs.stampDuty),
      legal: amountText(costs.legalCharges),
    },
  );

/** The fewest months left for which the switch saves more than it costs; null when none up to the longest loan does. */
function monthsToPay(
  input: { outstanding: Paise; currentRate: number; newRate: number },
  ctx: AssistantContext,
  state: ReturnType<typeof stateIn>,
) {
  for (let months = 1; months <= LOAN_LIMITS.maxTenure; months++) {
    const s = btSwitch({ ...input, remainingMonths: months, amount: input.outstanding, propertyState: state }, ctx.lender);
    if (s.netSaving > 0) return months;
  }
  return null;
}

/**
 * Should I move my loan here? The saving at GharSetu's Balance Transfer rate over the months left on the
 * current loan, less the switching costs (btSwitch: the same sum the underwriting rule and the switching
 * calculator decide with), and the month the saving has covered the costs. Says plainly when it does not pay.
 */
export function balanceTransferReply(u: Understanding, ctx: AssistantContext, v: Voice): Answer {
  const { t } = v;
  const newRate = ctx.rates.btTopupRate;
  const btLabel = t(loanTypeFromCode("bt-topup").label);
  const amounts = amountsIn(u.quantities);
  const typed = (nearest(amounts, u.text, OUTSTANDING_WORDS) ?? amounts[0])?.value;
  const terms = loanTerms(u.quantities.filter((q) => q.kind === "rate" || q.kind === "years" || q.kind === "months"));
  if (typed === undefined || !usualLoan(typed)) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.bt.ask",
          message:
            "Tell me what is left on your current loan, its rate and the years left, for example: should I transfer my loan, 25 lakh left at 9.4% with 15 years to go. I'll work out the saving at our {type} rate of {rate} a year, after the costs of switching.",
        },
        { type: btLabel, rate: percent(newRate) },
      ),
    );
  }
  const outstanding = rupeesToPaise(typed);
  const state = stateIn(u.text);
  const lender = LENDERS.find(([re]) => re.test(u.text))?.[1];
  const costs = btSwitchingCosts(outstanding, ctx.lender, state ?? null);
  const costsLines = [switchingCostsLine(outstanding, costs, v), stampDutyRuleNote(costs.stampDutyRule, v)];
  const currentRate = terms.ratePercent;

  if (currentRate === undefined) {
    return notWorked(
      [
        t(
          /*i18n*/ {
            id: "chat.bt.ask_rate",
            message:
              "What rate does your current loan charge? Our {type} rate is {rate} a year: tell me yours and the years left, and I'll work out what switching saves after its costs.",
          },
          { type: btLabel, rate: percent(newRate) },
        ),
        ...costsLines,
      ].join("\n"),
    );
  }
  if (!usualRate(currentRate) || (terms.months !== undefined && (terms.months < 1 || terms.months > USUAL.maxLoanMonths))) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.bt.unusual",
          message: "That rate or time left looks unusual, so I won't guess. Tell me the rate and the years left on your current loan.",
        },
      ),
    );
  }
  const values = {
    lender: lender ?? "",
    amount: amountText(outstanding),
    current: percent(currentRate),
    type: btLabel,
    rate: percent(newRate),
    total: amountText(costs.total),
  };
  if (newRate >= currentRate) {
    return worked(
      [
        t(
          /*i18n*/ {
            id: "chat.bt.not_lower",
            message:
              "Switching does not pay: our {type} rate of {rate} a year is not lower than your {current}, so your EMI would not fall, and the switch would cost {total} (processing fee, stamp duty and legal charges) for no saving.",
          },
          values,
        ),
        t(/*i18n*/ { id: "chat.bt.stay", message: "Staying with your current lender is cheaper." }),
      ].join("\n"),
    );
  }

  const loanLine = lender
    ? t(
        /*i18n*/ {
          id: "chat.bt.loan_lender",
          message: "Your {lender} loan: {amount} left at {current}. Our {type} rate is {rate} a year.",
        },
        values,
      )
    : t(/*i18n*/ { id: "chat.bt.loan", message: "Your loan: {amount} left at {current}. Our {type} rate is {rate} a year." }, values);

  if (terms.months === undefined) {
    const least = monthsToPay({ outstanding, currentRate, newRate }, ctx, state);
    return worked(
      [
        loanLine,
        ...costsLines,
        least === null
          ? t(
              /*i18n*/ {
                id: "chat.bt.never_pays",
                message: "At these rates the saving would not cover those costs even over {tenure}, so switching does not pay.",
              },
              { tenure: tenureText(LOAN_LIMITS.maxTenure, v) },
            )
          : t(
              /*i18n*/ {
                id: "chat.bt.pays_if",
                message:
                  "The saving covers those costs only if at least {tenure} are left on your loan. Tell me how many years are left, and I'll work out the saving and when it covers the costs.",
              },
              { tenure: tenureText(least, v) },
            ),
      ].join("\n"),
    );
  }

  const months = terms.months;
  const s = btSwitch({ outstanding, currentRate, remainingMonths: months, newRate, amount: outstanding, propertyState: state }, ctx.lender);
  const lines = [
    loanLine,
    t(
      /*i18n*/ {
        id: "chat.bt.saving",
        message:
          "Over the {tenure} left, the EMI falls from {oldEmi} to **{newEmi}** ({monthly} a month less), and you pay {interest} less in interest.",
      },
      {
        tenure: tenureText(months, v),
        oldEmi: amountText(s.currentEmi),
        newEmi: amountText(s.newEmi),
        monthly: amountText(s.monthlySaving),
        interest: amountText(s.interestSaved),
      },
    ),
    ...costsLines,
  ];
  if (s.netSaving > 0) {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.bt.pays",
          message: "After those costs you save **{net}**, and the lower EMIs have covered the costs by month {month}.",
        },
        { net: amountText(s.netSaving), month: String(s.breakEvenMonth ?? months) },
      ),
    );
    if (withinApplicationLimits(outstanding, months, newRate)) {
      lines.push(
        t(
          /*i18n*/ { id: "chat.bt.apply", message: "[Apply for a {type} with these figures]({path})." },
          { type: btLabel, path: applicationPath("bt-topup", { amount: outstanding, months, ratePercent: newRate }) },
        ),
      );
    }
  } else {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.bt.loses",
          message:
            "Those costs are more than the saving: you would be {loss} worse off, so switching does not pay. Staying with your current lender is cheaper.",
        },
        { loss: amountText(paise(0 - s.netSaving)) },
      ),
    );
  }
  return worked(lines.join("\n"));
}
