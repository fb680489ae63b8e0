import type { NextFunction, Request, Response } from "express";
import { HttpError } from "./errors";

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean };

/** The one place errors become responses: `{ message, issues? }`, never a stack trace. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  if (res.headersSent) return;
  if (err instanceof HttpError) {
    if (err.headers) res.set(err.headers);
    res.status(err.status).json(err.issues ? { message: err.message, issues: err.issues } : { message: err.message });
    return;
  }
  const e = err as BodyParserError;
  if (e?.type === "entity.parse.failed") {
    res.status(400).json({ message: "Malformed JSON in request body" });
    return;
  }
  if (e?.type === "entity.too.large") {
    res.status(413).json({ message: "Request body is too large (limit 1 MB)" });
    return;
  }
  if (e?.status && e.status >= 400 && e.status < 500 && e.expose) {
    res.status(e.status).json({ message: e.message });
    return;
  }
  req.log?.error({ err }, "unhandled error");
  res.status(500).json({ message: "Something went wrong on our side. Please try again." });
}
