import { useLingui } from "@lingui/react/macro";
import { IndianRupee } from "lucide-react";
import { SummaryCard } from "@/components/summary-card";
import { formatCurrency } from "@/lib/format";
import { useLoanApplications } from "../api/get-loan-applications";

export function TotalLoansCard() {
  const { t } = useLingui();
  const loans = useLoanApplications();
  const loanList = loans.data ?? [];
  const totalLoan = loanList.reduce((sum, l) => sum + Number(l.amount), 0);
  const approved = loanList.filter((l) => l.status.toLowerCase() === "approved").length;
  const total = loanList.length;

  return (
    <SummaryCard
      title={t`Total Loan Amount`}
      icon={IndianRupee}
      loading={loans.isLoading}
      value={formatCurrency(totalLoan)}
      footer={loans.isError ? t`Couldn't load your loans` : t`${approved} of ${total} approved`}
    />
  );
}
