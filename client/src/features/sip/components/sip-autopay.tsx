import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, Repeat, SkipForward } from "lucide-react";
import { useState } from "react";
import { SIP_MANDATE } from "@shared/catalog/sip-plans";
import type { PaymentCreationJson } from "@shared/contracts/payments";
import { openRazorpayCheckout } from "@/components/payment/razorpay-checkout";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatCurrency, formatDate } from "@/lib/format";
import { useConfirmSipMandate } from "../api/confirm-sip-mandate";
import type { SipInvestmentRow } from "../api/get-sip-investments";
import { useSetUpSipMandate } from "../api/set-up-sip-mandate";
import { useSkipSipInstalment } from "../api/skip-sip-instalment";
import { SipStepUp } from "./sip-step-up";

/**
 * A SIP's autopay: set it up after the first contribution (UPI AutoPay or e-NACH), then the next debit and
 * a way to skip it; failed debits in a row and a cancellation under way are said plainly.
 */
export function SipAutopay({ sip }: { sip: SipInvestmentRow }) {
  const { t } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const skip = useSkipSipInstalment();
  const id = sip.id;
  const mandate = sip.mandate;
  const running = sip.status === "active" && !sip.cancelEffectiveOn;
  const misses = sip.missedInRow;
  const kindName = mandate?.kind === "enach" ? t`e-NACH` : t`UPI AutoPay`;
  const max = mandate ? formatCurrency(mandate.maxAmount) : "";
  const nextDate = sip.nextDebit ? formatDate(sip.nextDebit.date) : "";
  const nextAmount = sip.nextDebit ? formatCurrency(sip.nextDebit.amount) : "";
  const cancelOn = sip.cancelEffectiveOn ? formatDate(sip.cancelEffectiveOn) : "";

  const skipNext = () =>
    skip.mutate(id, {
      onSuccess: () => toast({ title: t`Instalment skipped`, description: t`The next instalment of SIP #${id} will not be debited.` }),
      onError: (error) => toast({ title: t`Could not skip`, description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      {mandate?.status === "active" ? (
        <p className="flex items-center gap-2">
          <Repeat aria-hidden className="size-4 text-emerald-700 dark:text-emerald-400" />
          <span>
            <Trans>
              Autopay: {kindName}, up to {max} a debit
            </Trans>
          </span>
        </p>
      ) : mandate?.status === "pending" ? (
        <p>
          <Trans>Autopay is waiting for your bank's confirmation.</Trans>
        </p>
      ) : (
        sip.status === "active" &&
        sip.contributionsPaid > 0 &&
        !sip.cancelEffectiveOn && (
          <p className="text-muted-foreground">
            <Trans>Set up autopay so each month's instalment is debited on its date, with a notice a day before.</Trans>
          </p>
        )
      )}
      {sip.nextDebit && running && (
        <p>
          <Trans>
            Next debit: {nextAmount} on {nextDate}
          </Trans>
        </p>
      )}
      {misses > 0 && sip.status === "active" && (
        <p className="flex items-start gap-2 text-amber-800 dark:text-amber-300">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <Trans>Debits failed in a row: {misses}. Three in a row cancel the SIP; keep the amount in your account.</Trans>
          </span>
        </p>
      )}
      {cancelOn && sip.status === "active" && (
        <p className="text-amber-800 dark:text-amber-300">
          <Trans>Cancellation takes effect on {cancelOn}. A debit due before then still goes through.</Trans>
        </p>
      )}
      {mandate?.status === "active" && running && <SipStepUp sip={sip} />}
      <div className="flex flex-wrap gap-2">
        {(!mandate || mandate.status !== "active") && sip.status === "active" && sip.contributionsPaid > 0 && !sip.cancelEffectiveOn && (
          <Button size="sm" onClick={() => setChoosing(true)}>
            <Repeat aria-hidden />{" "}
            <Trans>
              Set up autopay <span className="sr-only">for SIP #{id}</span>
            </Trans>
          </Button>
        )}
        {mandate?.status === "active" && running && (
          <Button size="sm" variant="outline" onClick={skipNext} disabled={skip.isPending}>
            <SkipForward aria-hidden />{" "}
            <Trans>
              Skip next instalment <span className="sr-only">of SIP #{id}</span>
            </Trans>
          </Button>
        )}
      </div>
      <MandateDialog sip={sip} open={choosing} onClose={() => setChoosing(false)} />
    </div>
  );
}

function MandateDialog({ sip, open, onClose }: { sip: SipInvestmentRow; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const setUp = useSetUpSipMandate();
  const confirm = useConfirmSipMandate();
  const upiAllowed = sip.monthlyAmount <= SIP_MANDATE.upiLimit;
  const [kind, setKind] = useState<"upi" | "enach">(upiAllowed ? "upi" : "enach");
  const id = sip.id;
  const amount = formatCurrency(sip.monthlyAmount);
  const upiLimit = formatCurrency(SIP_MANDATE.upiLimit);
  const busy = setUp.isPending || confirm.isPending;

  const submit = () =>
    setUp.mutate(
      { id, kind },
      {
        onSuccess: ({ checkout }) => {
          const done = () => {
            toast({ title: t`Autopay set up`, description: t`Each instalment of SIP #${id} is now debited on its date.` });
            onClose();
          };
          if (!checkout) return done();
          // With Razorpay keys: the customer authorises the mandate in Razorpay's checkout, and the server checks the answer.
          void openRazorpayCheckout(
            {
              key: checkout.keyId,
              order_id: checkout.orderId,
              customer_id: checkout.customerId,
              recurring: "1",
              amount: Math.round(checkout.amount * 100),
              currency: "INR",
              name: "GharSetu",
              description: `SIP #${id} autopay`,
            } as unknown as PaymentCreationJson["razorpay"],
            i18n,
          )
            .then((outcome) => {
              if (outcome.kind === "paid") return confirm.mutateAsync({ id, ...outcome.answer }).then(done);
              if (outcome.kind === "failed") toast({ title: t`Autopay not set up`, description: outcome.reason, variant: "destructive" });
            })
            .catch((error: unknown) => toast({ title: t`Autopay not set up`, description: errorMessage(error), variant: "destructive" }));
        },
        onError: (error) => toast({ title: t`Autopay not set up`, description: errorMessage(error), variant: "destructive" }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Set up autopay for SIP #{id}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {amount} is debited each month on the SIP date (the next working day when it falls on a holiday). We tell you a day before
              each debit, and you can skip, pause or cancel from your dashboard.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">
            <Trans>How should we debit it?</Trans>
          </legend>
          <label className="flex items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:disabled]:opacity-60">
            <input
              type="radio"
              name={`mandate-kind-${id}`}
              value="upi"
              checked={kind === "upi"}
              disabled={!upiAllowed}
              onChange={() => setKind("upi")}
              className="mt-1"
            />
            <span>
              <span className="font-medium">{t`UPI AutoPay`}</span>
              <span className="block text-xs text-muted-foreground">
                <Trans>Approve once in your UPI app. For debits up to {upiLimit}.</Trans>
              </span>
            </span>
          </label>
          <label className="flex items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary">
            <input
              type="radio"
              name={`mandate-kind-${id}`}
              value="enach"
              checked={kind === "enach"}
              onChange={() => setKind("enach")}
              className="mt-1"
            />
            <span>
              <span className="font-medium">{t`e-NACH`}</span>
              <span className="block text-xs text-muted-foreground">
                <Trans>Approve once with net banking or your debit card. For any amount.</Trans>
              </span>
            </span>
          </label>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            <Trans>Not now</Trans>
          </Button>
          <Button onClick={submit} disabled={busy}>
            <Trans>Set up autopay</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
