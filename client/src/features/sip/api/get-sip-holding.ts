import { useQuery } from "@tanstack/react-query";
import type { Json } from "@shared/contracts/define";
import type { sipHolding } from "@shared/contracts/sip";
import { api } from "@/lib/api-client";

export type SipHoldingJson = Json<typeof sipHolding>;

export const getSipHolding = (id: number) => api("GET /api/sip-investments/:id/holding", { params: { id } });

/** One SIP's holding: units at the latest NAV, each instalment, XIRR and the value over time. */
export function useSipHolding(id: number, enabled = true) {
  return useQuery({ queryKey: ["/api/sip-investments", id, "holding"], queryFn: () => getSipHolding(id), enabled });
}
