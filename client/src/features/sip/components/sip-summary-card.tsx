import { Trans, useLingui } from "@lingui/react/macro";
import { TrendingUp } from "lucide-react";
import { SummaryCard } from "@/components/summary-card";
import { formatCurrency } from "@/lib/format";
import { useSipInvestments } from "../api/get-sip-investments";

/** The monthly total and estimated value of the SIPs still running (cancelled ones left out). */
export function SipSummaryCard() {
  const { t } = useLingui();
  const sips = useSipInvestments();
  const running = (sips.data ?? []).filter((s) => s.status === "active" || s.status === "paused");
  const monthlySip = running.filter((s) => s.status === "active").reduce((sum, s) => sum + s.monthlyAmount, 0);
  const sipValue = formatCurrency(running.reduce((sum, s) => sum + s.expectedValue, 0));

  return (
    <SummaryCard
      title={t`SIP Investments`}
      icon={TrendingUp}
      loading={sips.isPending}
      value={
        <>
          {formatCurrency(monthlySip)}
          <span className="text-base font-medium text-muted-foreground">
            <Trans>/month</Trans>
          </span>
        </>
      }
      footer={t`Estimated value ${sipValue}`}
    />
  );
}
