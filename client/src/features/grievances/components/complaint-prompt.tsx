import { Trans, useLingui } from "@lingui/react/macro";
import { MessageSquareWarning } from "lucide-react";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { Button } from "@/components/ui/button";

/** The dashboard's way to the grievance desk: RBI's digital lending directions want it in plain sight. */
export function ComplaintPrompt() {
  const { t } = useLingui();
  const days = COMPANY.grievanceOfficer.responseDays;
  return (
    <aside
      aria-label={t`Complaints`}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <MessageSquareWarning className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        <p>
          <span className="font-semibold">
            <Trans>Something not right?</Trans>
          </span>{" "}
          <span className="text-muted-foreground">
            <Trans>
              Our grievance redressal officer answers every complaint within {days} days. Follow yours, or escalate to the RBI Ombudsman,
              from the same page.
            </Trans>
          </span>
        </p>
      </div>
      <Button asChild variant="outline" className="shrink-0">
        <Link href="/grievance">
          <Trans>Raise a complaint</Trans>
        </Link>
      </Button>
    </aside>
  );
}
