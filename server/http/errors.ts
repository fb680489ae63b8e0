import { codeForStatus, type ErrorCode } from "../../shared/contracts/errors";
import type { Locale } from "../../shared/i18n/locales";
import { say, type Message } from "../i18n";

/**
 * What an error says: a message of the catalogues, as any answer's words are (`Message`, server/i18n):
 * `/*i18n*\/ "Consultation not found"`, a descriptor with its values, or a list of whole sentences.
 */
export type ErrorMessage = Message;

export type Issue = { path: string; message: string };
/** An issue as thrown: its message may be a descriptor with values, as the error's own. */
export type IssueInput = { path: string; message: ErrorMessage };

/**
 * Thrown anywhere in a request; the error middleware turns it into `{ message, code, issues? }`, in the
 * language the request asks for. The `code` is stable (the client decides by it, never by the message's
 * words); without one named, the status's general code (shared/contracts/errors.ts). `message` and
 * `issues` are the English.
 */
export class HttpError extends Error {
  public readonly code: ErrorCode;
  public readonly issues?: Issue[];
  /** What the client needs besides the message to recover (STAGE_CHANGED's currentStage), sent beside it. */
  public fields?: Record<string, string>;
  private readonly said: ErrorMessage;
  private readonly saidIssues?: IssueInput[];
  constructor(
    public readonly status: number,
    message: ErrorMessage,
    issues?: IssueInput[],
    public readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(say("en", message));
    this.said = message;
    this.saidIssues = issues;
    this.issues = issues?.map((i) => ({ path: i.path, message: say("en", i.message) }));
    this.code = code ?? codeForStatus(status, Boolean(issues?.length));
  }

  /** The message and issues in a language: each looked up in the catalogues, as written when it has no entry. */
  inLanguage(locale: Locale): { message: string; issues?: Issue[] } {
    return {
      message: say(locale, this.said),
      ...(this.saidIssues ? { issues: this.saidIssues.map((i) => ({ path: i.path, message: say(locale, i.message) })) } : {}),
    };
  }
}

/** An error the client recognises by its code. */
export const codedError = (status: number, code: ErrorCode, message: ErrorMessage, issues?: IssueInput[]) =>
  new HttpError(status, message, issues, undefined, code);

export const badRequest = (message: ErrorMessage, issues?: IssueInput[]) => new HttpError(400, message, issues);
export const unauthorized = (message: ErrorMessage = /*i18n*/ "Please log in to continue") => new HttpError(401, message);
export const forbidden = (message: ErrorMessage = /*i18n*/ "You don't have permission to do this") => new HttpError(403, message);
export const notFound = (message: ErrorMessage = /*i18n*/ "Not found") => new HttpError(404, message);
export const conflict = (message: ErrorMessage, code?: ErrorCode) => new HttpError(409, message, undefined, undefined, code);
/** The record is already in the status asked for: one answer for every module. */
export const alreadyInStatus = (message: ErrorMessage) => new HttpError(409, message, undefined, undefined, "ALREADY_IN_STATUS");
/** The record's status does not allow this change. */
export const invalidTransition = (message: ErrorMessage) => new HttpError(409, message, undefined, undefined, "INVALID_TRANSITION");
/**
 * The record moved on since the caller saw it (another member of staff acted first): nothing was done, and
 * the answer names where it is now (docs/decisions/loan-stages-and-maker-checker.md).
 */
export function stageChanged(currentStage: string): HttpError {
  const err = new HttpError(
    409,
    `This application has moved to ${currentStage.replace("_", " ")} since you opened it; nothing was changed. Look at it again before acting.`,
    undefined,
    undefined,
    "STAGE_CHANGED",
  );
  err.fields = { currentStage };
  return err;
}

/**
 * A decision sent for the recommendation the viewer read, which another member of staff has since replaced
 * (or made, or withdrawn by a move): nothing was done (docs/decisions/loan-stages-and-maker-checker.md).
 */
export function recommendationChanged(currentStage: string): HttpError {
  const err = new HttpError(
    409,
    "The recommendation on this application has changed since you opened it; nothing was changed. Read the new one before deciding.",
    undefined,
    undefined,
    "RECOMMENDATION_CHANGED",
  );
  err.fields = { currentStage };
  return err;
}
