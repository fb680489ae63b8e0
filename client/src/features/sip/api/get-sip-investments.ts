import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SipInvestment } from "@shared/schema";
import { getJSON, type Jsonified } from "@/lib/api";

export type SipInvestmentRow = Jsonified<SipInvestment>;

export const getSipInvestments = () => getJSON<SipInvestmentRow[]>("/api/sip-investments");

export const sipInvestmentsQueryOptions = queryOptions({ queryKey: ["/api/sip-investments"], queryFn: getSipInvestments });

/** The signed-in user's own SIP investments. */
export function useSipInvestments() {
  return useQuery(sipInvestmentsQueryOptions);
}
