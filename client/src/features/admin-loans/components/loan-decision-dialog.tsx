import { loanDecisionSchema } from "@shared/schema/validation";
import { DecisionDialog } from "@/components/decision-dialog";
import { formatCurrency } from "@/lib/format";
import { useDecideLoan } from "../api/decide-loan";
import type { AdminLoanRow } from "../api/get-admin-loans";

export type PendingDecision = { loan: AdminLoanRow; status: "approved" | "rejected" };

/** Confirms an approval or a rejection; a rejection needs a reason the customer will read. */
export function LoanDecisionDialog({ decision, onClose }: { decision: PendingDecision | null; onClose: () => void }) {
  const decide = useDecideLoan();
  const rejecting = decision?.status === "rejected";
  return (
    <DecisionDialog
      schema={loanDecisionSchema}
      decision={
        decision
          ? {
              rejecting,
              title: `${rejecting ? "Reject application" : "Approve application"} #${decision.loan.id}`,
              description: (
                <>
                  {decision.loan.applicant.fullName}'s {decision.loan.loanTypeLabel} of {formatCurrency(decision.loan.amount)} for{" "}
                  {decision.loan.tenure} months.
                  {rejecting
                    ? " The customer sees the reason on their dashboard."
                    : " The customer sees the new status on their dashboard."}
                </>
              ),
              verdict: { status: decision.status },
              send: (body) => decide.mutateAsync({ id: decision.loan.id, ...body }),
              done: {
                title: rejecting ? "Application rejected" : "Application approved",
                description: `Application #${decision.loan.id} is now ${decision.status}.`,
              },
            }
          : null
      }
      reasonField={{ id: "rejection-reason", rows: 4, placeholder: "e.g. Income documents do not support the requested amount" }}
      pending={decide.isPending}
      onClose={onClose}
    />
  );
}
