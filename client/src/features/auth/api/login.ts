import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, PublicUser } from "@shared/schema";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { switchSessionUser } from "@/lib/auth/session-cache";

export async function login(credentials: LoginInput): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/login", credentials);
  return (await res.json()) as PublicUser;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      switchSessionUser(queryClient, user);
      toast({ title: "Login successful", description: `Welcome back, ${user.fullName}!` });
    },
    onError: (error) => {
      toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}
