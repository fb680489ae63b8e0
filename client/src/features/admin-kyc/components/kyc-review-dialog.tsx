import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import type { AdminKycRow } from "../api/get-admin-kyc";
import { useReviewKyc } from "../api/review-kyc";

export type PendingKycReview = { doc: AdminKycRow; verificationStatus: "verified" | "rejected" };

/** Confirms a verification, or a rejection with the reason the customer will read. */
export function KycReviewDialog({ review, onClose }: { review: PendingKycReview | null; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const decide = useReviewKyc();
  const rejecting = review?.verificationStatus === "rejected";

  const close = () => {
    setReason("");
    onClose();
  };

  const confirm = () => {
    if (!review) return;
    decide.mutate(
      { id: review.doc.id, verificationStatus: review.verificationStatus, rejectionReason: rejecting ? reason.trim() : undefined },
      {
        onSuccess: () => {
          toast({
            title: rejecting ? "Document rejected" : "Document verified",
            description: `${review.doc.customer.fullName}'s ${review.doc.documentType} is now ${review.verificationStatus}.`,
          });
          close();
        },
        onError: (error) => toast({ title: "Update failed", description: errorMessage(error), variant: "destructive" }),
      },
    );
  };

  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && !decide.isPending && close()}>
      <DialogContent>
        {review && (
          <>
            <DialogHeader>
              <DialogTitle>
                {rejecting ? "Reject" : "Verify"} {review.doc.documentType}
              </DialogTitle>
              <DialogDescription>
                {review.doc.customer.fullName} ({review.doc.customer.username}).{" "}
                {rejecting
                  ? "The customer sees the reason on their dashboard and can upload again."
                  : "The customer's KYC reminder goes away once a document is verified."}
              </DialogDescription>
            </DialogHeader>
            {rejecting && (
              <div className="grid gap-2">
                <Label htmlFor="kyc-rejection-reason">Rejection Reason</Label>
                <Textarea
                  id="kyc-rejection-reason"
                  rows={3}
                  maxLength={500}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  placeholder="e.g. The image is blurred; please upload a clear scan"
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
