import { useMutation } from "@tanstack/react-query";
import type { TwoFactorPasswordInput } from "@shared/schema";
import { api } from "@/lib/api-client";

export const startTwoFactorSetup = (values: TwoFactorPasswordInput) => api("POST /api/me/two-factor/setup", { body: values });

/** A new key to scan; nothing changes for the account until a code from the app confirms it. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
