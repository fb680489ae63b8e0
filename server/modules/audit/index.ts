/** What the rest of the server may use of this module; everything else is its own (docs/decisions/module-boundaries.md). */
export {
  AUDIT_CHAIN_LOCK,
  assertAuditChainIntact,
  holdsRecordedHead,
  resumeAuditTriggers,
  sealAuditChain,
  sealWholeAuditChain,
  suspendAuditTriggers,
  verifyAuditChain,
} from "./audit-chain";
export { auditRowColumns, personalBeside } from "./audit-list.service";
export { auditRoutes } from "./audit.routes";
export { auditPersonalRows, writeAudit } from "./audit.service";
export type { AuditEntry } from "./audit.service";
