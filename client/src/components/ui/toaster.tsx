import { useLingui } from "@lingui/react/macro";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { useToast } from "./use-toast";

/** The key that moves focus to the toasts (Radix's hotkey), named in the region's label. */
const HOTKEY = "F8";

export function Toaster() {
  const { toasts, dismiss } = useToast();
  const { t } = useLingui();
  const hotkey = HOTKEY;
  // Radix's own labels are English: each toast is announced with `label`, the region named with the viewport's.
  return (
    <ToastProvider label={t`Notification`} duration={5000} swipeThreshold={50} swipeDirection="right">
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast key={id} variant={variant} duration={duration} open={open} onOpenChange={(o) => !o && dismiss(id)}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[HOTKEY]} label={t`Notifications (${hotkey})`} />
    </ToastProvider>
  );
}
