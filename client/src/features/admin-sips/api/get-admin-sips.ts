import type { AdminSipViewJson } from "@shared/contracts/sip";
import { pagedRoute } from "@/components/paged-list/use-paged-list";

/** A SIP as staff see it in their list: whose, its autopay, next debit and failed debits. */
export type AdminSipRow = AdminSipViewJson;

export const ADMIN_SIPS_PAGE_SIZE = 20;

/** Every customer's SIPs matching `q` (plan, customer), `status` and `failed` ("true": only those with a failed debit), newest first. */
export const adminSipsSource = pagedRoute("GET /api/admin/sip-investments");
