import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { api } from "@/lib/api-client";
import { switchSessionUser } from "./session-cache";

export async function logout(): Promise<void> {
  await api("POST /api/logout");
}

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useLingui();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      switchSessionUser(queryClient, null);
      toast({ title: t`Logged out`, description: t`You have been successfully logged out.` });
      navigate("/auth");
    },
    onError: (error) => {
      toast({ title: t`Logout failed`, description: errorMessage(error), variant: "destructive" });
    },
  });
}
