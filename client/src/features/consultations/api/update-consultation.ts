import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RescheduleInput } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { consultationSlotsQueryKey } from "./get-consultation-slots";
import { consultationsQueryKey, type ConsultationRow } from "./get-consultations";

/** The owner's two changes: a new date and slot, or a cancellation. */
export type ConsultationChangeInput = { id: number } & (RescheduleInput | { status: "cancelled" });

export async function updateConsultation({ id, ...change }: ConsultationChangeInput): Promise<ConsultationRow> {
  const res = await apiRequest("PATCH", `/api/consultations/${id}`, change);
  return (await res.json()) as ConsultationRow;
}

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
