/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export { kycRoutes } from "./kyc.routes";
export { listOwnKycDocuments } from "./kyc.service";
export type { CleanupLog } from "./kyc.service";
export { receiveUpload, type ReceivedFile } from "./receive-upload";
export { kycReadiness, type KycReadiness } from "./kyc-readiness";
