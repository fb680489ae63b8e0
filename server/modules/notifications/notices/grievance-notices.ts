import { COMPANY } from "../../../../shared/catalog/company";
import { grievanceCategoryLabel } from "../../../../shared/catalog/grievances";
import { formatIstDate } from "../../../../shared/format";
import { GRIEVANCE_STATUS_LABELS, grievanceDueDate, type Grievance } from "../../../../shared/schema";
import type { Notice } from "../notify";

const { grievanceOfficer: officer, ombudsman } = COMPANY;

const base = (g: Grievance) => ({ userId: g.userId, about: `grievance:${g.id}`, link: "/grievance" });

// The customer's own subject and description stay out: the registered address is not verified, so
// echoing free text would let anyone make us mail words of their choosing to any address.
const facts = (g: Grievance): [string, string][] => [
  ["Reference", g.reference],
  ["About", grievanceCategoryLabel(g.category)],
  ["Filed on", formatIstDate(g.createdAt)],
  ["Status", GRIEVANCE_STATUS_LABELS[g.status]],
  ["Answer due by", formatIstDate(grievanceDueDate(g.createdAt))],
];

const escalation = (g: Grievance) =>
  `If you have no answer within ${officer.responseDays} days, or are not satisfied with it, you may complain to the ${ombudsman.name} at ${ombudsman.portalLabel} or on toll-free ${ombudsman.tollFree}. Please quote your reference ${g.reference}.`;

export function grievanceReceived(g: Grievance): Notice {
  return {
    ...base(g),
    kind: "grievance_received",
    title: `We have received your complaint ${g.reference}`,
    body: `Thank you for telling us. Our grievance redressal officer will answer your complaint ${g.reference} by ${formatIstDate(grievanceDueDate(g.createdAt))}, within ${officer.responseDays} days.`,
    details: facts(g),
    more: [escalation(g)],
  };
}

type Before = Pick<Grievance, "status" | "response">;

function updateTitle(g: Grievance, before: Before): string {
  if (g.status === before.status) return `We replied to your complaint ${g.reference}`;
  if (g.status === "resolved") return `Your complaint ${g.reference} is resolved`;
  if (g.status === "in_progress") return `We are working on your complaint ${g.reference}`;
  return `Your complaint ${g.reference} is open again`;
}

/** A new status, a new or changed response, or both. */
export function grievanceUpdated(g: Grievance, before: Before): Notice {
  const newResponse = g.response && g.response !== before.response;
  return {
    ...base(g),
    kind: "grievance_updated",
    title: updateTitle(g, before),
    body: newResponse
      ? `Our response: ${g.response}`
      : `Your complaint is now ${GRIEVANCE_STATUS_LABELS[g.status].toLowerCase()}. ${
          g.status === "resolved" ? "" : `Our grievance redressal officer will answer by ${formatIstDate(grievanceDueDate(g.createdAt))}.`
        }`.trim(),
    details: facts(g),
    more: g.status === "resolved" ? [escalation(g)] : ["You can follow your complaint on the Grievance Redressal page."],
  };
}
