import { ArrowRight, History } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatIstDateTime } from "@/lib/format";
import type { LoanCase } from "../api/get-loan-case";
import { STAGE_COLORS, historyActionLabel, stageLabel } from "../lib/case-labels";

const who = (actor: { fullName: string } | null, fallback: string) => (actor ? <span translate="no">{actor.fullName}</span> : fallback);

/** Every move between stages, oldest first: from where to where, what was done, by whom, when, and the note. */
export function CaseStageHistoryCard({ history }: { history: LoanCase["stageHistory"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Stage history</CardTitle>
        <CardDescription>Oldest first. The customer sees the stages and dates, not the notes.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <EmptyState icon={History} title="No moves recorded">
            This application was filed before stages were recorded.
          </EmptyState>
        ) : (
          <ol aria-label="Stage history" className="relative grid gap-5 border-l-2 border-border pl-5">
            {history.map((move, i) => (
              <li key={i} className="relative grid gap-1">
                <span aria-hidden className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-background bg-primary" />
                <p className="flex flex-wrap items-center gap-1.5 text-sm">
                  {move.fromStage && move.fromStage !== move.toStage && (
                    <>
                      <Badge color={STAGE_COLORS[move.fromStage]}>{stageLabel(move.fromStage)}</Badge>
                      <ArrowRight aria-hidden className="size-4 text-muted-foreground" />
                      <span className="sr-only">to</span>
                    </>
                  )}
                  <Badge color={STAGE_COLORS[move.toStage]}>{stageLabel(move.toStage)}</Badge>
                </p>
                <p className="text-sm">
                  <span className="font-medium">{historyActionLabel(move.action)}</span> ·{" "}
                  {who(move.actor, move.action === "submit" || move.action === "withdraw" ? "The customer" : "System")}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={move.at}>{formatIstDateTime(move.at)}</time>
                </p>
                {move.note && <p className="rounded-md bg-muted/60 px-3 py-2 text-sm break-words">{move.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** The application's entries in the audit log, oldest first. */
export function CaseAuditCard({ audit }: { audit: LoanCase["audit"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit trail</CardTitle>
        <CardDescription>What the audit log holds for this application.</CardDescription>
      </CardHeader>
      <CardContent>
        {audit.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ul aria-label="Audit trail" className="divide-y rounded-lg border">
            {audit.map((entry, i) => (
              <li key={i} className="grid gap-1 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge className="font-mono normal-case">{entry.actionType}</Badge>
                  <time dateTime={entry.at} className="text-xs text-muted-foreground">
                    {formatIstDateTime(entry.at)}
                  </time>
                </div>
                {entry.description && <p className="text-sm break-words">{entry.description}</p>}
                <p className="text-xs text-muted-foreground">By {who(entry.actor, "the system")}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
