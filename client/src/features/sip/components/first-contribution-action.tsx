import { Trans, useLingui } from "@lingui/react/macro";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { PaymentCard } from "@/components/payment/payment-card";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { SipInvestmentRow } from "../api/get-sip-investments";
import { useSipPaymentToasts } from "../lib/sip-toasts";

/** An active SIP whose first contribution is unpaid: pay it from the dashboard. */
export function FirstContributionAction({ sip }: { sip: SipInvestmentRow }) {
  const { t, i18n } = useLingui();
  const toasts = useSipPaymentToasts();
  const [open, setOpen] = useState(false);
  const due = sip.status === "active" && sip.contributionsPaid === 0;
  // Once paid, the list refreshes and the button goes; the dialog stays, showing its success, until closed.
  if (!due && !open) return null;
  const id = sip.id;
  const planName = i18n._(sip.planName);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {due && (
        <DialogTrigger asChild>
          <Button variant="accent" size="sm">
            <CreditCard aria-hidden />{" "}
            <Trans>
              Pay first contribution <span className="sr-only">for SIP #{id}</span>
            </Trans>
          </Button>
        </DialogTrigger>
      )}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Pay first contribution</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {planName}, SIP #{id}. Paying it activates your SIP.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <PaymentCard
          paymentType="sip-investment"
          itemId={sip.id}
          amount={sip.monthlyAmount}
          title={t`First Contribution`}
          toasts={toasts}
          className="shadow-none"
        />
      </DialogContent>
    </Dialog>
  );
}
