import type { NextFunction, Request, Response } from "express";
import { databaseUnavailable, dbErrorOf, loggable } from "../db/db-errors";
import { HttpError } from "./errors";
import { JSON_LIMIT_BYTES } from "./json-body";
import { closeAfterAnswer } from "./lingering-close";

type ClientError = Error & { type?: string; status?: number; expose?: boolean };

// PostgreSQL: numeric value out of range, invalid text for a type, a NUL or untranslatable character.
// Validation should catch these first; this is the backstop.
const DB_INPUT_ERRORS = new Set(["22003", "22P02", "22007", "22008", "22021", "22P05"]);

/** The one place errors become responses: `{ message, issues? }`, never a stack trace. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  if (res.headersSent) return;
  if (err instanceof HttpError) {
    const { Connection: connection, ...headers } = err.headers ?? {};
    // "Connection: close" marks an answer given before the body was read to its end (see receive-upload.ts).
    if (connection === "close") closeAfterAnswer(req, res);
    res.set(headers);
    res.status(err.status).json({ message: err.message, ...(err.issues ? { issues: err.issues } : {}), ...(err.code ? { code: err.code } : {}) });
    return;
  }
  const e = err as ClientError;
  if (e?.type === "entity.parse.failed") {
    res.status(400).json({ message: "Malformed JSON in request body" });
    return;
  }
  if (e?.type === "entity.too.large") {
    res.status(413).json({ message: `Request body is too large (limit ${JSON_LIMIT_BYTES / 1024} KB)` });
    return;
  }
  if (e?.type === "encoding.unsupported") {
    res.status(415).json({ message: "Compressed request bodies are not accepted; send plain JSON" });
    return;
  }
  if (e?.status && e.status >= 400 && e.status < 500) {
    // e.g. a malformed %-escape in the URL; only exposed messages are meant for the caller.
    res.status(e.status).json({ message: e.expose ? e.message : "Bad request" });
    return;
  }
  if (databaseUnavailable(err)) {
    // Overloaded or unreachable: nothing to fix on the caller's side but to come back shortly.
    req.log?.warn(loggable(err), "database busy or unreachable");
    res.set("Retry-After", "5");
    res.status(503).json({ message: "GharSetu is busy right now. Please try again in a moment." });
    return;
  }
  const dbCode = dbErrorOf(err)?.code;
  if (dbCode === "40P01" || dbCode === "40001") {
    // A deadlock or serialization failure: the other change won; nothing of this one was kept.
    req.log?.warn(loggable(err), "transaction conflict");
    res.status(409).json({ message: "This change clashed with another one made at the same moment. Please try again." });
    return;
  }
  if (dbCode && DB_INPUT_ERRORS.has(dbCode)) {
    req.log?.warn(loggable(err), "database refused a value");
    res.status(400).json({ message: "A value in the request is out of range or not allowed" });
    return;
  }
  req.log?.error(loggable(err), "unhandled error");
  res.status(500).json({ message: "Something went wrong on our side. Please try again." });
}
