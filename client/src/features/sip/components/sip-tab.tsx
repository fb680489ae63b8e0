import { Plus, TrendingUp } from "lucide-react";
import { Link } from "wouter";
import { Detail, LoadingText, TabHeading } from "@/components/list-states";
import { EmptyState } from "@/components/ui/empty-state";
import { RetryAlert } from "@/components/ui/alert";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatCurrency, formatDate, formatPercent } from "@/lib/format";
import { useSipInvestments } from "../api/get-sip-investments";
import { sipExpectedValue } from "../lib/sip-expected-value";

export function SipTab() {
  const { data: sips = [], isLoading, isError, refetch, isFetching } = useSipInvestments();

  if (isLoading) return <LoadingText>Loading SIP investments...</LoadingText>;
  if (isError) {
    return <RetryAlert title="We couldn't load your SIP investments" message="Please check your connection and try again." onRetry={() => void refetch()} retrying={isFetching} />;
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
        Start building wealth with a monthly SIP from just ₹500. Mutual Fund investments are subject to market risks, read
        all scheme related documents carefully.
      </EmptyState>
    );
  }

  return (
    <div>
      <TabHeading
        title="SIP Investments"
        description="Your systematic investment plans and their expected value."
        action={
          <Button asChild>
            <Link href="/sip">
              <Plus aria-hidden /> Start Another SIP
            </Link>
          </Button>
        }
      />
      <ul className="grid gap-4 md:grid-cols-2">
        {sips.map((sip) => (
          <li key={sip.id}>
            <Card className="h-full">
              <CardContent className="grid gap-4 p-5">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold">{sip.planName}</h3>
                    <p className="text-xs text-muted-foreground">Started {formatDate(sip.startDate)}</p>
                  </div>
                  <StatusBadge status={sip.status} />
                </div>
                <dl className="grid grid-cols-2 gap-4 text-sm">
                  <Detail label="Monthly amount">{formatCurrency(sip.monthlyAmount)}</Detail>
                  <Detail label="Duration">{sip.durationMonths} months</Detail>
                  <Detail label="Expected returns">{sip.expectedReturns == null ? "—" : `${formatPercent(sip.expectedReturns)} p.a.`}</Detail>
                  <Detail label="Expected value">{formatCurrency(sipExpectedValue(sip))}</Detail>
                </dl>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">
        Mutual Fund investments are subject to market risks, read all scheme related documents carefully.
      </p>
    </div>
  );
}
