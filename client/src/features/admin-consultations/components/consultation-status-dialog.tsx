import { useState } from "react";
import { consultationStart } from "@shared/catalog/consultations";
import { STAFF_CONSULTATION_STATUSES } from "@shared/schema/validation";
import { DialogActions } from "@/components/dialog-actions";
import { StatusBadge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { AdminConsultationRow } from "../api/get-admin-consultations";
import { useUpdateAdminConsultation } from "../api/update-admin-consultation";

type Status = (typeof STAFF_CONSULTATION_STATUSES)[number];

/** Any status but the current one (scheduled confirms a pending booking), confirmed in a dialog, with the adviser's optional summary. */
function StatusForm({ consultation, onClose }: { consultation: AdminConsultationRow; onClose: () => void }) {
  // Read once when the dialog opens: a render must not read the clock. A session is completed only once begun.
  const [now] = useState(() => Date.now());
  const start = consultation.startsAt ? Date.parse(consultation.startsAt) : consultationStart(consultation.preferredDate, null).getTime();
  const notStarted = start > now;
  const choices = STAFF_CONSULTATION_STATUSES.filter((s) => s !== consultation.status.toLowerCase());
  const [status, setStatus] = useState<Status>(choices.find((s) => !(s === "completed" && notStarted)) ?? choices[0]);
  const [summary, setSummary] = useState(consultation.summary ?? "");
  const update = useUpdateAdminConsultation();

  const confirm = () => {
    const changedSummary = summary.trim() !== (consultation.summary ?? "");
    update.mutate(
      { id: consultation.id, status, ...(changedSummary ? { summary: summary.trim() } : {}) },
      {
        onSuccess: () => {
          toast({ title: "Consultation updated", description: `Consultation #${consultation.id} is now ${status}.` });
          onClose();
        },
        onError: (error) => toast({ title: "Update failed", description: errorMessage(error), variant: "destructive" }),
      },
    );
  };

  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">New status</legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((s) => (
            <label
              key={s}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring has-disabled:cursor-not-allowed has-disabled:opacity-60",
                status === s && "border-primary bg-secondary",
              )}
            >
              <input
                type="radio"
                name={`status-${consultation.id}`}
                value={s}
                checked={status === s}
                disabled={s === "completed" && notStarted}
                onChange={() => setStatus(s)}
                className="accent-primary"
              />
              <span className="capitalize">{s}</span>
            </label>
          ))}
        </div>
        {notStarted && choices.includes("completed") && (
          <p className="text-xs text-muted-foreground">Completed can be chosen once the session has started.</p>
        )}
        {consultation.status === "pending" && (
          <p className="text-xs text-muted-foreground">Scheduled confirms the booking for the customer (as their ₹0 step does).</p>
        )}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`summary-${consultation.id}`}>Adviser's summary (optional)</Label>
        <Textarea
          id={`summary-${consultation.id}`}
          rows={5}
          maxLength={2000}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
          aria-describedby={`summary-${consultation.id}-hint`}
          placeholder="e.g. Compared offers from three lenders; next step is to upload salary slips."
        />
        <p id={`summary-${consultation.id}-hint`} className="text-xs text-muted-foreground">
          The customer reads this on their dashboard under View Summary.
        </p>
      </div>
      <DialogActions onCancel={onClose} onConfirm={confirm} pending={update.isPending} />
    </>
  );
}

export function ConsultationStatusDialog({ consultation, onClose }: { consultation: AdminConsultationRow | null; onClose: () => void }) {
  return (
    <Dialog open={consultation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {consultation && (
          <>
            <DialogHeader>
              <DialogTitle>Change status of consultation #{consultation.id}</DialogTitle>
              <DialogDescription>
                {consultation.name || consultation.customer.fullName}: {consultation.topic} on {formatDate(consultation.preferredDate)}
                {consultation.preferredTime ? `, ${consultation.preferredTime}` : ""}.
              </DialogDescription>
            </DialogHeader>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              Current status <StatusBadge status={consultation.status} />
            </p>
            <StatusForm key={consultation.id} consultation={consultation} onClose={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
