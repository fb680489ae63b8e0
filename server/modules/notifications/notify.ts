import { and, eq, sql } from "drizzle-orm";
import { consultationEvent, consultationEventFileName, type CalendarBooking } from "../../../shared/calendar/consultation-event";
import { notifications, users, type NotificationKind } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import type { EmailAttachment, EmailPayload } from "../outbox/email-deliverer";
import { enqueue } from "../outbox/outbox.service";
import { renderEmail } from "./email-template";

/** One event a customer hears about: the in-app notification and the e-mail are made from it. */
export type Notice = {
  userId: number;
  kind: NotificationKind;
  /** The item the event is about, e.g. "loan:12". */
  about: string;
  /** Consultations go to the address given at booking; everything else to the account's. */
  to?: { email: string | null; name: string | null };
  title: string;
  body: string;
  /** Where in the app the item lives. */
  link: string;
  details?: [string, string][];
  more?: string[];
  /** Attach the booking as an .ics invite. */
  invite?: CalendarBooking;
};

/**
 * Records an event for its customer, in the transaction of the change itself: one notification and
 * one e-mail in the outbox, or (if the change rolls back) neither. Both carry one key: the kind, the
 * item, and which occurrence of that event for the item this is (a booking may be rescheduled
 * twice). Callers hold the item's row lock and refuse a change that was already made, so a retried
 * request never gets here; should two equal events race anyway, they count to the same occurrence
 * and the key keeps the second out.
 */
export async function notify(tx: Executor, notice: Notice): Promise<void> {
  const [account] = await tx.select({ email: users.email, name: users.fullName, erasedAt: users.erasedAt }).from(users).where(eq(users.id, notice.userId));
  // An erased account hears nothing more (staff may still decide on its anonymised loan): its address is gone.
  if (!account || account.erasedAt) return;
  const prefix = `${notice.kind}:${notice.about}:`;
  const [{ seen }] = await tx
    .select({ seen: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, notice.userId), sql`starts_with(${notifications.eventKey}, ${prefix})`));
  const eventKey = `${prefix}${seen + 1}`;
  const [row] = await tx
    .insert(notifications)
    .values({ userId: notice.userId, kind: notice.kind, title: notice.title, body: notice.body, link: notice.link, eventKey })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return;

  const recipient = notice.to?.email ? { email: notice.to.email, name: notice.to.name ?? "" } : { email: account.email, name: notice.to?.name ?? account.name };
  const attachments: EmailAttachment[] = notice.invite
    ? [{ filename: consultationEventFileName(notice.invite.id), contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: await consultationEvent(notice.invite) }]
    : [];
  const payload: EmailPayload = {
    to: recipient.email,
    kind: notice.kind,
    subject: notice.title,
    ...renderEmail({ name: recipient.name, title: notice.title, body: notice.body, details: notice.details, more: notice.more }),
    attachments,
  };
  await enqueue(tx, "email", payload, eventKey, notice.userId);
}
