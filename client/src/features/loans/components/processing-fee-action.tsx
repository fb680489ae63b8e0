import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, CreditCard } from "lucide-react";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { PaymentCard } from "@/components/payment/payment-card";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { formatCurrency, formatPercent } from "@/lib/format";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { KfsAcknowledgement } from "./kfs-acknowledgement";

/** 'Processing fee paid' once it is; nothing otherwise. */
export function ProcessingFeePaid({ loan }: { loan: Pick<LoanApplicationRow, "processingFeePaid"> }) {
  if (!loan.processingFeePaid) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
      <BadgeCheck className="size-4" aria-hidden /> <Trans>Processing fee paid</Trans>
    </p>
  );
}

/**
 * 'Pay processing fee' (opens the Key Fact Statement to acknowledge, then the payment card) only while the
 * server says the fee is due: never once it is paid, nor on an application rejected, withdrawn or found
 * ineligible in principle.
 */
export function ProcessingFeeAction({ loan }: { loan: LoanApplicationRow }) {
  const { i18n } = useLingui();
  if (!loan.processingFeeDue) return null;
  const loanLabel = i18n._(loan.loanTypeLabel);
  const id = loan.id;
  const feePercent = formatPercent(LOAN_LIMITS.processingFeePercent);
  // Once sanctioned, the fee is a share of the amount sanctioned.
  const amount = formatCurrency(loan.sanction?.amount ?? loan.amount);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="accent" size="sm">
          <CreditCard aria-hidden /> <Trans>Pay processing fee</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            <Trans>Pay processing fee</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {loanLabel} application #{id}: {feePercent} of {amount}.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <KfsAcknowledgement loanId={loan.id}>
          <PaymentCard paymentType="loan-processing-fee" itemId={loan.id} amount={loan.processingFee} className="shadow-none" />
        </KfsAcknowledgement>
      </DialogContent>
    </Dialog>
  );
}
