import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { idParam } from "../schema/admin";
import { OUTBOX_STATUSES, adminOutboxQuery } from "../schema/outbox";
import { outbox } from "../schema/outbox-table";
import { nullableTimestamp, route, timestamp, type Json } from "./define";

const { id, attempts, lastError, createdAt, nextAttemptAt, deliveredAt } = createSelectSchema(outbox, {
  createdAt: timestamp,
  nextAttemptAt: timestamp,
  deliveredAt: nullableTimestamp,
}).shape;

/** Where a message goes and how delivery went: the same for every topic. */
const delivery = {
  id,
  /** An e-mail's address, or the loan spreadsheet web hook's fixed name. */
  recipient: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts,
  lastError,
  createdAt,
  nextAttemptAt,
  deliveredAt,
};

/**
 * One message as staff see it, with the one harmless field of its payload: an e-mail's kind (never its
 * subject or text), a loan copy's application id (never the applicant's details).
 */
export const outboxMessageView = z.discriminatedUnion("topic", [
  z.strictObject({ ...delivery, topic: z.literal("email"), payload: z.strictObject({ kind: z.string().nullable() }) }),
  z.strictObject({
    ...delivery,
    topic: z.literal("loan_webhook"),
    payload: z.strictObject({ applicationId: z.number().int().nullable() }),
  }),
]);
export type OutboxMessageView = z.input<typeof outboxMessageView>;
export type OutboxMessageViewJson = Json<typeof outboxMessageView>;

/** Staff watch outgoing e-mails and loan copies, and send an undelivered one again. */
export const outboxContract = {
  list: route({
    method: "GET",
    path: "/api/admin/outbox",
    summary: "Outgoing messages, newest first, optionally of one status",
    access: "staff",
    query: adminOutboxQuery,
    paged: true,
    response: z.array(outboxMessageView),
  }),
  retry: route({
    method: "POST",
    path: "/api/admin/outbox/:id/retry",
    summary: "Send an undelivered message again now, with a fresh set of attempts",
    access: "staff",
    params: idParam,
    response: outboxMessageView,
  }),
};
