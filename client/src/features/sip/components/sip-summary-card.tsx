import { TrendingUp } from "lucide-react";
import { SummaryCard } from "@/components/summary-card";
import { formatCurrency } from "@/lib/format";
import { useSipInvestments } from "../api/get-sip-investments";
import { sipExpectedValue } from "../lib/sip-expected-value";

export function SipSummaryCard() {
  const sips = useSipInvestments();
  const sipList = sips.data ?? [];
  const monthlySip = sipList.reduce((sum, s) => sum + Number(s.monthlyAmount), 0);
  const sipValue = sipList.reduce((sum, s) => sum + sipExpectedValue(s), 0);

  return (
    <SummaryCard
      title="SIP Investments"
      icon={TrendingUp}
      loading={sips.isLoading}
      value={
        <>
          {formatCurrency(monthlySip)}
          <span className="text-base font-medium text-muted-foreground">/month</span>
        </>
      }
      footer={`Estimated value ${formatCurrency(sipValue)}`}
    />
  );
}
