import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { registerFormSchema } from "@shared/schema";
import { COMPANY } from "@shared/catalog/company";
import { toast } from "@/components/ui/use-toast";
import { api } from "@/lib/api-client";
import { switchSessionUser } from "@/lib/auth/session-cache";

export type RegisterFormOutput = z.output<typeof registerFormSchema>;

/** confirmPassword is checked by the form and never sent. */
export const register = ({ confirmPassword: _confirm, ...values }: RegisterFormOutput) => api("POST /api/register", { body: values });

export function useRegister() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      switchSessionUser(queryClient, user);
      const companyName = COMPANY.name;
      const name = user.fullName;
      toast({ title: t`Registration successful`, description: t`Welcome to ${companyName}, ${name}!` });
    },
  });
}
