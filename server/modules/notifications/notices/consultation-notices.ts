import { COMPANY } from "../../../../shared/catalog/company";
import { inviteWords, type CalendarBooking } from "../../../../shared/calendar/consultation-event";
import { ADVISER_LANGUAGES, type AdviserLanguage } from "../../../../shared/catalog/adviser-languages";
import { CHANGE_WINDOW_HOURS, CONSULTATION_FEE } from "../../../../shared/catalog/consultations";
import { formatCurrency } from "../../../../shared/format";
import type { Consultation } from "../../../../shared/schema";
import type { Lang } from "../lang";
import type { Notice } from "../notify";

const LINK = "/dashboard?tab=consultations";
/** The dashboard opens the booking's reschedule or cancel dialog from these (an e-mail's links). */
const changeLink = (id: number, change: "reschedule" | "cancel") => `${LINK}&consultation=${id}&change=${change}`;

/** A booking as notices read it: the row (without the job runner's bookkeeping) and its adviser. */
export type NoticeBooking = Omit<Consultation, "reminded24hAt" | "reminded1hAt"> & {
  adviser: { name: string; languages: AdviserLanguage[] } | null;
};

// Sentences name the consultation as "consultation ({topic})": several topics end in "Consultation" already.
/** The booking's day, and its slot when one is fixed: "23 Nov 2026, 02:00 PM - 03:00 PM IST". */
const when = (c: Pick<Consultation, "preferredDate" | "preferredTime">, { date }: Lang) =>
  `${date(c.preferredDate)}${c.preferredTime ? `, ${c.preferredTime} IST` : ""}`;

/**
 * To the account's own (registered) address and name, never to the address typed on the booking form:
 * that one is unverified, and mails to it would let anyone send our e-mails, with text of their
 * choosing, to any address.
 */
const base = (c: Pick<Consultation, "id" | "userId">) => ({ userId: c.userId, about: `consultation:${c.id}`, link: LINK });

/** The invite e-mailed out carries no free text from the form (the customer's notes stay in the app). */
const invite = (c: NoticeBooking): CalendarBooking => ({ ...c, notes: null });

/** Reschedule and cancel, as links in the e-mail (the dashboard opens the dialog). */
const changeLinks = (c: NoticeBooking, { t }: Lang) => [
  { label: t(/*i18n*/ { id: "notice.consultation.reschedule_link", message: "Reschedule" }), url: changeLink(c.id, "reschedule") },
  { label: t(/*i18n*/ { id: "notice.consultation.cancel_link", message: "Cancel the booking" }), url: changeLink(c.id, "cancel") },
];

const bookingDetails = (c: NoticeBooking, lang: Lang): [string, string][] => {
  const { t, date } = lang;
  const details: [string, string][] = [
    [t(/*i18n*/ { id: "notice.fact.booking", message: "Booking" }), `#${c.id}`],
    [t(/*i18n*/ { id: "notice.fact.topic", message: "Topic" }), t(c.topic)],
    [t(/*i18n*/ { id: "notice.fact.date", message: "Date" }), date(c.preferredDate)],
    [
      t(/*i18n*/ { id: "notice.fact.time", message: "Time" }),
      c.preferredTime
        ? `${c.preferredTime} IST`
        : t(/*i18n*/ { id: "notice.consultation.time_to_be_fixed", message: "Your adviser will call to fix a time" }),
    ],
  ];
  if (c.adviser) {
    const languages = c.adviser.languages.map((l) => t(ADVISER_LANGUAGES[l])).join(", ");
    details.push([t(/*i18n*/ { id: "notice.fact.adviser", message: "Adviser" }), `${c.adviser.name} (${languages})`]);
  }
  if (c.status === "scheduled" || c.status === "completed")
    details.push([
      t(/*i18n*/ { id: "notice.fact.how", message: "How you meet" }),
      c.meetingUrl
        ? t(/*i18n*/ { id: "notice.consultation.video", message: "Video call: {url}" }, { url: c.meetingUrl })
        : t(/*i18n*/ { id: "notice.consultation.phone", message: "Your adviser will call you" }),
    ]);
  return details;
};

