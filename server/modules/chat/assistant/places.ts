import { INDIAN_STATES, stateName, type IndianStateCode } from "../../../../shared/catalog/indian-states";
import { MODT_STAMP_DUTY } from "../../../../shared/catalog/modt-stamp-duty";
import { modtStampDuty, rupeesToPaise, type StampDutyRule } from "../../../../shared/finance";
import { notWorked, quoted, worked, type Answer, type AssistantContext } from "./context";
import { amountText, catalogueDate, listText, percent, rupeesText, type Voice } from "./format";
import type { Understanding } from "./intents";
import { usualLoan } from "./limits";
import { firstAmount } from "./quantities";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A state by its name (in English, as customers type it), and the big cities of the states with a rule of their own. */
const PLACES: [RegExp, IndianStateCode][] = [
  ...INDIAN_STATES.map((s): [RegExp, IndianStateCode] => [new RegExp(`\\b${escape(s.name.toLowerCase())}\\b`), s.code]),
  [/\btamilnadu\b/, "TN"],
  [/\b(mumbai|pune|thane|nagpur|nashik|navi mumbai)\b/, "MH"],
  [/\b(chennai|coimbatore|madurai)\b/, "TN"],
  [/\b(new delhi|ncr)\b/, "DL"],
  [/\b(bengaluru|bangalore)\b/, "KA"],
  [/\b(hyderabad)\b/, "TG"],
  [/\b(kolkata)\b/, "WB"],
  [/\b(ahmedabad|surat)\b/, "GJ"],
];

/** The state the property is in, when the question names it ("in Maharashtra", "Mumbai mein"). */
export const stateIn = (text: string): IndianStateCode | undefined => PLACES.find(([re]) => re.test(text))?.[1];

/** How the stamp duty on the mortgage was counted: the state's own rule, or the general rate. */
export function stampDutyRuleNote(rule: StampDutyRule, v: Voice): string {
  const { t } = v;
  if (rule.state === null) {
    return t(
      /*i18n*/ {
        id: "chat.stamp_duty.general_note",
        message: "I counted stamp duty at our general {percent} of the loan; tell me the property's state for its own rule.",
      },
      { percent: percent(rule.percent) },
    );
  }
  return rule.maxPaise === null
    ? t(
        /*i18n*/ { id: "chat.stamp_duty.state_note", message: "Stamp duty is {state}'s: {percent} of the loan." },
        { state: t(stateName(rule.state)), percent: percent(rule.percent) },
      )
    : t(
        /*i18n*/ { id: "chat.stamp_duty.state_note_max", message: "Stamp duty is {state}'s: {percent} of the loan, at most {max}." },
        { state: t(stateName(rule.state)), percent: percent(rule.percent), max: amountText(rule.maxPaise) },
      );
}

/** The states with a rule of their own, as a list: "Maharashtra (0.3%, at most ₹10,00,000)". */
function ownRules(v: Voice): string {
  const { t } = v;
  return listText(
    Object.entries(MODT_STAMP_DUTY).map(([code, r]) =>
      r.maxRupees === null
        ? t(
            /*i18n*/ { id: "chat.stamp_duty.rule", message: "{state} ({percent})" },
            { state: t(stateName(code as IndianStateCode)), percent: percent(r.percent) },
          )
        : t(
            /*i18n*/ { id: "chat.stamp_duty.rule_max", message: "{state} ({percent}, at most {max})" },
            { state: t(stateName(code as IndianStateCode)), percent: percent(r.percent), max: rupeesText(r.maxRupees) },
          ),
    ),
    v,
  );
}

/**
 * Stamp duty on the mortgage (MODT) for a state, on a loan amount when one is given: the state's own rule
 * from shared/catalog/modt-stamp-duty.ts (with its source and the date it was read), else the lender's
 * general rate (settings). Says plainly that the stamp duty on buying the property is another charge.
 */
export function stampDutyReply(u: Understanding, ctx: AssistantContext, v: Voice): Answer {
  const { t } = v;
  const state = stateIn(u.text) ?? null;
  const typed = firstAmount(u.quantities, 1000)?.value;
  if (typed !== undefined && !usualLoan(typed)) {
    return notWorked(
      t(
        /*i18n*/ {
          id: "chat.stamp_duty.unusual",
          message:
            "That loan amount looks unusual, so I won't guess. Tell me the loan and the property's state, for example: stamp duty on a 50 lakh loan in Maharashtra.",
        },
      ),
    );
  }
  const amount = typed === undefined ? undefined : rupeesToPaise(typed);
  const { stampDuty, rule } = modtStampDuty(amount ?? rupeesToPaise(0), ctx.lender.modtStampDutyPercent, state);
  const own = state ? MODT_STAMP_DUTY[state] : undefined;
  const lines: string[] = [];
  if (amount !== undefined) {
    lines.push(
      t(
        /*i18n*/ {
          id: "chat.stamp_duty.amount",
          message: "Stamp duty on the mortgage (MODT) of a loan of {amount}: **{duty}**.",
        },
        { amount: amountText(amount), duty: amountText(stampDuty) },
      ),
    );
  }
  if (own && state) {
    lines.push(stampDutyRuleNote(rule, v));
    lines.push(
      t(
        /*i18n*/ { id: "chat.stamp_duty.source", message: "Source: {source}, as read on {date}." },
        { source: own.source, date: catalogueDate(own.asOf, v) },
      ),
    );
  } else {
    lines.push(
      state
        ? t(
            /*i18n*/ {
              id: "chat.stamp_duty.general_state",
              message:
                "I have no rule of {state}'s own, so this counts our general rate of {percent} of the loan; the state's actual duty may differ.",
            },
            { state: t(stateName(state)), percent: percent(rule.percent) },
          )
        : t(
            /*i18n*/ {
              id: "chat.stamp_duty.general",
              message:
                "Without the property's state, this counts our general rate of {percent} of the loan. States with their own rule here: {states}.",
            },
            { percent: percent(rule.percent), states: ownRules(v) },
          ),
    );
  }
  lines.push(
    t(
      /*i18n*/ {
        id: "chat.stamp_duty.what",
        message:
          "This is the stamp duty on the paper that makes the property the loan's security (the memorandum of deposit of title deeds), part of a balance transfer's switching costs. The stamp duty and registration on buying a property are a different charge, which I have no figures for.",
      },
    ),
  );
  return amount === undefined ? quoted(lines.join("\n")) : worked(lines.join("\n"));
}
