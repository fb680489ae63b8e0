import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConsultationFormInput } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { consultationSlotsQueryKey } from "./get-consultation-slots";
import { consultationsQueryKey, type ConsultationRow } from "./get-consultations";

/** Spec section 7, widened by decisions.md: the contact details and the time slot are sent too. */
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
