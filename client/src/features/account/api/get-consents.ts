import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConsentsState } from "@shared/schema";
import { getJSON, type Jsonified } from "@/lib/api";

export type ConsentRow = Jsonified<ConsentsState["history"][number]>;
export type ConsentsRow = Omit<ConsentsState, "history" | "privacyNotice"> & { history: ConsentRow[]; privacyNotice: ConsentRow | null };

export const consentsQueryKey = ["/api/me/consents"] as const;

export const getConsents = () => getJSON<ConsentsRow>("/api/me/consents");

export const consentsQueryOptions = queryOptions({ queryKey: consentsQueryKey, queryFn: getConsents });

/** Where the privacy-notice and marketing consents stand, with every change. */
export function useConsents() {
  return useQuery(consentsQueryOptions);
}
