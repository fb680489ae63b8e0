import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConsultationFormInput } from "@shared/schema";
import { api } from "@/lib/api-client";
import { consultationSlotsQueryKey } from "./get-consultation-slots";
import { consultationsQueryKey } from "./get-consultations";

/** The contact details and the time slot are sent too, so nothing typed is lost (docs/decisions/consultation-bookings.md). */
export const createConsultation = (input: ConsultationFormInput) =>
  api("POST /api/consultations", { body: { ...input, notes: input.notes ?? "" } });

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