const changeNote = ({ t }: Lang) =>
  t(
    /*i18n*/ {
      id: "notice.consultation.change_note",
      message: "You can reschedule or cancel from your dashboard until {hours, plural, one {# hour} other {# hours}} before the session.",
    },
    { hours: CHANGE_WINDOW_HOURS },
  );

export function consultationBooked(c: NoticeBooking): Notice {
  return {
    ...base(c),
    kind: "consultation_booked",
    invite: invite(c),
    inviteMethod: "REQUEST",
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.consultation_booked.title", message: "Your consultation is booked" }),
        body: t(
          /*i18n*/ { id: "notice.consultation_booked.body", message: "Your free consultation ({topic}) is booked for {when}." },
          { topic: t(c.topic), when: when(c, lang) },
        ),
        details: [...bookingDetails(c, lang), [t(/*i18n*/ { id: "notice.fact.fee", message: "Fee" }), formatCurrency(CONSULTATION_FEE)]],
        more: [
          t(
            /*i18n*/ {
              id: "notice.consultation_booked.invite",
              message: "The calendar invite is attached: open it to add the session to your calendar.",
            },
          ),
          changeNote(lang),
        ],
        links: changeLinks(c, lang),
        invite: inviteWords(invite(c), lang.t),
      };
    },
  };
}

export function consultationRescheduled(c: NoticeBooking, from: Pick<Consultation, "preferredDate" | "preferredTime">): Notice {
  return {
    ...base(c),
    kind: "consultation_rescheduled",
    invite: invite(c),
    inviteMethod: "REQUEST",
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.consultation_rescheduled.title", message: "Your consultation has moved" }),
        body: t(
          /*i18n*/ {
            id: "notice.consultation_rescheduled.body",
            message: "Your consultation ({topic}) has moved from {before} to {after}.",
          },
          { topic: t(c.topic), before: when(from, lang), after: when(c, lang) },
        ),
        details: bookingDetails(c, lang),
        more: [
          t(
            /*i18n*/ {
              id: "notice.consultation_rescheduled.invite",
              message: "The updated calendar invite is attached; it replaces the earlier one.",
            },
          ),
          changeNote(lang),
        ],
        links: changeLinks(c, lang),
        invite: inviteWords(invite(c), lang.t),
      };
    },
  };
}

/** The invite goes again as a cancellation (same UID, higher SEQUENCE), so calendar apps remove the event. */
export function consultationCancelled(c: NoticeBooking, by: "customer" | "staff"): Notice {
  return {
    ...base(c),
    kind: "consultation_cancelled",
    invite: invite(c),
    inviteMethod: "CANCEL",
    words: (lang) => {
      const { t } = lang;
      const values = { topic: t(c.topic), when: when(c, lang) };
      return {
        title: t(/*i18n*/ { id: "notice.consultation_cancelled.title", message: "Your consultation is cancelled" }),
        body:
          by === "customer"
            ? t(
                /*i18n*/ {
                  id: "notice.consultation_cancelled.body_customer",
                  message: "As you asked, your consultation ({topic}) on {when} is cancelled.",
                },
                values,
              )
            : t(
                /*i18n*/ {
                  id: "notice.consultation_cancelled.body_staff",
                  message: "We had to cancel your consultation ({topic}) on {when}. We are sorry for the trouble.",
                },
                values,
              ),
        details: bookingDetails(c, lang),
        more: [
          t(
            /*i18n*/ {
              id: "notice.consultation_cancelled.more",
              message: "You can book another free consultation at any time from the Consultation page.",
            },
          ),
          t(
            /*i18n*/ {
              id: "notice.consultation_cancelled.invite",
              message: "The attached calendar update removes the session from your calendar.",
            },
          ),
        ],
        invite: inviteWords(invite(c), lang.t),
      };
    },
  };
}

