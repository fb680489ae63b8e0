import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useState } from "react";
import { SIP_MANDATE } from "@shared/catalog/sip-plans";
import { SIP_CANCEL_REASONS, type SipCancelReason } from "@shared/schema/sip";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatCurrency } from "@/lib/format";
import type { SipInvestmentRow } from "../api/get-sip-investments";
import { useUpdateSipStatus } from "../api/update-sip-status";

const CANCEL_REASONS: Record<SipCancelReason, MessageDescriptor> = {
  "need-money": msg`I need the money for something else`,
  "returns-low": msg`The returns are lower than I hoped`,
  "switching-fund": msg`I am moving to another fund`,
  "financial-difficulty": msg`I cannot afford the instalments now`,
  other: msg`Another reason`,
};

export type SipStatusAction = { sip: SipInvestmentRow; status: "paused" | "active" | "cancelled" };

const COPY = {
  paused: {
    body: msg`No contributions are collected while it is paused, for one to three months; it runs again by itself after that. What you have invested stays invested, and you can resume at any time.`,
    confirm: msg`Pause SIP`,
    done: msg`SIP paused`,
  },
  active: {
    body: msg`Contributions start again from the next due date.`,
    confirm: msg`Resume SIP`,
    done: msg`SIP resumed`,
  },
  cancelled: {
    body: msg`No further contributions are collected. This cannot be undone; to invest again you start a new SIP. Money already invested stays invested. With autopay on, it takes effect two working days from today: a debit due before then still goes through.`,
    confirm: msg`Cancel SIP`,
    done: msg`SIP cancelled`,
  },
} as const;

/** Confirms a pause, resume or cancellation before it is sent. */
export function SipStatusDialog({ action, onClose }: { action: SipStatusAction | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdateSipStatus();
  const [months, setMonths] = useState(1);
  const [reason, setReason] = useState<SipCancelReason | "">("");
  const copy = action ? COPY[action.status] : null;
  const id = action?.sip.id;
  const planName = action ? i18n._(action.sip.planName) : "";
  const amount = action ? formatCurrency(action.sip.monthlyAmount) : "";

  /** The dialog's title and the toast's sentence, each whole in its own message. */
  const title = (status: SipStatusAction["status"]) =>
    ({ paused: t`Pause SIP #${id}`, active: t`Resume SIP #${id}`, cancelled: t`Cancel SIP #${id}` })[status];
  const done = (status: SipStatusAction["status"]) =>
    ({
      paused: t`${planName} (SIP #${id}) is now paused.`,
      active: t`${planName} (SIP #${id}) is now active.`,
      cancelled: t`${planName} (SIP #${id}) is cancelled, or will be once its notice period ends.`,
    })[status];

  const confirm = () => {
    if (!action || !copy) return;
    update.mutate(
      {
        id: action.sip.id,
        status: action.status,
        ...(action.status === "paused" ? { months } : {}),
        ...(action.status === "cancelled" ? { reason: reason || "other" } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: t(copy.done), description: done(action.status) });
          onClose();
        },
        onError: (error) => toast({ title: t`Update failed`, description: errorMessage(error), variant: "destructive" }),
      },
    );
  };

  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          // The button that opened the dialog may be gone (a cancelled SIP has no actions): go back to the SIP itself.
          const heading = action && document.getElementById(`sip-${action.sip.id}-title`);
          if (heading) {
            e.preventDefault();
            heading.focus();
          }
        }}
      >
        {action && copy && (
          <>
            <DialogHeader>
              <DialogTitle>{title(action.status)}</DialogTitle>
              <DialogDescription>
                <Trans>
                  {planName}, {amount} a month.
                </Trans>{" "}
                {t(copy.body)}
              </DialogDescription>
            </DialogHeader>
            {action.status === "paused" && (
              <div className="grid gap-1.5">
                <Label htmlFor="sip-pause-months">
                  <Trans>Pause for</Trans>
                </Label>
                <NativeSelect id="sip-pause-months" value={months} onChange={(e) => setMonths(Number(e.target.value))}>
                  {SIP_MANDATE.pauseMonths.map((m) => (
                    <option key={m} value={m}>
                      {t`${plural(m, { one: "# month", other: "# months" })}`}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            {action.status === "cancelled" && (
              <div className="grid gap-1.5">
                <Label htmlFor="sip-cancel-reason">
                  <Trans>Why are you cancelling?</Trans>
                </Label>
                <NativeSelect id="sip-cancel-reason" value={reason} onChange={(e) => setReason(e.target.value as SipCancelReason | "")}>
                  <option value="">{t`Choose a reason`}</option>
                  {SIP_CANCEL_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t(CANCEL_REASONS[r])}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={update.isPending}>
                <Trans>Keep as it is</Trans>
              </Button>
              <Button variant={action.status === "cancelled" ? "destructive" : "default"} onClick={confirm} disabled={update.isPending}>
                {update.isPending ? t`Updating...` : t(copy.confirm)}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
