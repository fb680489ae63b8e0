import { CreditCard } from "lucide-react";
import { PaymentCard } from "@/components/payment/payment-card";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { SipInvestmentRow } from "../api/get-sip-investments";
import { SIP_PAYMENT_TOASTS } from "../lib/sip-toasts";


/** An active SIP whose first contribution is unpaid: pay it from the dashboard. */
export function FirstContributionAction({ sip }: { sip: SipInvestmentRow }) {
  if (sip.status !== "active" || sip.contributionsPaid > 0) return null;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="accent" size="sm">
          <CreditCard aria-hidden /> Pay first contribution
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pay first contribution</DialogTitle>
          <DialogDescription>
            {sip.planName}, SIP #{sip.id}. Paying it activates your SIP.
          </DialogDescription>
        </DialogHeader>
        <PaymentCard paymentType="sip-investment" itemId={sip.id} amount={sip.monthlyAmount} title="First Contribution" toasts={SIP_PAYMENT_TOASTS} className="shadow-none" />
      </DialogContent>
    </Dialog>
  );
}
