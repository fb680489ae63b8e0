import { Pause, Play, Plus, TrendingUp, XCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Detail, LoadingText, TabHeading } from "@/components/list-states";
import { RetryAlert } from "@/components/ui/alert";
import { Badge, StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatCurrency, formatDate, formatPercent } from "@/lib/format";
import { useSipInvestments, type SipInvestmentRow } from "../api/get-sip-investments";
import { FirstContributionAction } from "./first-contribution-action";
import { SebiWarning } from "./sebi-warning";
import { SipStatusDialog, type SipStatusAction } from "./sip-status-dialog";
import { ShowMoreButton, useShowMore } from "@/components/show-more";

function nextContribution(sip: SipInvestmentRow): string {
  if (sip.nextContributionDate) return formatDate(sip.nextContributionDate);
  if (sip.status === "paused") return "Paused";
  return "None";
}

function SipCard({ sip, onAction }: { sip: SipInvestmentRow; onAction: (action: SipStatusAction) => void }) {
  const open = sip.status === "active" || sip.status === "paused";
  return (
    <Card className="h-full">
      <CardContent className="grid gap-4 p-5">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h3 id={`sip-${sip.id}-title`} tabIndex={-1} className="font-semibold focus:outline-none">
              {sip.planName}
            </h3>
            <p className="text-xs text-muted-foreground">
              SIP #{sip.id} · starts {formatDate(sip.startDate)}
              {sip.riskLevel && ` · ${sip.riskLevel} risk`}
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-1.5">
            {sip.status === "active" && sip.contributionsPaid === 0 && <Badge color="yellow">Awaiting first contribution</Badge>}
            {sip.overdueContributions > 0 && <Badge color="orange">{sip.overdueContributions} overdue</Badge>}
            <StatusBadge status={sip.status} />
          </div>
        </div>
        <div className="grid gap-1.5">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>
              {sip.contributionsPaid} of {sip.durationMonths} contributions paid
            </span>
            <span>{formatPercent(sip.progressPercent)}</span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={`SIP #${sip.id} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={sip.progressPercent}
          >
            <span className="block h-full rounded-full bg-emerald-600" style={{ width: `${Math.max(sip.progressPercent, 0)}%` }} />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
          <Detail label="Monthly amount">{formatCurrency(sip.monthlyAmount)}</Detail>
          <Detail label="Invested so far">{formatCurrency(sip.investedSoFar)}</Detail>
          <Detail label="Current value">{formatCurrency(sip.currentValue)}</Detail>
          <Detail label="Next contribution">{nextContribution(sip)}</Detail>
          <Detail label="Expected returns">{sip.expectedReturns == null ? "—" : `${formatPercent(sip.expectedReturns)} p.a.`}</Detail>
          <Detail label="Expected value">{formatCurrency(sip.expectedValue)}</Detail>
        </dl>
        {sip.autoDebit && (
          <p className="text-xs text-muted-foreground">
            Auto-debit {sip.bankAccountNumber ? `from ${sip.bankName} account ${sip.bankAccountNumber}` : "on"}
          </p>
        )}
        {open && (
          <div className="flex flex-wrap gap-2 border-t pt-4">
            <FirstContributionAction sip={sip} />
            {sip.status === "active" ? (
              <Button variant="outline" size="sm" onClick={() => onAction({ sip, status: "paused" })}>
                <Pause aria-hidden /> Pause <span className="sr-only">SIP #{sip.id}</span>
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={() => onAction({ sip, status: "active" })}>
                <Play aria-hidden /> Resume <span className="sr-only">SIP #{sip.id}</span>
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={() => onAction({ sip, status: "cancelled" })}
            >
              <XCircle aria-hidden /> Cancel SIP <span className="sr-only">#{sip.id}</span>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function SipTab() {
  const { data: sips = [], isLoading, isError, refetch, isFetching } = useSipInvestments();
  const [action, setAction] = useState<SipStatusAction | null>(null);
  const page = useShowMore(sips);

  if (isLoading) return <LoadingText>Loading SIP investments...</LoadingText>;
  if (isError) {
    return (
      <RetryAlert
        title="We couldn't load your SIP investments"
        message="Please check your connection and try again."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (sips.length === 0) {
    return (
      <EmptyState
        icon={TrendingUp}
        title="No SIP investments yet"
        action={
          <Button asChild>
            <Link href="/sip">Explore SIP Plans</Link>
          </Button>
        }
      >
        Start building wealth with a monthly SIP from just ₹500. Mutual Fund investments are subject to market risks, read all scheme
        related documents carefully.
      </EmptyState>
    );
  }

  return (
    <div>
      <TabHeading
        title="SIP Investments"
        description="Your systematic investment plans, what you have paid in and what it is worth today."
        action={
          <Button asChild>
            <Link href="/sip">
              <Plus aria-hidden /> Start Another SIP
            </Link>
          </Button>
        }
      />
      <ul className="grid gap-4 lg:grid-cols-2">
        {page.visible.map((sip) => (
          <li key={sip.id}>
            <SipCard sip={sip} onAction={setAction} />
          </li>
        ))}
      </ul>
      <ShowMoreButton {...page} what="SIPs" />
      <SebiWarning className="mt-4" />
      <SipStatusDialog action={action} onClose={() => setAction(null)} />
    </div>
  );
}
