import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import type { ZodType } from "zod";
import { DialogActions } from "@/components/dialog-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";

/** One approval or rejection waiting to be confirmed. */
export type Decision<TBody> = {
  /** A rejection asks for the reason the customer will read. */
  rejecting: boolean;
  title: ReactNode;
  description: ReactNode;
  /** The body's other fields (e.g. `{ status: "approved" }`), checked by the schema with the reason. */
  verdict: FieldValues;
  /** Sends the checked body. */
  send: (body: TBody) => Promise<unknown>;
  /** The toast once it is saved. */
  done: { title: string; description: string };
};

type DecisionDialogProps<TBody> = {
  /** The decision to confirm; null while the dialog is closed. */
  decision: Decision<TBody> | null;
  /** The route's shared body schema: a reason the API would refuse is refused here, before anything is sent. */
  schema: ZodType<TBody, FieldValues>;
  reasonField: { id: string; rows: number; placeholder: string };
  pending: boolean;
  onClose: () => void;
};

const REASON_MAX = 500;

function DecisionForm<TBody>({
  decision,
  schema,
  reasonField,
  pending,
  onClose,
}: DecisionDialogProps<TBody> & { decision: Decision<TBody> }) {
  const { t } = useLingui();
  const form = useForm<FieldValues, unknown, TBody>({
    resolver: zodResolver<FieldValues, unknown, TBody>(schema),
    defaultValues: { ...decision.verdict, rejectionReason: "" },
  });
  const message = form.formState.errors.rejectionReason?.message;
  const error = typeof message === "string" ? message : undefined;
  const reason = String(form.watch("rejectionReason") ?? "");

  const onSubmit = form.handleSubmit((body) =>
    decision.send(body).then(
      () => {
        toast(decision.done);
        onClose();
      },
      (e: unknown) => toast({ title: t`Update failed`, description: errorMessage(e), variant: "destructive" }),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {decision.rejecting && (
        <Field id={reasonField.id} label={t`Rejection Reason`} error={error}>
          <Textarea
            rows={reasonField.rows}
            maxLength={REASON_MAX}
            placeholder={reasonField.placeholder}
            {...fieldAria(reasonField.id, error)}
            {...form.register("rejectionReason")}
          />
        </Field>
      )}
      <DialogActions
        onCancel={onClose}
        pending={pending}
        variant={decision.rejecting ? "destructive" : "default"}
        disabled={decision.rejecting && reason.trim() === ""}
      />
    </form>
  );
}

/**
 * Confirms an approval (a loan application) or a verification (a KYC document), or a rejection with
 * the reason the customer will read; the form is checked with the route's shared schema.
 */
export function DecisionDialog<TBody>(props: DecisionDialogProps<TBody>) {
  const { decision, pending, onClose } = props;
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        {decision && (
          <>
            <DialogHeader>
              <DialogTitle>{decision.title}</DialogTitle>
              <DialogDescription>{decision.description}</DialogDescription>
            </DialogHeader>
            <DecisionForm {...props} decision={decision} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
