import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SipViewJson } from "@shared/contracts/sip";
import { api } from "@/lib/api-client";

/** A SIP as the API answers it: the row, its plan's risk, and its progress from the contributions paid. */
export type SipInvestmentRow = SipViewJson;

export const sipInvestmentsQueryKey = ["/api/sip-investments"] as const;

export const getSipInvestments = () => api("GET /api/sip-investments");

export const sipInvestmentsQueryOptions = queryOptions({ queryKey: sipInvestmentsQueryKey, queryFn: getSipInvestments });

/** The signed-in user's own SIP investments. */
export function useSipInvestments() {
  return useQuery(sipInvestmentsQueryOptions);
}
