import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { PublicUser, registerFormSchema } from "@shared/schema";
import { COMPANY } from "@shared/catalog/company";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { switchSessionUser } from "@/lib/auth/session-cache";

export type RegisterFormOutput = z.output<typeof registerFormSchema>;

/** confirmPassword is checked by the form and never sent. */
export async function register({ confirmPassword: _confirm, ...values }: RegisterFormOutput): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/register", values);
  return (await res.json()) as PublicUser;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      switchSessionUser(queryClient, user);
      toast({ title: "Registration successful", description: `Welcome to ${COMPANY.name}, ${user.fullName}!` });
    },
    onError: (error) => {
      toast({ title: "Registration failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}
