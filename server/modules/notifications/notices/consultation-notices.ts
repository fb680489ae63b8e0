import { inviteWords, type CalendarBooking } from "../../../../shared/calendar/consultation-event";
import { CHANGE_WINDOW_HOURS, CONSULTATION_FEE } from "../../../../shared/catalog/consultations";
import { formatCurrency } from "../../../../shared/format";
import type { Consultation } from "../../../../shared/schema";
import type { Lang } from "../lang";
import type { Notice } from "../notify";

const LINK = "/dashboard?tab=consultations";

// Sentences name the consultation as "consultation ({topic})": several topics end in "Consultation" already.
/** The booking's day, and its slot when one is fixed: "23 Nov 2026, 02:00 PM - 03:00 PM IST". */
const when = (c: Pick<Consultation, "preferredDate" | "preferredTime">, { date }: Lang) =>
  `${date(c.preferredDate)}${c.preferredTime ? `, ${c.preferredTime} IST` : ""}`;

/**
 * To the account's own (registered) address and name, never to the address typed on the booking form:
 * that one is unverified, and mails to it would let anyone send our e-mails, with text of their
 * choosing, to any address.
 */
const base = (c: Consultation) => ({ userId: c.userId, about: `consultation:${c.id}`, link: LINK });

/** The invite e-mailed out carries no free text from the form (the customer's notes stay in the app). */
const invite = (c: Consultation): CalendarBooking => ({ ...c, notes: null });

const bookingDetails = (c: Consultation, lang: Lang): [string, string][] => {
  const { t, date } = lang;
  return [
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
};

const changeNote = ({ t }: Lang) =>
  t(
    /*i18n*/ {
      id: "notice.consultation.change_note",
      message: "You can reschedule or cancel from your dashboard until {hours, plural, one {# hour} other {# hours}} before the session.",
    },
    { hours: CHANGE_WINDOW_HOURS },
  );

export function consultationBooked(c: Consultation): Notice {
  return {
    ...base(c),
    kind: "consultation_booked",
    invite: invite(c),
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
        invite: inviteWords(invite(c), lang.t),
      };
    },
  };
}

export function consultationRescheduled(c: Consultation, from: Pick<Consultation, "preferredDate" | "preferredTime">): Notice {
  return {
    ...base(c),
    kind: "consultation_rescheduled",
    invite: invite(c),
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
        invite: inviteWords(invite(c), lang.t),
      };
    },
  };
}

export function consultationCancelled(c: Consultation, by: "customer" | "staff"): Notice {
  return {
    ...base(c),
    kind: "consultation_cancelled",
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
        ],
      };
    },
  };
}

/** On completion, and again whenever the adviser writes or changes the summary afterwards. */
export function consultationCompleted(c: Consultation, summaryOnly: boolean): Notice {
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
