import { z } from "zod";
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
};
