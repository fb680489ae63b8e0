import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, AlertCircle, CreditCard, FileUp, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCurrency } from "@/lib/format";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { useLoanChecklist } from "../api/get-loan-checklist";
import { asksForDocuments, comesNext, needsNow, NOTHING_NEEDED, type Need } from "../lib/next-steps";
import { ProcessingFeeAction } from "./processing-fee-action";

type LoanNextStepsProps = {
  loan: LoanApplicationRow;
  /** The headings' level: h4 inside the dashboard's card, h3 in a section of the application's page. */
  heading: "h3" | "h4";
  /** At most this many needs listed (the dashboard's card stays short); the rest are counted. */
  limit?: number;
};

/** "What we need from you now" and "What comes next" (docs/decisions/customer-loan-tracker.md). */
export function LoanNextSteps({ loan, heading: Heading, limit = Infinity }: LoanNextStepsProps) {
  const { i18n } = useLingui();
  // The checklist is read only while documents can be asked for.
  const checklist = useLoanChecklist(loan.id, asksForDocuments(loan.stage) && loan.inPrinciple?.result !== "ineligible");
  const next = comesNext(loan);
  // Waiting for it (fetching, or paused offline); a checklist not asked for (disabled) is not waited on.
  if (checklist.isPending && checklist.fetchStatus !== "idle") return <Skeleton className="h-16 w-full" />;
  const needs = needsNow(loan, checklist.isError ? undefined : checklist.data?.items);
  const documentsAsked = needs.some((n) => n.kind === "documents" || n.kind === "documents-unknown");
  const more = Math.max(0, needs.length - limit);
  return (
    <div className="grid gap-4">
      <section className="grid gap-2">
        <Heading className="text-sm font-semibold">
          <Trans>What we need from you now</Trans>
        </Heading>
        {needs.length === 0 ? (
          <p className="flex gap-2 text-sm text-muted-foreground">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{i18n._(NOTHING_NEEDED[loan.stage])}</span>
          </p>
        ) : (
          <ul className="grid gap-2">
            {needs.slice(0, limit).map((need, i) => (
              <NeedItem key={i} need={need} loan={loan} />
            ))}
          </ul>
        )}
        {more > 0 && (
          <p className="text-sm text-muted-foreground">
            <Plural value={more} one="And # more: see the application's page." other="And # more: see the application's page." />
          </p>
        )}
        {documentsAsked && (
          <Button asChild variant="outline" size="sm" className="w-fit">
            {Heading === "h3" ? (
              // On the application's page: its documents are further down.
              <a href="#documents">
                <FileUp aria-hidden /> <Trans>See which documents</Trans>
              </a>
            ) : (
              <Link href={`/loans/${loan.id}#documents`}>
                <FileUp aria-hidden /> <Trans>See which documents</Trans>
              </Link>
            )}
          </Button>
        )}
      </section>
      {next && (
        <section className="grid gap-1">
          <Heading className="text-sm font-semibold">
            <Trans>What comes next</Trans>
          </Heading>
          <p className="flex gap-2 text-sm text-muted-foreground">
            <ArrowRight className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{i18n._(next)}</span>
          </p>
        </section>
      )}
    </div>
  );
}

function NeedItem({ need, loan }: { need: Need; loan: LoanApplicationRow }) {
  const { i18n } = useLingui();
  if (need.kind === "fee") {
    const fee = formatCurrency(loan.processingFee);
    return (
      <Item icon={<CreditCard className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>
            <Trans>Pay the processing fee of {fee}</Trans>
          </span>
          <ProcessingFeeAction loan={loan} />
        </div>
      </Item>
    );
  }
  if (need.kind === "ineligible") {
    return (
      <Item icon={<AlertCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />}>
        <p>
          <Trans>As it is, we cannot lend on this application. What would change it:</Trans>
        </p>
        <ul className="mt-1 list-disc pl-5">
          {(loan.inPrinciple?.reasons ?? []).map((reason, i) => (
            <li key={i}>{i18n._(reason)}</li>
          ))}
        </ul>
      </Item>
    );
  }
  if (need.kind === "documents-unknown") {
    return (
      <Item icon={<FileUp className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />}>
        <Trans>We could not check your documents just now: open the application's documents to see what is still needed.</Trans>
      </Item>
    );
  }
  return (
    <Item icon={<FileUp className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />}>
      {need.missing > 0 && (
        <p>
          <Plural value={need.missing} one="Send the # document still missing" other="Send the # documents still missing" />
        </p>
      )}
      {need.newCopies > 0 && (
        <p>
          <Plural
            value={need.newCopies}
            one="Send a new copy of # document we could not accept"
            other="Send new copies of # documents we could not accept"
          />
        </p>
      )}
    </Item>
  );
}

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-2 rounded-md border bg-muted/30 p-3 text-sm">
      {icon}
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
