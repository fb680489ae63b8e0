import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, FileDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { RetryAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { formatDate, formatIstDateTime } from "@/lib/format";
import { useAcknowledgeKfs } from "../api/acknowledge-kfs";
import { kfsPdfUrl, useKfs } from "../api/get-kfs";

/**
 * Before the processing fee: the Key Fact Statement to read (a PDF) and the borrower's acknowledgement of
 * it, as the RBI's directions ask; `children` (the payment card) shows once the statement stating the terms
 * today is acknowledged. `card`: the title of the card the step stands in (the success page); in a dialog, none.
 */
export function KfsAcknowledgement({ loanId, card, children }: { loanId: number; card?: string; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const kfs = useKfs(loanId);
  const acknowledge = useAcknowledgeKfs();
  const [read, setRead] = useState(false);
  const checkboxId = useId();
  const errorId = useId();

  if (kfs.isPending) return <Skeleton className="h-40 w-full" />;
  if (!kfs.data)
    return (
      <RetryAlert
        title={t`We couldn't load your Key Fact Statement`}
        message={t`Please check your connection and try again.`}
        onRetry={() => void kfs.refetch()}
        retrying={kfs.isFetching}
      />
    );
  const { proposalNumber, version, acknowledged, acknowledgedAt } = kfs.data;
  const validUntil = formatDate(kfs.data.validUntil);
  const download = (
    <Button asChild variant="outline" size="sm" className="w-fit">
      <a href={kfsPdfUrl(loanId, i18n.locale)} download>
        <FileDown aria-hidden /> <Trans>Key Fact Statement (PDF)</Trans>
      </a>
    </Button>
  );
  if (acknowledged) {
    const at = acknowledgedAt ? formatIstDateTime(acknowledgedAt) : "";
    return (
      <div className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/30 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-400">
            <BadgeCheck className="size-4 shrink-0" aria-hidden /> <Trans>Key Fact Statement acknowledged on {at}</Trans>
          </p>
          {download}
        </div>
        {children}
      </div>
    );
  }
  const failed = acknowledge.isError ? errorMessage(acknowledge.error) : null;
  const form = (
    <form
      className="grid min-w-0 gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (read) acknowledge.mutate({ id: loanId, version });
      }}
    >
      <div className="grid gap-2 text-sm">
        <p className="font-semibold">
          <Trans>Step 1 of 2: read your Key Fact Statement</Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>
            It states your loan's terms, its APR, every fee and charge, the repayment schedule, the cooling-off period and whom to contact
            with a complaint. Its terms hold until {validUntil}.
          </Trans>
        </p>
        {download}
      </div>
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            id={checkboxId}
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={read}
            onChange={(e) => setRead(e.target.checked)}
            aria-describedby={failed ? errorId : undefined}
          />
          <label htmlFor={checkboxId} className="text-sm">
            <Trans>
              I have read the Key Fact Statement <span translate="no">{proposalNumber}</span> (version <span translate="no">{version}</span>
              ) and understand its terms, fees and charges.
            </Trans>
          </label>
        </div>
        {failed && (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {failed}
          </p>
        )}
      </div>
      <Button type="submit" disabled={!read || acknowledge.isPending} className="h-auto min-h-10 w-full whitespace-normal sm:w-fit">
        {acknowledge.isPending ? <Trans>Saving...</Trans> : <Trans>Acknowledge and continue to payment</Trans>}
      </Button>
    </form>
  );
  if (!card) return form;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{card}</CardTitle>
      </CardHeader>
      <CardContent>{form}</CardContent>
    </Card>
  );
}
