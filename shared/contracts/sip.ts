import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { idParam } from "../schema/admin";
import {
  MANDATE_KINDS,
  MANDATE_STATUSES,
  INSTALMENT_STATUSES,
  SIP_STATUSES,
  adminSipsQuery,
  sipInvestmentSchema,
  sipMandateConfirmSchema,
  sipMandateSchema,
  sipStatusChangeSchema,
  sipStepUpSchema,
} from "../schema/sip";
import { sipInvestments } from "../schema/sip-table";
import { route, rupees, timestamp, type Json } from "./define";

/** A SIP as its owner sees it: the row, its plan's risk, and where it stands from the contributions paid. */
export const sipView = z.strictObject({
  ...createSelectSchema(sipInvestments, { status: z.enum(SIP_STATUSES), createdAt: timestamp }).omit({
    monthlyAmountPaise: true,
    stepUpPercent: true,
    stepUpAmountPaise: true,
  }).shape,
  monthlyAmount: rupees,
  riskLevel: z.string().nullable(),
  /** The published API's figure: monthly amount × months × (1 + expected returns %). */
  expectedValue: rupees,
  /** Contributions actually paid (captured payments), at most the SIP's duration. */
  contributionsPaid: z.number().int(),
  investedSoFar: rupees,
  /**
   * What the SIP's units are worth at the latest NAV; for contributions paid before units were kept, what
   * they would be worth at the plan's illustrative return.
   */
  currentValue: rupees,
  /** Percent of the term's contributions paid, one decimal. */
  progressPercent: z.number(),
  /** The next due date from today on; null when paused, cancelled or complete. */
  nextContributionDate: z.string().nullable(),
  /** Due dates already past with no contribution paid for them (an active SIP only). */
  overdueContributions: z.number().int(),
  /** The SIP's autopay mandate (its latest), or null before one is set up. */
  mandate: z.strictObject({ kind: z.enum(MANDATE_KINDS), status: z.enum(MANDATE_STATUSES), maxAmount: rupees }).nullable(),
  /** The yearly step-up: a percent or an amount; null for none. */
  stepUp: z.strictObject({ percent: z.number().nullable(), amount: rupees.nullable() }).nullable(),
  /** The step-up would pass the mandate's limit: the SIP goes on at the last amount within it. */
  stepUpCapped: z.boolean(),
  /** The next instalment the mandate will debit, once it is within the notice period. */
  nextDebit: z.strictObject({ seq: z.number().int(), date: z.string(), amount: rupees }).nullable(),
});
export type SipView = z.input<typeof sipView>;
export type SipViewJson = Json<typeof sipView>;

/** One instalment as its owner sees it: what was debited, at which NAV, and the units it bought. */
const instalmentView = z.strictObject({
  seq: z.number().int(),
  dueDate: z.string(),
  debitOn: z.string(),
  amount: rupees,
  status: z.enum(INSTALMENT_STATUSES),
  navDate: z.string().nullable(),
  /** Rupees a unit, four decimals. */
  nav: z.number().nullable(),
  /** Units bought, three decimals. */
  units: z.number().nullable(),
  /** Why a debit failed or an instalment was skipped ("customer", "paused", the gateway's words). */
  reason: z.string().nullable(),
});

/** What a SIP holds: units at the latest NAV, the gain, XIRR, each instalment and the value over time. */
export const sipHolding = z.strictObject({
  sipId: z.number().int(),
  planName: z.string(),
  riskLevel: z.string().nullable(),
  invested: rupees,
  units: z.number(),
  nav: z.number().nullable(),
  navDate: z.string().nullable(),
  /** "model": the plan's simulated NAV history (no published NAVs imported); "published": AMFI's. */
  navSource: z.enum(["published", "model"]),
  currentValue: rupees,
  gain: rupees,
  /** The gain over what was invested, percent, two decimals; null before anything is invested. */
  gainPercent: z.number().nullable(),
  /** XIRR, percent a year, two decimals; null until there is a value to measure. */
  xirr: z.number().nullable(),
  instalments: z.array(instalmentView),
  /** At each month's end since the first purchase, and today: invested so far and what the units were worth. */
  chart: z.array(z.strictObject({ date: z.string(), invested: rupees, value: rupees })),
});
export type SipHoldingView = z.input<typeof sipHolding>;

