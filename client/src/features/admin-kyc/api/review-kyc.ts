import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { KycReview } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { adminKycQueryKey } from "./get-admin-kyc";

export async function reviewKyc({ id, verificationStatus, rejectionReason }: KycReview & { id: number }) {
  const body = verificationStatus === "rejected" ? { verificationStatus, rejectionReason } : { verificationStatus };
  return (await apiRequest("PATCH", `/api/admin/kyc-documents/${id}`, body)).json();
}

export function useReviewKyc() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewKyc, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKycQueryKey }) });
}
