import { CreditCard } from "lucide-react";
import { useState } from "react";
import { PaymentCard } from "@/components/payment/payment-card";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { SipInvestmentRow } from "../api/get-sip-investments";
import { SIP_PAYMENT_TOASTS } from "../lib/sip-toasts";

/** An active SIP whose first contribution is unpaid: pay it from the dashboard. */
export function FirstContributionAction({ sip }: { sip: SipInvestmentRow }) {
  const [open, setOpen] = useState(false);
  const due = sip.status === "active" && sip.contributionsPaid === 0;
  // Once paid, the list refreshes and the button goes; the dialog stays, showing its success, until closed.
  if (!due && !open) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {due && (
        <DialogTrigger asChild>
          <Button variant="accent" size="sm">
            <CreditCard aria-hidden /> Pay first contribution <span className="sr-only">for SIP #{sip.id}</span>
          </Button>
        </DialogTrigger>
      )}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pay first contribution</DialogTitle>
          <DialogDescription>
            {sip.planName}, SIP #{sip.id}. Paying it activates your SIP.
          </DialogDescription>
        </DialogHeader>
        <PaymentCard
          paymentType="sip-investment"
          itemId={sip.id}
          amount={sip.monthlyAmount}
          title="First Contribution"
          toasts={SIP_PAYMENT_TOASTS}
          className="shadow-none"
        />
      </DialogContent>
    </Dialog>
  );
}
