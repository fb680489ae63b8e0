import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate, PublicUser } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { userQueryKey } from "@/lib/auth/get-user";

export async function updateProfile(values: ProfileUpdate): Promise<PublicUser> {
  const res = await apiRequest("PATCH", "/api/me", values);
  return (await res.json()) as PublicUser;
}

/** Corrects one's own name, e-mail and mobile number; the header and greeting follow at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
