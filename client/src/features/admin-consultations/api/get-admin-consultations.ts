import type { AdminConsultationViewJson } from "@shared/contracts/consultations";
import { pagedRoute } from "@/components/paged-list/use-paged-list";

/** A booking as staff see it in their list: the booking and whose it is. */
export type AdminConsultationRow = AdminConsultationViewJson;

export const ADMIN_CONSULTATIONS_PAGE_SIZE = 20;

/** Every customer's bookings matching `q` (topic, contact, status, customer) and `status` ("" for every status), newest first. */
export const adminConsultationsSource = pagedRoute("GET /api/admin/consultations");

/** Prefix of every page's key; a status change invalidates all of them. */
export const adminConsultationsQueryKey = adminConsultationsSource.queryKey;
