import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatCurrency } from "@/lib/format";
import type { SipInvestmentRow } from "../api/get-sip-investments";
import { useUpdateSipStatus } from "../api/update-sip-status";

export type SipStatusAction = { sip: SipInvestmentRow; status: "paused" | "active" | "cancelled" };

const COPY = {
  paused: {
    title: "Pause SIP",
    body: "No contributions are collected while it is paused. What you have invested stays invested, and you can resume at any time.",
    confirm: "Pause SIP",
    done: "SIP paused",
  },
  active: {
    title: "Resume SIP",
    body: "Contributions start again from the next due date.",
    confirm: "Resume SIP",
    done: "SIP resumed",
  },
  cancelled: {
    title: "Cancel SIP",
    body: "No further contributions are collected. This cannot be undone; to invest again you start a new SIP. Money already invested stays invested.",
    confirm: "Cancel SIP",
    done: "SIP cancelled",
  },
} as const;

/** Confirms a pause, resume or cancellation before it is sent. */
export function SipStatusDialog({ action, onClose }: { action: SipStatusAction | null; onClose: () => void }) {
  const update = useUpdateSipStatus();
  const copy = action ? COPY[action.status] : null;

  const confirm = () => {
    if (!action || !copy) return;
    update.mutate(
      { id: action.sip.id, status: action.status },
      {
        onSuccess: () => {
          toast({ title: copy.done, description: `${action.sip.planName} (SIP #${action.sip.id}) is now ${action.status}.` });
          onClose();
        },
        onError: (error) => toast({ title: "Update failed", description: errorMessage(error), variant: "destructive" }),
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
              <DialogTitle>
                {copy.title} #{action.sip.id}
              </DialogTitle>
              <DialogDescription>
                {action.sip.planName}, {formatCurrency(action.sip.monthlyAmount)} a month. {copy.body}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={update.isPending}>
                Keep as it is
              </Button>
              <Button variant={action.status === "cancelled" ? "destructive" : "default"} onClick={confirm} disabled={update.isPending}>
                {update.isPending ? "Updating..." : copy.confirm}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
