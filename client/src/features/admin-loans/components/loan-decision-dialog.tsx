import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatCurrency } from "@/lib/format";
import { useDecideLoan } from "../api/decide-loan";
import type { AdminLoanRow } from "../api/get-admin-loans";

export type PendingDecision = { loan: AdminLoanRow; status: "approved" | "rejected" };

/** Confirms an approval or a rejection; a rejection needs a reason the customer will read. */
export function LoanDecisionDialog({ decision, onClose }: { decision: PendingDecision | null; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const decide = useDecideLoan();
  const rejecting = decision?.status === "rejected";

  const close = () => {
    setReason("");
    onClose();
  };

  const confirm = () => {
    if (!decision) return;
    decide.mutate(
      { id: decision.loan.id, status: decision.status, rejectionReason: rejecting ? reason.trim() : undefined },
      {
        onSuccess: () => {
          toast({
            title: rejecting ? "Application rejected" : "Application approved",
            description: `Application #${decision.loan.id} is now ${decision.status}.`,
          });
          close();
        },
        onError: (error) => toast({ title: "Update failed", description: errorMessage(error), variant: "destructive" }),
      },
    );
  };

  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && !decide.isPending && close()}>
      <DialogContent>
        {decision && (
          <>
            <DialogHeader>
              <DialogTitle>
                {rejecting ? "Reject application" : "Approve application"} #{decision.loan.id}
              </DialogTitle>
              <DialogDescription>
                {decision.loan.applicant.fullName}'s {decision.loan.loanTypeLabel} of {formatCurrency(decision.loan.amount)} for{" "}
                {decision.loan.tenure} months.
                {rejecting ? " The customer sees the reason on their dashboard." : " The customer sees the new status on their dashboard."}
              </DialogDescription>
            </DialogHeader>
            {rejecting && (
              <div className="grid gap-2">
                <Label htmlFor="rejection-reason">Rejection Reason</Label>
                <Textarea
                  id="rejection-reason"
                  rows={4}
                  maxLength={500}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  placeholder="e.g. Income documents do not support the requested amount"
                />
              </div>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={decide.isPending}>
                Cancel
              </Button>
              <Button
                variant={rejecting ? "destructive" : "default"}
                onClick={confirm}
                disabled={decide.isPending || (rejecting && reason.trim() === "")}
              >
                {decide.isPending ? "Updating..." : "Confirm"}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
