/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export { consultationsRoutes } from "./consultations.routes";
export { cancelUpcomingConsultations } from "./consultations.service";
export { consultationConfirmation } from "./consultation-payable";
export { runConsultationJobs, type ConsultationJobReport } from "./consultation-jobs";
