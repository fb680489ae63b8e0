import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SipView } from "@shared/schema";
import { getJSON, type Jsonified } from "@/lib/api";

/** A SIP as the API answers it: the row, its plan's risk, and its progress from the contributions paid. */
export type SipInvestmentRow = Jsonified<SipView>;

export const sipInvestmentsQueryKey = ["/api/sip-investments"] as const;

export const getSipInvestments = () => getJSON<SipInvestmentRow[]>("/api/sip-investments");

export const sipInvestmentsQueryOptions = queryOptions({ queryKey: sipInvestmentsQueryKey, queryFn: getSipInvestments });

/** The signed-in user's own SIP investments. */
export function useSipInvestments() {
  return useQuery(sipInvestmentsQueryOptions);
}
