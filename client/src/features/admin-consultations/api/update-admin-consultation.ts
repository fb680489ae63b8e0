import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminConsultationUpdate } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { adminConsultationsQueryKey, type AdminConsultationRow } from "./get-admin-consultations";

export type UpdateAdminConsultationInput = AdminConsultationUpdate & { id: number };

/** The status, plus the adviser's summary when one is written. */
export async function updateAdminConsultation({ id, ...body }: UpdateAdminConsultationInput): Promise<AdminConsultationRow> {
  const res = await apiRequest("PATCH", `/api/admin/consultations/${id}`, body);
  return (await res.json()) as AdminConsultationRow;
}

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
