import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

type DialogActionsProps = {
  onCancel: () => void;
  /** While the change is on its way: both buttons wait, the confirming one says `pendingLabel`. */
  pending: boolean;
  confirmLabel?: string;
  pendingLabel?: string;
  /** Called on a press; without it the button submits the dialog's form. */
  onConfirm?: () => void;
  disabled?: boolean;
  variant?: "default" | "destructive";
  /** A spinner beside `pendingLabel`, for a change that takes a moment (one that sends an e-mail). */
  spinner?: boolean;
};

/** A staff dialog's Cancel and confirm buttons, stacked on a phone with the confirming one on top. */
export function DialogActions({
  onCancel,
  pending,
  confirmLabel,
  pendingLabel,
  onConfirm,
  disabled,
  variant = "default",
  spinner,
}: DialogActionsProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type={onConfirm ? "button" : "submit"} variant={variant} onClick={onConfirm} disabled={pending || disabled}>
        {spinner && pending && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? (pendingLabel ?? t`Updating...`) : (confirmLabel ?? t`Confirm`)}
      </Button>
    </div>
  );
}
