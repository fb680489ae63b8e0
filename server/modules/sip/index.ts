/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export { sipRoutes } from "./sip.routes";
export { cancelRunningSips } from "./sip.service";
export { sipContribution } from "./sip-payable";
export { runSipJobs, type SipJobDeps, type SipJobReport } from "./sip-jobs";
export { importNavs, parseNavAll } from "./nav-import";
export { writeSipHistory } from "./sip-history";
export { failedDebitsOf } from "./admin-sips.service";
