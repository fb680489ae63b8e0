import { useLingui } from "@lingui/react/macro";
import { IndianRupee } from "lucide-react";
import { SummaryCard } from "@/components/summary-card";
import { formatCurrency } from "@/lib/format";
import { useLoanApplications } from "../api/get-loan-applications";
import { isLive } from "../lib/loan-status";

/** The amount of the applications still going ahead: rejected and withdrawn ones are not counted, and the card says so. */
export function TotalLoansCard() {
  const { t } = useLingui();
  const loans = useLoanApplications();
  const live = (loans.data ?? []).filter((l) => isLive(l.stage));
  const totalLoan = live.reduce((sum, l) => sum + Number(l.amount), 0);
  const liveCount = live.length;
  const total = loans.data?.length ?? 0;

  return (
    <SummaryCard
      title={t`Total Loan Amount`}
      icon={IndianRupee}
      loading={loans.isPending}
      value={formatCurrency(totalLoan)}
      footer={loans.isError ? t`Couldn't load your loans` : t`Live applications only: ${liveCount} of ${total}`}
    />
  );
}
