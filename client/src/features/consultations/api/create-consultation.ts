import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConsultationFormInput } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { consultationSlotsQueryKey } from "./get-consultation-slots";
import { consultationsQueryKey, type ConsultationRow } from "./get-consultations";

/** The contact details and the time slot are sent too, so nothing typed is lost (docs/decisions/consultation-bookings.md). */
export async function createConsultation(input: ConsultationFormInput): Promise<ConsultationRow> {
  const res = await apiRequest("POST", "/api/consultations", { ...input, notes: input.notes ?? "" });
  return (await res.json()) as ConsultationRow;
}

export function useCreateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsultation,
    // A failure (say, the slot just filled up) changes the places too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consultationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: consultationSlotsQueryKey }),
      ]),
  });
}
