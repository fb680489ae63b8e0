import { PencilLine } from "lucide-react";
import { CardHeading, TwoLineCell, type TableLayout } from "@/components/paged-list/paged-list";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import type { AdminConsultationRow } from "../api/get-admin-consultations";

type OnChange = (c: AdminConsultationRow) => void;

function ChangeButton({ consultation, onChange }: { consultation: AdminConsultationRow; onChange: OnChange }) {
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onChange(consultation)}
      aria-label={`Change status of consultation #${consultation.id}`}
    >
      <PencilLine aria-hidden /> Change status
    </Button>
  );
}

const when = (c: AdminConsultationRow) => `${formatDate(c.preferredDate)}${c.preferredTime ? `, ${c.preferredTime}` : ""}`;
const adviserOf = (c: AdminConsultationRow) => c.adviser?.name ?? "Not assigned";

/** Bookings as a table on wide screens and as cards below, each with its Change status button. */
export function adminConsultationLayout(onChange: OnChange): TableLayout<AdminConsultationRow> {
  return {
    kind: "table",
    wideFrom: "lg",
    columns: ["ID", "Customer", "Topic", "When (IST) and adviser", "Contact", "Booked", "Status"],
    actionsColumn: "Actions",
    row: (c) => (
      <TableRow>
        <TableCell className="font-mono text-muted-foreground">#{c.id}</TableCell>
        <TwoLineCell main={c.name || c.customer.fullName} sub={`@${c.customer.username}`} />
        <TableCell>{c.topic}</TableCell>
        <TableCell className="whitespace-nowrap">{when(c)}</TableCell>
        <TableCell>
          <p>{adviserOf(c)}</p>
          {c.meetingUrl && (
            <a
              href={c.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-xs text-primary underline-offset-4 hover:underline"
            >
              Video room
            </a>
          )}
        </TableCell>
        <TableCell>
          <p>{c.phone ?? "—"}</p>
          <p className="text-xs text-muted-foreground">{c.email ?? ""}</p>
        </TableCell>
        <TableCell>{formatDate(c.bookedAt)}</TableCell>
        <TableCell>
          <StatusBadge status={c.status} />
        </TableCell>
        <TableCell className="text-right">
          <ChangeButton consultation={c} onChange={onChange} />
        </TableCell>
      </TableRow>
    ),
    card: (c) => (
      <li className="grid grid-cols-1 gap-2 p-4">
        <CardHeading title={c.topic} subtitle={`${c.name || c.customer.fullName} · #${c.id}`} badge={<StatusBadge status={c.status} />} />
        <p className="text-sm">{when(c)} IST</p>
        <p className="text-sm">Adviser: {adviserOf(c)}</p>
        <p className="break-words text-xs text-muted-foreground">{[c.phone, c.email].filter(Boolean).join(" · ")}</p>
        <p className="text-xs text-muted-foreground">Booked {formatDate(c.bookedAt)}</p>
        <div>
          <ChangeButton consultation={c} onChange={onChange} />
        </div>
      </li>
    ),
  };
}
