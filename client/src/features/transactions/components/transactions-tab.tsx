import { ArrowDownLeft, ArrowUpRight, Receipt } from "lucide-react";
import { transactionLabel } from "@shared/catalog/transactions";
import { LoadingText, TabHeading } from "@/components/list-states";
import { EmptyState } from "@/components/ui/empty-state";
import { RetryAlert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { formatCurrency, formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useTransactions } from "../api/get-transactions";
import { ShowMoreButton, useShowMore } from "@/components/show-more";

export function TransactionsTab() {
  const { data: transactions = [], isLoading, isError, refetch, isFetching } = useTransactions();
  const page = useShowMore(transactions, 20);

  if (isLoading) return <LoadingText>Loading transactions...</LoadingText>;
  if (isError) {
    return (
      <RetryAlert
        title="We couldn't load your transactions"
        message="Please check your connection and try again."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (transactions.length === 0) {
    return (
      <EmptyState icon={Receipt} title="No transactions yet">
        Fees you pay, SIP contributions, EMIs and loan disbursements will appear here.
      </EmptyState>
    );
  }

  return (
    <div>
      <TabHeading title="Transactions" description="Your payment and disbursement history." />
      <Card>
        <ul className="divide-y">
          {page.visible.map((t) => {
            const incoming = t.transactionType === "loan_disbursement";
            const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
            return (
              <li key={t.id} className="flex items-center gap-3 p-4 sm:gap-4">
                <span
                  className={cn(
                    "flex size-10 shrink-0 items-center justify-center rounded-full",
                    incoming
                      ? "bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300"
                      : "bg-secondary text-secondary-foreground",
                  )}
                >
                  <Icon className="size-5" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{t.label || transactionLabel(t.transactionType)}</p>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{t.description || `Reference #${t.relatedId ?? t.id}`}</p>
                </div>
                <div className="shrink-0 text-right">
                  <p className={cn("font-semibold", incoming && "text-emerald-700 dark:text-emerald-400")}>
                    {incoming ? "+" : "−"}
                    {formatCurrency(t.amount)}
                  </p>
                  <p className="text-xs text-muted-foreground">{formatDate(t.transactionDate)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
      <ShowMoreButton {...page} what="transactions" />
    </div>
  );
}
