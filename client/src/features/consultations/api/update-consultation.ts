import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RescheduleInput } from "@shared/schema";
import { api } from "@/lib/api-client";
import { consultationSlotsQueryKey } from "./get-consultation-slots";
import { consultationsQueryKey } from "./get-consultations";

/** The owner's two changes: a new date and slot, or a cancellation. */
export type ConsultationChangeInput = { id: number } & (RescheduleInput | { status: "cancelled" });

export const updateConsultation = ({ id, ...change }: ConsultationChangeInput) =>
  api("PATCH /api/consultations/:id", { params: { id }, body: change });

export function useUpdateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsultation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: consultationSlotsQueryKey }),
      ]),
  });
}
