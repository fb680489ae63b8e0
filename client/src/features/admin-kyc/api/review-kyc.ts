import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { KycReview } from "@shared/schema";
import { api } from "@/lib/api-client";
import { adminKycQueryKey } from "./get-admin-kyc";

export function reviewKyc({ id, verificationStatus, rejectionReason }: KycReview & { id: number }) {
  const body = verificationStatus === "rejected" ? { verificationStatus, rejectionReason } : { verificationStatus };
  return api("PATCH /api/admin/kyc-documents/:id", { params: { id }, body });
}

export function useReviewKyc() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewKyc, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKycQueryKey }) });
}
