export type Issue = { path: string; message: string };

/** Thrown anywhere in a request; the error middleware turns it into `{ message, issues? }`. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly issues?: Issue[],
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: Issue[]) => new HttpError(400, message, issues);
export const unauthorized = (message = "Please log in to continue") => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do this") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