/** On completion, and again whenever the adviser writes or changes the summary afterwards. */
export function consultationCompleted(c: NoticeBooking, summaryOnly: boolean): Notice {
  return {
    ...base(c),
    kind: "consultation_completed",
    words: (lang) => {
      const { t, date } = lang;
      const values = { topic: t(c.topic), date: date(c.preferredDate) };
      return {
        title: summaryOnly
          ? t(/*i18n*/ { id: "notice.consultation_completed.title_summary", message: "Your adviser updated the consultation summary" })
          : t(/*i18n*/ { id: "notice.consultation_completed.title", message: "Your consultation is complete" }),
        // The summary is the adviser's own words, in whatever language they wrote it.
        body: c.summary
          ? t(
              /*i18n*/ {
                id: "notice.consultation_completed.body_summary",
                message: "Your adviser's summary of your consultation ({topic}) on {date}: {summary}",
              },
              { ...values, summary: c.summary },
            )
          : t(
              /*i18n*/ {
                id: "notice.consultation_completed.body",
                message: "Thank you for attending your consultation ({topic}) on {date}.",
              },
              values,
            ),
        details: bookingDetails(c, lang),
        more: [
          t(
            /*i18n*/ {
              id: "notice.consultation_completed.more",
              message:
                "Your adviser's summary stays on your dashboard (View Summary). Book Again from there whenever you need another session.",
            },
          ),
        ],
      };
    },
  };
}

/** A day before and an hour before a confirmed session (the job runner sends each once). */
export function consultationReminder(c: NoticeBooking, ahead: "24h" | "1h"): Notice {
  return {
    ...base(c),
    // Each reminder is its own event: the occurrence count keeps the 24-hour and 1-hour ones apart.
    kind: "consultation_reminder",
    words: (lang) => {
      const { t } = lang;
      const values = { topic: t(c.topic), when: when(c, lang) };
      return {
        title:
          ahead === "24h"
            ? t(/*i18n*/ { id: "notice.consultation_reminder.title_day", message: "Your consultation is tomorrow" })
            : t(/*i18n*/ { id: "notice.consultation_reminder.title_hour", message: "Your consultation starts in an hour" }),
        body: t(
          /*i18n*/ { id: "notice.consultation_reminder.body", message: "A reminder: your free consultation ({topic}) is on {when}." },
          values,
        ),
        details: bookingDetails(c, lang),
        more: [
          c.meetingUrl
            ? t(
                /*i18n*/ {
                  id: "notice.consultation_reminder.video",
                  message: "Join from the link above a few minutes early; it works in a browser, with nothing to install.",
                },
              )
            : t(
                /*i18n*/ {
                  id: "notice.consultation_reminder.phone",
                  message: "Your adviser will call you on the number you gave: {phone}.",
                },
                { phone: c.phone ?? "" },
              ),
          // The online change window has closed by now (24 hours before): a change is a phone call.
          t(
            /*i18n*/ {
              id: "notice.consultation_reminder.change",
              message: "To change or cancel it now, please call us on {phone}.",
            },
            { phone: COMPANY.phones[0] },
          ),
        ],
        ...(c.meetingUrl
          ? {
              action: { label: t(/*i18n*/ { id: "notice.consultation_reminder.join", message: "Join the video call" }), url: c.meetingUrl },
            }
          : {}),
      };
    },
  };
}

/** A booking never confirmed lets its place go when its hold runs out: said in the app only. */
export function consultationExpired(c: NoticeBooking): Notice {
  return {
    ...base(c),
    kind: "consultation_expired",
    inAppOnly: true,
    words: (lang) => {
      const { t } = lang;
      return {
        title: t(/*i18n*/ { id: "notice.consultation_expired.title", message: "Your booking was not confirmed" }),
        body: t(
          /*i18n*/ {
            id: "notice.consultation_expired.body",
            message:
              "Your booking for a consultation ({topic}) on {when} was not confirmed in time, so its place was released. You can book again at any time.",
          },
          { topic: t(c.topic), when: when(c, lang) },
        ),
      };
    },
  };
}
