import { CHANGE_WINDOW_HOURS, CONSULTATION_FEE } from "../../../../shared/catalog/consultations";
import { formatCurrency, formatIstDate } from "../../../../shared/format";
import type { Consultation } from "../../../../shared/schema";
import type { Notice } from "../notify";

const LINK = "/dashboard?tab=consultations";

/** "consultation (Tax Planning)": several topics end in "Consultation" already. */
const what = (c: Consultation) => `consultation (${c.topic})`;
const when = (c: Consultation) => `${formatIstDate(c.preferredDate)}${c.preferredTime ? `, ${c.preferredTime} IST` : ""}`;

/**
 * To the account's own (registered) address and name, never to the address typed on the booking form:
 * that one is unverified, and mails to it would let anyone send our e-mails, with text of their
 * choosing, to any address.
 */
const base = (c: Consultation) => ({ userId: c.userId, about: `consultation:${c.id}`, link: LINK });

/** The invite e-mailed out carries no free text from the form (the customer's notes stay in the app). */
const invite = (c: Consultation) => ({ ...c, notes: null });

const bookingDetails = (c: Consultation): [string, string][] => [
  ["Booking", `#${c.id}`],
  ["Topic", c.topic],
  ["Date", formatIstDate(c.preferredDate)],
  ["Time", c.preferredTime ? `${c.preferredTime} IST` : "Your adviser will call to fix a time"],
];

const changeNote = `You can reschedule or cancel from your dashboard until ${CHANGE_WINDOW_HOURS} hours before the session.`;

export function consultationBooked(c: Consultation): Notice {
  return {
    ...base(c),
    kind: "consultation_booked",
    title: "Your consultation is booked",
    body: `Your free ${what(c)} is booked for ${when(c)}.`,
    details: [...bookingDetails(c), ["Fee", formatCurrency(CONSULTATION_FEE)]],
    more: ["The calendar invite is attached: open it to add the session to your calendar.", changeNote],
    invite: invite(c),
  };
}

export function consultationRescheduled(c: Consultation, from: Pick<Consultation, "preferredDate" | "preferredTime">): Notice {
  return {
    ...base(c),
    kind: "consultation_rescheduled",
    title: "Your consultation has moved",
    body: `Your ${what(c)} has moved from ${when({ ...c, ...from })} to ${when(c)}.`,
    details: bookingDetails(c),
    more: ["The updated calendar invite is attached; it replaces the earlier one.", changeNote],
    invite: invite(c),
  };
}

export function consultationCancelled(c: Consultation, by: "customer" | "staff"): Notice {
  return {
    ...base(c),
    kind: "consultation_cancelled",
    title: "Your consultation is cancelled",
    body:
      by === "customer"
        ? `As you asked, your ${what(c)} on ${when(c)} is cancelled.`
        : `We had to cancel your ${what(c)} on ${when(c)}. We are sorry for the trouble.`,
    details: bookingDetails(c),
    more: ["You can book another free consultation at any time from the Consultation page."],
  };
}

/** On completion, and again whenever the adviser writes or changes the summary afterwards. */
export function consultationCompleted(c: Consultation, summaryOnly: boolean): Notice {
  return {
    ...base(c),
    kind: "consultation_completed",
    title: summaryOnly ? "Your adviser updated the consultation summary" : "Your consultation is complete",
    body: c.summary
      ? `Your adviser's summary of your ${what(c)} on ${formatIstDate(c.preferredDate)}: ${c.summary}`
      : `Thank you for attending your ${what(c)} on ${formatIstDate(c.preferredDate)}.`,
    details: bookingDetails(c),
    more: ["Your adviser's summary stays on your dashboard (View Summary). Book Again from there whenever you need another session."],
  };
}
