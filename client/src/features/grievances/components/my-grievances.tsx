import { MessageSquareReply, MessagesSquare } from "lucide-react";
import { COMPANY } from "@shared/catalog/company";
import { daysUntil, grievanceCategoryLabel } from "@shared/catalog/grievances";
import { GrievanceDue, GrievanceStatusBadge } from "@/components/grievance-status";
import { LoadingText } from "@/components/list-states";
import { RetryAlert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format";
import { useGrievances, type GrievanceRow } from "../api/get-grievances";

const { ombudsman } = COMPANY;

function GrievanceItem({ g }: { g: GrievanceRow }) {
  const late = g.status !== "resolved" && daysUntil(g.dueDate) < 0;
  return (
    <li className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{g.subject}</h3>
          <p className="text-xs text-muted-foreground">
            <span className="font-mono">{g.reference}</span> · {grievanceCategoryLabel(g.category)} · Filed {formatDate(g.createdAt)}
            {g.relatedId && ` · About ${g.relatedId}`}
          </p>
        </div>
        <GrievanceStatusBadge status={g.status} />
      </div>
      <p className="whitespace-pre-line break-words text-sm text-muted-foreground line-clamp-4">{g.description}</p>
      {g.response && (
        <div className="rounded-md border-l-4 border-primary bg-secondary/50 p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            <MessageSquareReply className="size-4 text-primary" aria-hidden /> Our response
            {g.respondedAt && <span className="font-normal text-muted-foreground">· {formatDate(g.respondedAt)}</span>}
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{g.response}</p>
        </div>
      )}
      <div className="text-sm">
        <GrievanceDue status={g.status} dueDate={g.dueDate} resolvedAt={g.resolvedAt} />
        {(late || g.status === "resolved") && (
          <p className="mt-1 text-xs text-muted-foreground">
            {late ? `We are past our ${COMPANY.grievanceOfficer.responseDays} days. ` : "Not satisfied with our answer? "}
            You may complain to the RBI Ombudsman at{" "}
            <a
              href={ombudsman.portal}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              {ombudsman.portalLabel}
            </a>{" "}
            or on toll-free {ombudsman.tollFree}, quoting {g.reference}.
          </p>
        )}
      </div>
    </li>
  );
}

/** The signed-in customer's complaints with their status, our response and the days left of the 30. */
export function MyGrievances() {
  const { data, isLoading, isError, refetch, isFetching } = useGrievances();
  const grievances = data?.items ?? [];

  if (isLoading) return <LoadingText>Loading your complaints...</LoadingText>;
  if (isError)
    return (
      <RetryAlert
        title="We couldn't load your complaints"
        message="Please check your connection and try again."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (grievances.length === 0) {
    return (
      <EmptyState icon={MessagesSquare} title="No complaints so far">
        Anything you file appears here with its reference number, its status and our response.
      </EmptyState>
    );
  }
  return (
    <Card>
      <ul className="divide-y">
        {grievances.map((g) => (
          <GrievanceItem key={g.id} g={g} />
        ))}
      </ul>
    </Card>
  );
}
