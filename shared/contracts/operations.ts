import { z } from "zod";
import { istDateField } from "../schema/dates";
import { route } from "./define";

/** The health check's answer: 200 with `ok` while the database answers, 503 with `unreachable` when it does not. */
export const healthAnswer = z.union([
  z.strictObject({ status: z.literal("ok"), db: z.literal("ok") }),
  z.strictObject({ status: z.literal("error"), db: z.literal("unreachable") }),
]);
export type HealthAnswer = z.input<typeof healthAnswer>;

/** For load balancers and uptime checks. */
export const healthContract = {
  check: route({
    method: "GET",
    path: "/api/health",
    summary: "Whether the server and its database answer (503 when the database does not)",
    access: "public",
    response: healthAnswer,
  }),
};

/**
 * The embedded server's operator endpoint, for `npm run db:backup` while it runs: loopback only, with
 * the token the server wrote into DATA_DIR. Not part of the public API.
 */
export const operationsContract = {
  backup: route({
    method: "POST",
    path: "/api/internal/backup",
    summary: "A gzipped copy of the embedded database's data directory (operator only)",
    access: "operator",
    response: { kind: "file", contentTypes: ["application/gzip"] },
  }),
  runJobs: route({
    method: "POST",
    path: "/api/internal/jobs/run",
    summary: "The work due on a day, run in the server that holds the embedded database (`npm run jobs:run`; operator only)",
    access: "operator",
    body: z.strictObject({
      asOf: istDateField({ required: "asOf is required", invalid: "asOf must be a calendar date" }),
      /** An IST time of day (HH:MM) for the time-of-day work; without it, now for today, else the day's end. */
      time: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time must be HH:MM, on the 24-hour clock")
        .optional(),
    }),
    response: z.strictObject({
      asOf: z.string(),
      sip: z.strictObject({
        cancelled: z.number().int(),
        resumed: z.number().int(),
        completed: z.number().int(),
        made: z.number().int(),
        notices: z.number().int(),
        paid: z.number().int(),
        missed: z.number().int(),
        pending: z.number().int(),
        unavailable: z.number().int(),
      }),
      consultations: z.strictObject({
        expired: z.number().int(),
        remindedDayBefore: z.number().int(),
        remindedHourBefore: z.number().int(),
      }),
    }),
  }),
};
