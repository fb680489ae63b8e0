export type Issue = { path: string; message: string };

/**
 * Thrown anywhere in a request; the error middleware turns it into `{ message, issues?, code? }`. A
 * `code` is stable (the client decides by it, never by the message's words).
 */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly issues?: Issue[],
    public readonly headers?: Record<string, string>,
    public readonly code?: string,
  ) {
    super(message);
  }
}

/** An error the client recognises by its code. */
export const codedError = (status: number, code: string, message: string, issues?: Issue[]) => new HttpError(status, message, issues, undefined, code);

export const badRequest = (message: string, issues?: Issue[]) => new HttpError(400, message, issues);
export const unauthorized = (message = "Please log in to continue") => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do this") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
