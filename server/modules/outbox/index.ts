/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export { APP_ORIGIN, LINK_TOKEN, emailDeliverer, mailDestinationNotice, mailDirectory, pruneMailDirectory } from "./email-deliverer";
export type { EmailAttachment, EmailPayload } from "./email-deliverer";
export { outboxRoutes } from "./outbox.routes";
export { deliverDue, enqueue, loanWebhookDeliverer, startOutboxWorker } from "./outbox.service";
export type { Deliverers } from "./outbox.service";
