import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate } from "@shared/schema";
import { api } from "@/lib/api-client";
import { userQueryKey } from "@/lib/auth/get-user";

export const updateProfile = (values: ProfileUpdate) => api("PATCH /api/me", { body: values });

/** Corrects one's own name, e-mail and mobile number; the header and greeting follow at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
