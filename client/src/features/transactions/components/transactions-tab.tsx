import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t, i18n } = useLingui();

  if (isLoading) return <LoadingText>{t`Loading transactions...`}</LoadingText>;
  if (isError) {
    return (
      <RetryAlert
        title={t`We couldn't load your transactions`}
        message={t`Please check your connection and try again.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (transactions.length === 0) {
    return (
      <EmptyState icon={Receipt} title={t`No transactions yet`}>
        <Trans>Fees you pay, SIP contributions, EMIs and loan disbursements will appear here.</Trans>
      </EmptyState>
    );
  }

  return (
    <div>
      <TabHeading title={t`Transactions`} description={t`Your payment and disbursement history.`} />
      <Card>
        <ul className="divide-y">
          {page.visible.map((tx) => {
            const incoming = tx.transactionType === "loan_disbursement";
            const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
            // The label is the type's English name (shared/catalog/transactions.ts), a catalogue id; the description is
            // written by the server when the money moves, and shown as it was written.
            const label = tx.label ? i18n._(tx.label) : i18n._(transactionLabel(tx.transactionType));
            const reference = tx.relatedId ?? tx.id;
            return (
              <li key={tx.id} className="flex items-center gap-3 p-4 sm:gap-4">
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
                  <p className="font-medium">{label}</p>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{tx.description || t`Reference #${reference}`}</p>
                </div>
                <div className="shrink-0 text-right">
                  <p className={cn("font-semibold", incoming && "text-emerald-700 dark:text-emerald-400")}>
                    {incoming ? "+" : "−"}
                    {formatCurrency(tx.amount)}
                  </p>
                  <p className="text-xs text-muted-foreground">{formatDate(tx.transactionDate)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
      <ShowMoreButton {...page} what={t`transactions`} />
    </div>
  );
}
