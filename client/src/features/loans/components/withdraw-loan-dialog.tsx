import { Trans, useLingui } from "@lingui/react/macro";
import { XCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { DialogActions } from "@/components/dialog-actions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { useWithdrawLoanApplication } from "../api/withdraw-loan-application";
import { WithdrawalTerms } from "./withdrawal-terms";

const REASON_MAX = 500;

/** The owner withdraws an application before the money is paid out: confirmed in a dialog, a reason optional. */
export function WithdrawLoanDialog({ id }: { id: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const withdraw = useWithdrawLoanApplication();
  const error = withdraw.error ? errorMessage(withdraw.error) : undefined;

  const close = (next: boolean) => {
    if (withdraw.isPending) return;
    setOpen(next);
    if (!next) {
      setReason("");
      withdraw.reset();
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = reason.trim();
    withdraw.mutate(
      { id, ...(trimmed ? { reason: trimmed } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t`Application withdrawn`, description: t`We have stopped work on application #${id}.` });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-fit">
          <XCircle aria-hidden /> <Trans>Withdraw application</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Withdraw application #{id}?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>We stop work on it and it cannot be taken up again. You can apply again at any time.</Trans>
          </DialogDescription>
          <div className="grid gap-1 text-sm text-muted-foreground">
            <WithdrawalTerms loanId={id} fresh />
          </div>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field id="withdraw-reason" label={t`Reason (optional)`} error={error}>
            <Textarea
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t`For example: I have taken a loan elsewhere`}
              {...fieldAria("withdraw-reason", error)}
            />
          </Field>
          <DialogActions
            onCancel={() => close(false)}
            pending={withdraw.isPending}
            variant="destructive"
            confirmLabel={t`Withdraw application`}
            pendingLabel={t`Withdrawing...`}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
