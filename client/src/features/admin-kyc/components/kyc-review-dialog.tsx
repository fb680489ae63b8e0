import { kycReviewSchema } from "@shared/schema/validation";
import { DecisionDialog } from "@/components/decision-dialog";
import type { AdminKycRow } from "../api/get-admin-kyc";
import { useReviewKyc } from "../api/review-kyc";

export type PendingKycReview = { doc: AdminKycRow; verificationStatus: "verified" | "rejected" };

/** Confirms a verification, or a rejection with the reason the customer will read. */
export function KycReviewDialog({ review, onClose }: { review: PendingKycReview | null; onClose: () => void }) {
  const decide = useReviewKyc();
  const rejecting = review?.verificationStatus === "rejected";
  return (
    <DecisionDialog
      schema={kycReviewSchema}
      decision={
        review
          ? {
              rejecting,
              title: `${rejecting ? "Reject" : "Verify"} ${review.doc.documentType}`,
              description: `${review.doc.customer.fullName} (${review.doc.customer.username}). ${
                rejecting
                  ? "The customer sees the reason on their dashboard and can upload again."
                  : "The customer's KYC reminder goes away once a document is verified."
              }`,
              verdict: { verificationStatus: review.verificationStatus },
              send: (body) => decide.mutateAsync({ id: review.doc.id, ...body }),
              done: {
                title: rejecting ? "Document rejected" : "Document verified",
                description: `${review.doc.customer.fullName}'s ${review.doc.documentType} is now ${review.verificationStatus}.`,
              },
            }
          : null
      }
      reasonField={{ id: "kyc-rejection-reason", rows: 3, placeholder: "e.g. The image is blurred; please upload a clear scan" }}
      pending={decide.isPending}
      onClose={onClose}
    />
  );
}
