import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pause, Play, Plus, TrendingUp, XCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { SIP_LIMITS } from "@shared/catalog/sip-plans";
import { Detail, TabHeading } from "@/components/list-states";
import { ListSkeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatCurrency, formatDate, formatPercent, statusColor } from "@/lib/format";
import { useSipInvestments, type SipInvestmentRow } from "../api/get-sip-investments";
import { SIP_STATUS_LABEL, riskText } from "../lib/labels";
import { FirstContributionAction } from "./first-contribution-action";
import { SebiWarning } from "./sebi-warning";
import { SipAutopay } from "./sip-autopay";
import { SipHoldingButton } from "./sip-holding-dialog";
import { SipStatusDialog, type SipStatusAction } from "./sip-status-dialog";
import { ShowMoreButton, useShowMore } from "@/components/show-more";

function nextContribution(sip: SipInvestmentRow, i18n: I18n): string {
  if (sip.nextContributionDate) return formatDate(sip.nextContributionDate);
  if (sip.status === "paused") return i18n._(msg`Paused`);
  return i18n._(msg`None`);
}

function SipCard({ sip, onAction }: { sip: SipInvestmentRow; onAction: (action: SipStatusAction) => void }) {
  const { t, i18n } = useLingui();
  const open = sip.status === "active" || sip.status === "paused";
  const id = sip.id;
  const start = formatDate(sip.startDate);
  const overdue = sip.overdueContributions;
  const paid = sip.contributionsPaid;
  const total = sip.durationMonths;
  const percent = formatPercent(sip.expectedReturns);
  // The bank's name as the customer typed it: data shown as it is, not words of the page.
  const bank = <span translate="no">{sip.bankName}</span>;
  const account = sip.bankAccountNumber;
  return (
    <Card className="h-full">
      <CardContent className="grid gap-4 p-5">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h3 id={`sip-${sip.id}-title`} tabIndex={-1} className="font-semibold focus:outline-none">
              {i18n._(sip.planName)}
            </h3>
            <p className="text-xs text-muted-foreground">
              <Trans>
                SIP #{id} · starts {start}
              </Trans>
              {sip.riskLevel && ` · ${riskText(i18n, sip.riskLevel)}`}
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-1.5">
            {/* One status: a SIP waiting for its first contribution is not yet "active" to the customer. */}
            {sip.status === "active" && sip.contributionsPaid === 0 ? (
              <Badge color="yellow">
                <Trans>Awaiting first contribution</Trans>
              </Badge>
            ) : (
              <Badge color={statusColor(sip.status)}>{t(SIP_STATUS_LABEL[sip.status])}</Badge>
            )}
            {sip.overdueContributions > 0 && (
              <Badge color="orange">
                <Trans>{overdue} overdue</Trans>
              </Badge>
            )}
          </div>
        </div>
        <div className="grid gap-1.5">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>
              <Trans>
                {paid} of {total} contributions paid
              </Trans>
            </span>
            <span>{formatPercent(sip.progressPercent)}</span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={t`SIP #${id} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={sip.progressPercent}
          >
            <span className="block h-full rounded-full bg-emerald-600" style={{ width: `${Math.max(sip.progressPercent, 0)}%` }} />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
          <Detail label={t`Monthly amount`}>{formatCurrency(sip.monthlyAmount)}</Detail>
          <Detail label={t`Invested so far`}>{formatCurrency(sip.investedSoFar)}</Detail>
          <Detail label={t`Current value`}>{formatCurrency(sip.currentValue)}</Detail>
          <Detail label={t`Next contribution`}>{nextContribution(sip, i18n)}</Detail>
          <Detail label={t`Illustrative return`}>{sip.expectedReturns == null ? "—" : t`${percent} p.a.`}</Detail>
          <Detail label={t`Illustrative value at the end`}>{formatCurrency(sip.expectedValue)}</Detail>
        </dl>
        <p className="text-xs text-muted-foreground">
          <Trans>
            The illustration compounds the plan's assumed return monthly; it is not a promise. What your units are worth is under View
            holding.
          </Trans>
        </p>
        {open && <SipAutopay sip={sip} />}
        {sip.autoDebit && (
          <p className="text-xs text-muted-foreground">
            {account ? (
              <Trans>
                Auto-debit from {bank} account {account}
              </Trans>
            ) : (
              <Trans>Auto-debit on</Trans>
            )}
          </p>
        )}
        {open && (
          <div className="flex flex-wrap gap-2 border-t pt-4">
            <FirstContributionAction sip={sip} />
            <SipHoldingButton sip={sip} />
            {sip.status === "active" ? (
              <Button variant="outline" size="sm" onClick={() => onAction({ sip, status: "paused" })}>
                <Pause aria-hidden />{" "}
                <Trans>
                  Pause <span className="sr-only">SIP #{id}</span>
                </Trans>
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={() => onAction({ sip, status: "active" })}>
                <Play aria-hidden />{" "}
                <Trans>
                  Resume <span className="sr-only">SIP #{id}</span>
                </Trans>
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={() => onAction({ sip, status: "cancelled" })}
            >
              <XCircle aria-hidden />{" "}
              <Trans>
                Cancel SIP <span className="sr-only">#{id}</span>
              </Trans>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function SipTab() {
  const { t } = useLingui();
  const { data: sips = [], isPending, isError, refetch, isFetching } = useSipInvestments();
  const [action, setAction] = useState<SipStatusAction | null>(null);
  const page = useShowMore(sips);
  const minimum = formatCurrency(SIP_LIMITS.minAmount);

  if (isPending) return <ListSkeleton label={t`Loading SIP investments...`} />;
  if (isError) {
    return (
      <RetryAlert
        title={t`We couldn't load your SIP investments`}
        message={t`Please check your connection and try again.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (sips.length === 0) {
    return (
      <EmptyState
        icon={TrendingUp}
        title={t`No SIP investments yet`}
        action={
          <Button asChild>
            <Link href="/sip">
              <Trans>Explore SIP Plans</Trans>
            </Link>
          </Button>
        }
      >
        <Trans>
          Start building wealth with a monthly SIP from just {minimum}. Mutual Fund investments are subject to market risks, read all scheme
          related documents carefully.
        </Trans>
      </EmptyState>
    );
  }

  return (
    <div>
      <TabHeading
        title={t`SIP Investments`}
        description={t`Your systematic investment plans, what you have paid in and what it is worth today.`}
        action={
          <Button asChild>
            <Link href="/sip">
              <Plus aria-hidden /> <Trans>Start Another SIP</Trans>
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
      <ShowMoreButton {...page} what={t`SIPs`} />
      <SebiWarning className="mt-4" />
      <SipStatusDialog key={action ? `${action.sip.id}-${action.status}` : "none"} action={action} onClose={() => setAction(null)} />
    </div>
  );
}
