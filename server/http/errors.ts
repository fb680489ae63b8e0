import { codeForStatus, type ErrorCode } from "../../shared/contracts/errors";

export type Issue = { path: string; message: string };

/**
 * Thrown anywhere in a request; the error middleware turns it into `{ message, code, issues? }`. The
 * `code` is stable (the client decides by it, never by the message's words); without one named, the
 * status's general code (shared/contracts/errors.ts).
 */
export class HttpError extends Error {
  public readonly code: ErrorCode;
  constructor(
    public readonly status: number,
    message: string,
    public readonly issues?: Issue[],
    public readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? codeForStatus(status, Boolean(issues?.length));
  }
}

/** An error the client recognises by its code. */
export const codedError = (status: number, code: ErrorCode, message: string, issues?: Issue[]) =>
  new HttpError(status, message, issues, undefined, code);

export const badRequest = (message: string, issues?: Issue[]) => new HttpError(400, message, issues);
export const unauthorized = (message = "Please log in to continue") => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do this") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, undefined, undefined, code);
/** The record is already in the status asked for: one answer for every module. */
export const alreadyInStatus = (message: string) => new HttpError(409, message, undefined, undefined, "ALREADY_IN_STATUS");
/** The record's status does not allow this change. */
export const invalidTransition = (message: string) => new HttpError(409, message, undefined, undefined, "INVALID_TRANSITION");
