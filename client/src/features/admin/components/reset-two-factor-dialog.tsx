import { Loader2, ShieldOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import type { UserRow } from "../api/get-users";
import { useResetUserTwoFactor } from "../api/reset-user-two-factor";

type ResetTwoFactorDialogProps = { user: UserRow | null; onClose: () => void };

/** Confirms taking a staff member's two-factor sign-in away, for when they have lost their phone and codes. */
export function ResetTwoFactorDialog({ user, onClose }: ResetTwoFactorDialogProps) {
  const reset = useResetUserTwoFactor();
  const confirm = () => {
    if (!user) return;
    reset.mutate(user.id, {
      onSuccess: (res) => {
        toast({ title: "Two-factor sign-in reset", description: res.message });
        onClose();
      },
      onError: (error) => toast({ title: "Two-factor sign-in not reset", description: errorMessage(error), variant: "destructive" }),
    });
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !reset.isPending && onClose()}>
      <DialogContent role="alertdialog">
        {user && (
          <>
            <DialogHeader>
              <DialogTitle>Reset two-factor sign-in?</DialogTitle>
              <DialogDescription>
                The authenticator app and recovery codes of {user.fullName} (@{user.username}) stop working, and they set up two-factor
                sign-in again with their new phone. Do this only once you are sure the request is really from them.
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={reset.isPending}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={confirm} disabled={reset.isPending}>
                {reset.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ShieldOff aria-hidden />}
                {reset.isPending ? "Resetting..." : "Reset two-factor"}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
