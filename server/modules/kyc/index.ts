/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export { kycRoutes } from "./kyc.routes";
export type { CleanupLog } from "./kyc.service";
