import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { grievanceCategoryLabel, GRIEVANCE_LIMITS } from "@shared/catalog/grievances";
import {
  GRIEVANCE_STATUSES,
  GRIEVANCE_STATUS_LABELS,
  grievanceUpdateSchema,
  type GrievanceStatus,
  type GrievanceUpdate,
} from "@shared/schema/validation";
import { DialogActions } from "@/components/dialog-actions";
import { GrievanceDue, GrievanceStatusBadge } from "@/components/grievance-status";
import { Detail } from "@/components/list-states";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { applyServerIssues } from "@/lib/form-issues";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { AdminGrievanceRow } from "../api/get-admin-grievances";
import { useUpdateAdminGrievance } from "../api/update-admin-grievance";

type FormValues = { status: GrievanceStatus; response: string };
const resolver = zodResolver(grievanceUpdateSchema) as unknown as Resolver<FormValues, unknown, GrievanceUpdate>;

/** The step staff usually take next: pick it up, then resolve it. */
const NEXT: Record<GrievanceStatus, GrievanceStatus> = { open: "in_progress", in_progress: "resolved", resolved: "resolved" };

function ResponseForm({ grievance, onClose }: { grievance: AdminGrievanceRow; onClose: () => void }) {
  const update = useUpdateAdminGrievance();
  const form = useForm<FormValues, unknown, GrievanceUpdate>({
    resolver,
    defaultValues: { status: NEXT[grievance.status], response: grievance.response ?? "" },
  });
  const { errors } = form.formState;
  const status = form.watch("status");
  const id = `grievance-${grievance.id}`;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: grievance.id, ...values },
      {
        onSuccess: (saved) => {
          toast({
            title: "Complaint updated",
            description: `${saved.reference} is now ${GRIEVANCE_STATUS_LABELS[saved.status].toLowerCase()}. The customer has been told.`,
          });
          onClose();
        },
        onError: (error) => {
          applyServerIssues(error, ["status", "response"], form.setError);
          toast({ title: "Update failed", description: errorMessage(error), variant: "destructive" });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Status</legend>
        <div className="flex flex-wrap gap-2">
          {GRIEVANCE_STATUSES.map((s) => (
            <label
              key={s}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring",
                status === s && "border-primary bg-secondary",
              )}
            >
              <input type="radio" value={s} {...form.register("status")} className="accent-primary" />
              {GRIEVANCE_STATUS_LABELS[s]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id={`${id}-response`}
        label={status === "resolved" ? "Response to the customer" : "Response to the customer (optional)"}
        error={errors.response?.message}
        hint="The customer reads this on the Grievance Redressal page and by e-mail."
      >
        <Textarea
          rows={6}
          maxLength={GRIEVANCE_LIMITS.responseMax}
          placeholder="e.g. We have refunded the second debit of ₹2,500; it reaches your account in 5 to 7 working days."
          {...fieldAria(`${id}-response`, errors.response?.message, true)}
          {...form.register("response")}
        />
      </Field>
      <DialogActions
        onCancel={onClose}
        pending={update.isPending}
        confirmLabel="Save and notify customer"
        pendingLabel="Saving..."
        spinner
      />
    </form>
  );
}

/** A complaint in full, and the form to answer it or change its status. */
export function GrievanceResponseDialog({ grievance: g, onClose }: { grievance: AdminGrievanceRow | null; onClose: () => void }) {
  return (
    <Dialog open={g !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {g && (
          <>
            <DialogHeader>
              <DialogTitle>Respond to complaint {g.reference}</DialogTitle>
              <DialogDescription>
                {g.customer.fullName} (@{g.customer.username}, {g.customer.email})
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
              <Detail label="Category">{grievanceCategoryLabel(g.category)}</Detail>
              <Detail label="Filed">{formatDate(g.createdAt)}</Detail>
              <Detail label="Status">
                <GrievanceStatusBadge status={g.status} />
              </Detail>
              <Detail label="Due">
                <GrievanceDue status={g.status} dueDate={g.dueDate} resolvedAt={g.resolvedAt} className="text-sm" />
              </Detail>
            </dl>
            <section className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm" aria-label="The complaint">
              <p className="break-words font-semibold">{g.subject}</p>
              {g.relatedId && <p className="text-xs text-muted-foreground">About: {g.relatedId}</p>}
              <p className="whitespace-pre-line break-words">{g.description}</p>
            </section>
            <ResponseForm key={g.id} grievance={g} onClose={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
