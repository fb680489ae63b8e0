import { Trans, useLingui } from "@lingui/react/macro";
import { MessageSquareReply, MessagesSquare } from "lucide-react";
import { COMPANY } from "@shared/catalog/company";
import { daysUntil, grievanceCategoryLabel } from "@shared/catalog/grievances";
import { GrievanceDue, GrievanceStatusBadge } from "@/components/grievance-status";
import { ListSkeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format";
import { useGrievances, type GrievanceRow } from "../api/get-grievances";

const { ombudsman } = COMPANY;

function OmbudsmanPortalLink() {
  return (
    <a
      href={ombudsman.portal}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline-offset-2 hover:underline"
    >
      {ombudsman.portalLabel}
    </a>
  );
}

function GrievanceItem({ g }: { g: GrievanceRow }) {
  const { i18n } = useLingui();
  const late = g.status !== "resolved" && daysUntil(g.dueDate) < 0;
  const filed = formatDate(g.createdAt);
  const relatedId = g.relatedId;
  const days = COMPANY.grievanceOfficer.responseDays;
  const tollFree = ombudsman.tollFree;
  const reference = g.reference;
  return (
    <li className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {/* The complaint and our reply are people's own words, shown as written (translate="no"). */}
          <h3 translate="no" className="break-words font-semibold">
            {g.subject}
          </h3>
          <p className="text-xs text-muted-foreground">
            <span className="font-mono">{g.reference}</span> · {i18n._(grievanceCategoryLabel(g.category))} · <Trans>Filed {filed}</Trans>
            {relatedId && (
              <>
                {" · "}
                <Trans>About {relatedId}</Trans>
              </>
            )}
          </p>
        </div>
        <GrievanceStatusBadge status={g.status} />
      </div>
      <p translate="no" className="whitespace-pre-line break-words text-sm text-muted-foreground line-clamp-4">
        {g.description}
      </p>
      {g.response && (
        <div className="rounded-md border-l-4 border-primary bg-secondary/50 p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            <MessageSquareReply className="size-4 text-primary" aria-hidden /> <Trans>Our response</Trans>
            {g.respondedAt && <span className="font-normal text-muted-foreground">· {formatDate(g.respondedAt)}</span>}
          </p>
          <p translate="no" className="mt-1 whitespace-pre-line break-words">
            {g.response}
          </p>
        </div>
      )}
      <div className="text-sm">
        <GrievanceDue status={g.status} dueDate={g.dueDate} resolvedAt={g.resolvedAt} />
        {(late || g.status === "resolved") && (
          <p className="mt-1 text-xs text-muted-foreground">
            {late ? (
              <Trans>
                We are past our {days} days. You may complain to the RBI Ombudsman at <OmbudsmanPortalLink /> or on toll-free {tollFree},
                quoting {reference}.
              </Trans>
            ) : (
              <Trans>
                Not satisfied with our answer? You may complain to the RBI Ombudsman at <OmbudsmanPortalLink /> or on toll-free {tollFree},
                quoting {reference}.
              </Trans>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

/** The signed-in customer's complaints with their status, our response and the days left of the 30. */
export function MyGrievances() {
  const { t } = useLingui();
  const { data, isLoading, isError, refetch, isFetching } = useGrievances();
  const grievances = data?.items ?? [];

  if (isLoading) return <ListSkeleton label={t`Loading your complaints...`} />;
  if (isError)
    return (
      <RetryAlert
        title={t`We couldn't load your complaints`}
        message={t`Please check your connection and try again.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (grievances.length === 0) {
    return (
      <EmptyState icon={MessagesSquare} title={t`No complaints so far`}>
        <Trans>Anything you file appears here with its reference number, its status and our response.</Trans>
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
