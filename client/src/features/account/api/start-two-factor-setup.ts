import { useMutation } from "@tanstack/react-query";
import type { TwoFactorPasswordInput, TwoFactorSetup } from "@shared/schema";
import { apiRequest } from "@/lib/api";

export async function startTwoFactorSetup(values: TwoFactorPasswordInput): Promise<TwoFactorSetup> {
  const res = await apiRequest("POST", "/api/me/two-factor/setup", values);
  return (await res.json()) as TwoFactorSetup;
}

/** A new key to scan; nothing changes for the account until a code from the app confirms it. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
