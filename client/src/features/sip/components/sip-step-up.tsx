import { Trans, useLingui } from "@lingui/react/macro";
import { TrendingUp } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatCurrency, formatPercent } from "@/lib/format";
import type { SipInvestmentRow } from "../api/get-sip-investments";
import { useSetSipStepUp } from "../api/set-sip-step-up";

/** A running SIP's yearly step-up: what it is, whether the autopay limit holds it back, and a dialog to change it. */
export function SipStepUp({ sip }: { sip: SipInvestmentRow }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = sip.id;
  const step = sip.stepUp;
  const percent = step?.percent != null ? formatPercent(step.percent) : "";
  const amount = step?.amount != null ? formatCurrency(step.amount) : "";
  const limit = sip.mandate ? formatCurrency(sip.mandate.maxAmount) : "";
  return (
    <div className="grid justify-items-start gap-2">
      {step && <p>{step.percent != null ? <Trans>Steps up {percent} every year</Trans> : <Trans>Steps up {amount} every year</Trans>}</p>}
      {sip.stepUpCapped && (
        <p className="text-amber-800 dark:text-amber-300">
          <Trans>The next step would pass your autopay limit of {limit} a debit: the SIP goes on at the current amount.</Trans>
        </p>
      )}
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <TrendingUp aria-hidden />{" "}
        <Trans>
          Step up yearly <span className="sr-only">SIP #{id}</span>
        </Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>{open && <StepUpForm sip={sip} onDone={() => setOpen(false)} title={t`Step up SIP #${id}`} />}</DialogContent>
      </Dialog>
    </div>
  );
}

function StepUpForm({ sip, onDone, title }: { sip: SipInvestmentRow; onDone: () => void; title: string }) {
  const { t } = useLingui();
  const save = useSetSipStepUp();
  const [by, setBy] = useState<"percent" | "amount">(sip.stepUp?.amount != null ? "amount" : "percent");
  const [value, setValue] = useState(String(sip.stepUp?.percent ?? sip.stepUp?.amount ?? 10));
  const inputId = useId();
  const limit = sip.mandate ? formatCurrency(sip.mandate.maxAmount) : "";
  const send = (body: { percent?: number; amount?: number }) =>
    save.mutate(
      { id: sip.id, ...body },
      {
        onSuccess: () => {
          toast({ title: t`Step-up saved`, description: t`It applies from the instalments made from now on.` });
          onDone();
        },
        onError: (error) => toast({ title: t`Step-up not saved`, description: errorMessage(error), variant: "destructive" }),
      },
    );
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          <Trans>
            Every twelve instalments the amount rises by a percent or a fixed amount, up to your autopay limit of {limit} a debit.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Step up by</Trans>
        </legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="step-up-by" checked={by === "percent"} onChange={() => setBy("percent")} />
          <Trans>A percent of the amount (1% to 50%)</Trans>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="step-up-by" checked={by === "amount"} onChange={() => setBy("amount")} />
          <Trans>A fixed amount (₹100 to ₹50,000)</Trans>
        </label>
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>{by === "percent" ? t`Percent a year` : t`Rupees a year`}</Label>
        <Input id={inputId} type="number" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {sip.stepUp && (
          <Button variant="outline" onClick={() => send({})} disabled={save.isPending}>
            <Trans>Remove step-up</Trans>
          </Button>
        )}
        <Button onClick={() => send(by === "percent" ? { percent: Number(value) } : { amount: Number(value) })} disabled={save.isPending}>
          <Trans>Save step-up</Trans>
        </Button>
      </div>
    </>
  );
}
