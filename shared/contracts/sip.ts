import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { idParam } from "../schema/admin";
import { SIP_STATUSES, sipInvestmentSchema, sipStatusChangeSchema } from "../schema/sip";
import { sipInvestments } from "../schema/sip-table";
import { route, rupees, timestamp, type Json } from "./define";

/** A SIP as its owner sees it: the row, its plan's risk, and where it stands from the contributions paid. */
export const sipView = z.strictObject({
  ...createSelectSchema(sipInvestments, { status: z.enum(SIP_STATUSES), createdAt: timestamp }).omit({ monthlyAmountPaise: true }).shape,
  monthlyAmount: rupees,
  riskLevel: z.string().nullable(),
  /** The published API's figure: monthly amount × months × (1 + expected returns %). */
  expectedValue: rupees,
  /** Contributions actually paid (captured payments), at most the SIP's duration. */
  contributionsPaid: z.number().int(),
  investedSoFar: rupees,
  /** What the paid contributions are worth today at the expected return, rounded. */
  currentValue: rupees,
  /** Percent of the term's contributions paid, one decimal. */
  progressPercent: z.number(),
  /** The next due date from today on; null when paused, cancelled or complete. */
  nextContributionDate: z.string().nullable(),
  /** Due dates already past with no contribution paid for them (an active SIP only). */
  overdueContributions: z.number().int(),
});
export type SipView = z.input<typeof sipView>;
export type SipViewJson = Json<typeof sipView>;

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
