import { COMPANY } from "../../../../shared/catalog/company";
import { grievanceCategoryLabel } from "../../../../shared/catalog/grievances";
import { GRIEVANCE_STATUS_LABELS, grievanceDueDate, type Grievance } from "../../../../shared/schema";
import type { Lang } from "../lang";
import type { Notice } from "../notify";

const { grievanceOfficer: officer, ombudsman } = COMPANY;

const base = (g: Grievance) => ({ userId: g.userId, about: `grievance:${g.id}`, link: "/grievance" });

// The customer's own subject and description stay out: the registered address is not verified, so
// echoing free text would let anyone make us mail words of their choosing to any address.
const facts = (g: Grievance, { t, date }: Lang): [string, string][] => [
  [t(/*i18n*/ { id: "notice.fact.reference", message: "Reference" }), g.reference],
  [t(/*i18n*/ { id: "notice.fact.about", message: "About" }), t(grievanceCategoryLabel(g.category))],
  [t(/*i18n*/ { id: "notice.fact.filed_on", message: "Filed on" }), date(g.createdAt)],
  [t(/*i18n*/ { id: "notice.fact.status", message: "Status" }), t(GRIEVANCE_STATUS_LABELS[g.status])],
  [t(/*i18n*/ { id: "notice.fact.answer_due", message: "Answer due by" }), date(grievanceDueDate(g.createdAt))],
];

const escalation = (g: Grievance, { t }: Lang) =>
  t(
    /*i18n*/ {
      id: "notice.grievance.escalation",
      message:
        "If you have no answer within {days} days, or are not satisfied with it, you may complain to the {ombudsman} at {portal} or on toll-free {tollFree}. Please quote your reference {reference}.",
    },
    {
      days: officer.responseDays,
      ombudsman: t(ombudsman.name),
      portal: ombudsman.portalLabel,
      tollFree: ombudsman.tollFree,
      reference: g.reference,
    },
  );

export function grievanceReceived(g: Grievance): Notice {
  return {
    ...base(g),
    kind: "grievance_received",
    words: (lang) => {
      const { t, date } = lang;
      return {
        title: t(
          /*i18n*/ { id: "notice.grievance_received.title", message: "We have received your complaint {reference}" },
          { reference: g.reference },
        ),
        body: t(
          /*i18n*/ {
            id: "notice.grievance_received.body",
            message:
              "Thank you for telling us. Our grievance redressal officer will answer your complaint {reference} by {due}, within {days} days.",
          },
          { reference: g.reference, due: date(grievanceDueDate(g.createdAt)), days: officer.responseDays },
        ),
        details: facts(g, lang),
        more: [escalation(g, lang)],
      };
    },
  };
}

type Before = Pick<Grievance, "status" | "response">;

function updateTitle(g: Grievance, before: Before, { t }: Lang): string {
  const values = { reference: g.reference };
  if (g.status === before.status)
    return t(/*i18n*/ { id: "notice.grievance_updated.title_replied", message: "We replied to your complaint {reference}" }, values);
  if (g.status === "resolved")
    return t(/*i18n*/ { id: "notice.grievance_updated.title_resolved", message: "Your complaint {reference} is resolved" }, values);
  if (g.status === "in_progress")
    return t(
      /*i18n*/ { id: "notice.grievance_updated.title_in_progress", message: "We are working on your complaint {reference}" },
      values,
    );
  return t(/*i18n*/ { id: "notice.grievance_updated.title_reopened", message: "Your complaint {reference} is open again" }, values);
}

/** The complaint's new status, as a sentence of its own (each status one message). */
function statusBody(g: Grievance, { t, date }: Lang): string {
  const due = date(grievanceDueDate(g.createdAt));
  if (g.status === "resolved")
    return t(/*i18n*/ { id: "notice.grievance_updated.body_resolved", message: "Your complaint is now resolved." });
  if (g.status === "in_progress")
    return t(
      /*i18n*/ {
        id: "notice.grievance_updated.body_in_progress",
        message: "Your complaint is now in progress. Our grievance redressal officer will answer by {due}.",
      },
      { due },
    );
  return t(
    /*i18n*/ {
      id: "notice.grievance_updated.body_open",
      message: "Your complaint is now open. Our grievance redressal officer will answer by {due}.",
    },
    { due },
  );
}

/** A new status, a new or changed response, or both. */
export function grievanceUpdated(g: Grievance, before: Before): Notice {
  const newResponse = g.response && g.response !== before.response;
  return {
    ...base(g),
    kind: "grievance_updated",
    words: (lang) => {
      const { t } = lang;
      return {
        title: updateTitle(g, before, lang),
        // The response is the officer's own words, in whatever language they wrote it.
        body: newResponse
          ? t(/*i18n*/ { id: "notice.grievance_updated.body_response", message: "Our response: {response}" }, { response: g.response })
          : statusBody(g, lang),
        details: facts(g, lang),
        more:
          g.status === "resolved"
            ? [escalation(g, lang)]
            : [
                t(
                  /*i18n*/ {
                    id: "notice.grievance_updated.follow",
                    message: "You can follow your complaint on the Grievance Redressal page.",
                  },
                ),
              ],
      };
    },
  };
}
