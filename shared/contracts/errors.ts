import { z } from "zod";
import { ACCOUNT_ERROR_CODES } from "../schema/account-security";
import { PAYMENT_ERROR_CODES } from "../catalog/transactions";

/**
 * Every error the API answers is `{ message, code, issues? }`: `message` for people (the published
 * contract's `{ message }`), `code` for programs. A client decides by the code, never by the words,
 * which may be reworded or translated. A status without a more precise code gets its general one.
 */
export const ERROR_CODES = {
  /** A field failed the shared schema; `issues` names each field. */
  validationFailed: "VALIDATION_FAILED",
  /** The request cannot be read (malformed JSON, a bad upload). */
  badRequest: "BAD_REQUEST",
  signInRequired: "SIGN_IN_REQUIRED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  conflict: "CONFLICT",
  /** The record is in that status already (pausing a paused SIP, approving an approved loan). */
  alreadyInStatus: "ALREADY_IN_STATUS",
  /** A record's status does not allow the change asked for. */
  invalidTransition: "INVALID_TRANSITION",
  /** The record moved on since the caller saw it; `currentStage` says where it is now. Nothing was changed. */
  stageChanged: "STAGE_CHANGED",
  /** The recommendation the decision was to follow was replaced since the caller saw it. Nothing was changed. */
  recommendationChanged: "RECOMMENDATION_CHANGED",
  rateLimited: "RATE_LIMITED",
  bodyTooLarge: "BODY_TOO_LARGE",
  unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  /** Logins are closed for maintenance (staff may still sign in). */
  maintenance: "MAINTENANCE",
  /** Another change to the same records won; nothing of this one was kept. */
  changeClashed: "CHANGE_CLASHED",
  serviceUnavailable: "SERVICE_UNAVAILABLE",
  internal: "INTERNAL_ERROR",
  /** The route answered something its contract does not allow (development and tests only). */
  responseContract: "RESPONSE_CONTRACT_VIOLATION",
  /** The Key Fact Statement acknowledged is not the one that states the terms now (they or the settings changed). */
  kfsChanged: "KFS_CHANGED",
  /** A required document of the application's checklist is not yet accepted: the documents stage is not passed. */
  checklistIncomplete: "CHECKLIST_INCOMPLETE",
  /** Investing needs a verified PAN and a verified Aadhaar or address proof; `issues` names what is missing. */
  kycRequired: "KYC_REQUIRED",
  /** The SIP has an autopay mandate set up or being set up already. */
  mandateExists: "MANDATE_EXISTS",
  ...ACCOUNT_ERROR_CODES,
  ...PAYMENT_ERROR_CODES,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The general code for a status, when the error names none more precise. */
export function codeForStatus(status: number, hasIssues: boolean): ErrorCode {
  if (status === 400) return hasIssues ? ERROR_CODES.validationFailed : ERROR_CODES.badRequest;
  if (status === 401) return ERROR_CODES.signInRequired;
  if (status === 403) return ERROR_CODES.forbidden;
  if (status === 404) return ERROR_CODES.notFound;
  if (status === 409) return ERROR_CODES.conflict;
  if (status === 413) return ERROR_CODES.bodyTooLarge;
  if (status === 415) return ERROR_CODES.unsupportedMediaType;
  if (status === 429) return ERROR_CODES.rateLimited;
  if (status === 502 || status === 503) return ERROR_CODES.serviceUnavailable;
  if (status >= 500) return ERROR_CODES.internal;
  return ERROR_CODES.badRequest;
}

const codes = Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The body of every error answer. */
export const errorBody = z.object({
  message: z.string(),
  code: z.enum(codes),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** With STAGE_CHANGED and RECOMMENDATION_CHANGED: the stage the record is at now. */
  currentStage: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
