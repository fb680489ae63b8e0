import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDownLeft, ArrowUpRight, FileDown, Receipt } from "lucide-react";
import { loanTypeLabel } from "@shared/catalog/loan-types";
import { transactionLabel } from "@shared/catalog/transactions";
import { TabHeading } from "@/components/list-states";
import { ListSkeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/ui/empty-state";
import { RetryAlert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { catalogueText } from "@/lib/catalogue-text";
import { formatCurrency, formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useTransactions, type TransactionRow } from "../api/get-transactions";
import { receiptUrl } from "../api/receipt-url";
import { ShowMoreButton, useShowMore } from "@/components/show-more";

/**
 * What the transaction paid for, in the page's language: the server stores an English description, and
 * answers with what it names (the loan's type, the SIP's plan, the consultation's topic: catalogue ids)
 * so that the words come from here. Without them, the reference number.
 */
function transactionText(tx: TransactionRow, i18n: I18n): string {
  const id = tx.relatedId;
  if (id !== null && tx.transactionType === "processing_fee" && tx.loanType) {
    const loan = i18n._(loanTypeLabel(tx.loanType));
    return i18n._(msg`Processing fee, ${loan} application #${id}`);
  }
  if (id !== null && tx.transactionType === "sip_contribution" && tx.planName) {
    const plan = catalogueText(i18n, tx.planName);
    return i18n._(msg`First contribution, ${plan} (SIP #${id})`);
  }
  if (id !== null && tx.transactionType === "consultation_fee" && tx.topic) {
    const topic = catalogueText(i18n, tx.topic);
    return i18n._(msg`Consultation booking #${id}: ${topic}`);
  }
  // English pages show the stored description as before; another language its reference number.
  if (tx.description && i18n.locale === "en") return tx.description;
  const reference = id ?? tx.id;
  return i18n._(msg`Reference #${reference}`);
}

export function TransactionsTab() {
  const { data: transactions = [], isPending, isError, refetch, isFetching } = useTransactions();
  const page = useShowMore(transactions, 20);
  const { t, i18n } = useLingui();

  if (isPending) return <ListSkeleton label={t`Loading transactions...`} />;
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
            // The label is the type's English name (shared/catalog/transactions.ts), a catalogue id.
            const label = tx.label ? i18n._(tx.label) : i18n._(transactionLabel(tx.transactionType));
            const text = transactionText(tx, i18n);
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
                  <p className="line-clamp-2 text-sm text-muted-foreground">{text}</p>
                </div>
                <div className="shrink-0 text-right">
                  <p className={cn("font-semibold", incoming && "text-emerald-700 dark:text-emerald-400")}>
                    {incoming ? "+" : "−"}
                    {formatCurrency(tx.amount)}
                  </p>
                  <p className="text-xs text-muted-foreground">{formatDate(tx.transactionDate)}</p>
                  {tx.paymentId !== null && (
                    <a
                      href={receiptUrl(tx.paymentId, i18n.locale)}
                      download
                      aria-label={t`Download the receipt: ${text}`}
                      className="inline-flex min-h-6 items-center gap-1 text-xs font-medium text-brand underline-offset-4 hover:underline"
                    >
                      <FileDown className="size-3.5" aria-hidden /> <Trans>Receipt</Trans>
                    </a>
                  )}
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
