import { and, eq, sql } from "drizzle-orm";
import {
  consultationEvent,
  consultationEventFileName,
  inviteWords,
  type CalendarBooking,
  type InviteMethod,
  type InviteWords,
} from "../../../shared/calendar/consultation-event";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/i18n/locales";
import { isPersonName, notifications, users, type NotificationKind } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import { type EmailAttachment, type EmailPayload, enqueue } from "../outbox";
import { renderEmail } from "./email-template";
import { langOf, type Lang } from "./lang";

/** What a notice says, written in its recipient's language. */
export type NoticeWords = {
  title: string;
  /** The opening: the in-app notification's text, and the e-mail's first paragraph. */
  body: string;
  details?: [string, string][];
  more?: string[];
  /** The button the e-mail leads with (a link with a token, see LINK_TOKEN). */
  action?: { label: string; url: string };
  /** Further links under the e-mail's text, such as a booking's reschedule and cancel pages. */
  links?: { label: string; url: string }[];
  /** The attached invite's words (shared/calendar's inviteWords in the recipient's language when not given). */
  invite?: InviteWords;
};

/** One event a customer hears about: the in-app notification and the e-mail are made from it. */
export type Notice = {
  userId: number;
  kind: NotificationKind;
  /** The item the event is about, e.g. "loan:12". */
  about: string;
  /** Consultations go to the address given at booking; everything else to the account's. */
  to?: { email: string | null; name: string | null };
  /**
   * What it says, in the recipient's language: notify() writes it in the account's preferred language
   * as the event happens, and both the notification and the e-mail keep those words.
   */
  words: (lang: Lang) => NoticeWords;
  /** Where in the app the item lives. */
  link: string;
  /** Attach the booking as an .ics invite. */
  invite?: CalendarBooking;
  /** How the invite is sent: REQUEST (a booking or its update), CANCEL (remove it); PUBLISH when not given. */
  inviteMethod?: InviteMethod;
  /** The link's token, sealed (secret-box "mail-link"), filled in as the e-mail is sent. */
  sealedToken?: string;
  /**
   * Security e-mails that need no entry in the app's list: `occurrence` tells one such event from the
   * next (each is e-mailed once).
   */
  emailOnly?: { occurrence: string };
  /** In the app only (staff alerts): no e-mail. */
  inAppOnly?: true;
  /**
   * A link that proves the address (verification, password reset) may go to an address not yet
   * verified; it greets nobody by name. Nothing else is e-mailed there.
   */
  mayGoUnverified?: true;
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
  const [account] = await tx
    .select({
      email: users.email,
      name: users.fullName,
      erasedAt: users.erasedAt,
      emailVerifiedAt: users.emailVerifiedAt,
      language: users.preferredLanguage,
    })
    .from(users)
    .where(eq(users.id, notice.userId));
  // An erased account hears nothing more (staff may still decide on its anonymised loan): its address is gone.
  if (!account || account.erasedAt) return;
  const prefix = `${notice.kind}:${notice.about}:`;
  if (notice.emailOnly) return queueEmail(tx, notice, account, `${prefix}${notice.emailOnly.occurrence}`);
  const { title, body } = notice.words(langOf(account.language));
  const [{ seen }] = await tx
    .select({ seen: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, notice.userId), sql`starts_with(${notifications.eventKey}, ${prefix})`));
  const eventKey = `${prefix}${seen + 1}`;
  const [row] = await tx
    .insert(notifications)
    .values({ userId: notice.userId, kind: notice.kind, title, body, link: notice.link, eventKey })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row || notice.inAppOnly) return;
  await queueEmail(tx, notice, account, eventKey);
}

type Account = { email: string; name: string; emailVerifiedAt: Date | null; language: Locale };

async function queueEmail(tx: Executor, notice: Notice, account: Account, eventKey: string): Promise<void> {
  const recipient = notice.to?.email
    ? { email: notice.to.email, name: notice.to.name ?? "" }
    : { email: account.email, name: notice.to?.name ?? account.name };
  // Until the account's address is proven, nothing but a link that proves it goes there (docs/decisions/account-recovery.md).
  const toAccount = recipient.email.toLowerCase() === account.email.toLowerCase();
  if (toAccount && !account.emailVerifiedAt && !notice.mayGoUnverified) return;
  await enqueue(tx, "email", await emailOf(notice, recipient, account.language), eventKey, notice.userId);
}

/** The e-mail of a notice to one recipient, rendered now in their language (the outbox sends exactly this). */
export async function emailOf(
  notice: Notice,
  recipient: { email: string; name: string },
  locale: Locale = DEFAULT_LOCALE,
): Promise<EmailPayload> {
  const lang = langOf(locale);
  const words = notice.words(lang);
  const attachments: EmailAttachment[] = notice.invite
    ? [
        {
          filename: consultationEventFileName(notice.invite.id),
          contentType: `text/calendar; charset=utf-8; method=${notice.inviteMethod ?? "PUBLISH"}`,
          content: await consultationEvent(
            notice.invite,
            words.invite ?? inviteWords(notice.invite, lang.t),
            notice.inviteMethod,
            recipient,
          ),
        },
      ]
    : [];
  return {
    to: recipient.email,
    kind: notice.kind,
    subject: words.title,
    ...renderEmail(
      {
        // A name saved before names were checked may hold a link or an instruction: then nobody is named.
        name: notice.mayGoUnverified || !isPersonName(recipient.name) ? null : recipient.name,
        title: words.title,
        body: words.body,
        details: words.details,
        more: words.more,
        link: notice.link,
        action: words.action,
        links: words.links,
      },
      lang,
    ),
    attachments,
    ...(notice.sealedToken ? { sealedToken: notice.sealedToken } : {}),
  };
}
