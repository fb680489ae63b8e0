import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminConsultationUpdate } from "@shared/schema";
import { api } from "@/lib/api-client";
import { adminConsultationsQueryKey } from "./get-admin-consultations";

export type UpdateAdminConsultationInput = AdminConsultationUpdate & { id: number };

/** The status, plus the adviser's summary when one is written. */
export const updateAdminConsultation = ({ id, ...body }: UpdateAdminConsultationInput) =>
  api("PATCH /api/admin/consultations/:id", { params: { id }, body });

/** On success the list and the analytics refresh, since both count bookings by status. */
export function useUpdateAdminConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminConsultation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminConsultationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/analytics"] }),
      ]),
  });
}
