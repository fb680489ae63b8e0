import { BadgeCheck, CreditCard } from "lucide-react";
import { PaymentCard } from "@/components/payment/payment-card";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { formatCurrency } from "@/lib/format";
import type { LoanApplicationRow } from "../api/get-loan-applications";

/**
 * 'Pay processing fee' while it is unpaid (opens the payment card), 'Processing fee paid' afterwards;
 * nothing on a rejected application, where no fee is due.
 */
export function ProcessingFeeAction({ loan }: { loan: LoanApplicationRow }) {
  if (loan.status === "rejected" && !loan.processingFeePaid) return null;
  if (loan.processingFeePaid) {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
        <BadgeCheck className="size-4" aria-hidden /> Processing fee paid
      </p>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="accent" size="sm">
          <CreditCard aria-hidden /> Pay processing fee
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pay processing fee</DialogTitle>
          <DialogDescription>
            {loan.loanTypeLabel} application #{loan.id}: 0.5% of {formatCurrency(loan.amount)}.
          </DialogDescription>
        </DialogHeader>
        <PaymentCard paymentType="loan-processing-fee" itemId={loan.id} amount={loan.processingFee} className="shadow-none" />
      </DialogContent>
    </Dialog>
  );
}
