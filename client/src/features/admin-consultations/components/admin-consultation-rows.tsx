import { PencilLine } from "lucide-react";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { AdminConsultationRow } from "../api/get-admin-consultations";

type RowsProps = {
  consultations: AdminConsultationRow[] | undefined;
  loading: boolean;
  onChange: (c: AdminConsultationRow) => void;
  className?: string;
};

const COLUMNS = ["ID", "Customer", "Topic", "When (IST)", "Contact", "Booked", "Status"];

function ChangeButton({ consultation, onChange }: { consultation: AdminConsultationRow; onChange: RowsProps["onChange"] }) {
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

export function AdminConsultationsTable({ consultations, loading, onChange, className }: RowsProps) {
  return (
    <div className={className}>
      <Table>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableHead key={c}>{c}</TableHead>
            ))}
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading
            ? Array.from({ length: 5 }, (_, i) => (
                <TableRow key={i}>
                  <TableCell colSpan={COLUMNS.length + 1}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ))
            : consultations?.map((c) => (
                <TableRow key={c.id}>
                  <TableCell className="font-mono text-muted-foreground">#{c.id}</TableCell>
                  <TableCell>
                    <p className="font-medium">{c.name || c.customer.fullName}</p>
                    <p className="text-xs text-muted-foreground">@{c.customer.username}</p>
                  </TableCell>
                  <TableCell>{c.topic}</TableCell>
                  <TableCell className="whitespace-nowrap">{when(c)}</TableCell>
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
              ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function AdminConsultationCards({ consultations, loading, onChange, className }: RowsProps) {
  if (loading) {
    return (
      <div className={cn("grid gap-3", className)}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  return (
    <ul className={cn("divide-y rounded-lg border", className)}>
      {consultations?.map((c) => (
        <li key={c.id} className="grid grid-cols-1 gap-2 p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium">{c.topic}</p>
              <p className="truncate text-sm text-muted-foreground">
                {c.name || c.customer.fullName} · #{c.id}
              </p>
            </div>
            <StatusBadge status={c.status} />
          </div>
          <p className="text-sm">{when(c)} IST</p>
          <p className="break-words text-xs text-muted-foreground">{[c.phone, c.email].filter(Boolean).join(" · ")}</p>
          <p className="text-xs text-muted-foreground">Booked {formatDate(c.bookedAt)}</p>
          <div>
            <ChangeButton consultation={c} onChange={onChange} />
          </div>
        </li>
      ))}
    </ul>
  );
}
