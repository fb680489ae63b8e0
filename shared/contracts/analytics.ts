import { z } from "zod";
import { CONSULTATION_STATUSES } from "../schema/consultations";
import { calendarDate, route, type Json } from "./define";

const count = z.number().int();

/** The staff dashboard's figures: totals, the new-customer trend, loans by month and the latest bookings. */
export const analyticsView = z.strictObject({
  totalUsers: count,
  loanStats: z.strictObject({ total: count, pending: count, approved: count, rejected: count }),
  consultations: z.strictObject({ total: count, scheduled: count, completed: count }),
  sipInvestments: z.strictObject({ total: count, active: count }),
  auditLogs: z.strictObject({ total: count }),
  /** Change against the previous 7 days, one decimal; null when there is nothing to compare with. */
  newUsers: z.strictObject({ last7Days: count, previous7Days: count, trendPercent: z.number().nullable() }),
  /** The last six months, oldest first, by loan type. */
  loansByMonth: z.array(z.strictObject({ month: z.string().regex(/^\d{4}-\d{2}$/), HomeLoan: count, LAP: count, BTTopUp: count })),
  /** The three most recently booked consultations. */
  latestConsultations: z.array(
    z.strictObject({
      id: count,
      topic: z.string(),
      preferredDate: calendarDate,
      status: z.enum(CONSULTATION_STATUSES),
      name: z.string().nullable(),
      fullName: z.string(),
    }),
  ),
});
export type AnalyticsView = z.input<typeof analyticsView>;
export type AnalyticsViewJson = Json<typeof analyticsView>;

export const analyticsContract = {
  get: route({
    method: "GET",
    path: "/api/admin/analytics",
    summary: "The staff dashboard's figures",
    access: "staff",
    response: analyticsView,
  }),
};