/** All of a customer's SIP holdings together. */
export const sipHoldings = z.strictObject({
  invested: rupees,
  currentValue: rupees,
  gain: rupees,
  xirr: z.number().nullable(),
  sips: z.array(sipHolding.pick({ sipId: true, planName: true, invested: true, units: true, currentValue: true, gain: true, xirr: true })),
});
export type SipHoldingsView = z.input<typeof sipHoldings>;

/** The checkout that authorises a mandate with Razorpay; null in demo mode (the mandate is in force at once). */
const mandateCheckout = z
  .strictObject({ keyId: z.string(), orderId: z.string(), customerId: z.string(), amount: rupees, recurring: z.literal(true) })
  .nullable();

/** A SIP as staff see it in their list: whose, its autopay, its next debit and its failed debits. */
export const adminSipView = z.strictObject({
  id: z.number().int(),
  planName: z.string(),
  monthlyAmount: rupees,
  status: z.enum(SIP_STATUSES),
  startDate: z.string(),
  createdAt: timestamp,
  cancelEffectiveOn: z.string().nullable(),
  customer: z.strictObject({ fullName: z.string(), username: z.string() }),
  mandate: z.strictObject({ kind: z.enum(MANDATE_KINDS), status: z.enum(MANDATE_STATUSES) }).nullable(),
  nextDebitDate: z.string().nullable(),
  /** Failed debits in a row now (three cancel the SIP), and in all, with the latest one's day and reason. */
  missedInRow: z.number().int(),
  failedDebits: z.number().int(),
  lastFailure: z.strictObject({ date: z.string(), reason: z.string().nullable() }).nullable(),
});
export type AdminSipView = z.input<typeof adminSipView>;
export type AdminSipViewJson = Json<typeof adminSipView>;

/** The signed-in customer's SIPs: start one, list them with their progress, pause, resume or cancel. */
export const sipContract = {
  create: route({
    method: "POST",
    path: "/api/sip-investments",
    summary: "Start a SIP (the first contribution is paid through /api/payments)",
    access: "user",
    body: sipInvestmentSchema,
    status: 201,
    response: sipView,
  }),
  list: route({
    method: "GET",
    path: "/api/sip-investments",
    summary: "The customer's SIPs with their progress",
    access: "user",
    response: z.array(sipView),
  }),
  holdings: route({
    method: "GET",
    path: "/api/sip-investments/holdings",
    summary: "All the customer's SIP holdings: invested, current value, gain and XIRR",
    access: "user",
    response: sipHoldings,
  }),
  holding: route({
    method: "GET",
    path: "/api/sip-investments/:id/holding",
    summary: "One SIP's holding: units at the latest NAV, each instalment, XIRR and the value over time",
    access: "user",
    params: idParam,
    response: sipHolding,
  }),
  setUpMandate: route({
    method: "POST",
    path: "/api/sip-investments/:id/mandate",
    summary: "Set up the SIP's autopay mandate (UPI AutoPay or e-NACH) after its first contribution",
    access: "user",
    params: idParam,
    body: sipMandateSchema,
    status: 201,
    response: z.strictObject({ sip: sipView, checkout: mandateCheckout }),
  }),
  confirmMandate: route({
    method: "POST",
    path: "/api/sip-investments/:id/mandate/confirm",
    summary: "Confirm the mandate with Razorpay's answer to the authorising payment",
    access: "user",
    params: idParam,
    body: sipMandateConfirmSchema,
    response: sipView,
  }),
  skip: route({
    method: "POST",
    path: "/api/sip-investments/:id/skip",
    summary: "Skip the SIP's next instalment (at most as many in a row as the settings allow)",
    access: "user",
    params: idParam,
    response: sipView,
  }),
  adminList: route({
    method: "GET",
    path: "/api/admin/sip-investments",
    summary: "Every customer's SIPs with their autopay, next debit and failed debits; searched, by status or failed debits only",
    access: "staff",
    query: adminSipsQuery,
    paged: true,
    response: z.array(adminSipView),
  }),
  stepUp: route({
    method: "PUT",
    path: "/api/sip-investments/:id/step-up",
    summary: "Raise the SIP's instalment each year by a percent or an amount (neither: no step-up), within its mandate's limit",
    access: "user",
    params: idParam,
    body: sipStepUpSchema,
    response: sipView,
  }),
  changeStatus: route({
    method: "PATCH",
    path: "/api/sip-investments/:id",
    summary: "Pause, resume or cancel one's own SIP",
    access: "user",
    params: idParam,
    body: sipStatusChangeSchema,
    response: sipView,
  }),
};
