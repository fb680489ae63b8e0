import type { NextFunction, Request, Response } from "express";
import { databaseUnavailable, dbErrorOf, loggable } from "../db/db-errors";
import { ERROR_CODES, type ErrorCode } from "../../shared/contracts/errors";
import { HttpError } from "./errors";
import { JSON_LIMIT_BYTES } from "./json-body";
import { closeAfterAnswer } from "./lingering-close";

type ClientError = Error & { type?: string; status?: number; expose?: boolean };

// PostgreSQL: numeric value out of range, invalid text for a type, a NUL or untranslatable character.
// Validation should catch these first; this is the backstop.
const DB_INPUT_ERRORS = new Set(["22003", "22P02", "22007", "22008", "22021", "22P05"]);

const answer = (res: Response, status: number, code: ErrorCode, message: string) => res.status(status).json({ message, code });

/** The one place errors become responses: `{ message, code, issues? }`, never a stack trace. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  if (res.headersSent) return;
  if (err instanceof HttpError) {
    const { Connection: connection, ...headers } = err.headers ?? {};
    // "Connection: close" marks an answer given before the body was read to its end (see receive-upload.ts).
    if (connection === "close") closeAfterAnswer(req, res);
    res.set(headers);
    res.status(err.status).json({ message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) });
    return;
  }
  const e = err as ClientError;
  if (e?.type === "entity.parse.failed") {
    answer(res, 400, ERROR_CODES.badRequest, "Malformed JSON in request body");
    return;
  }
  if (e?.type === "entity.too.large") {
    answer(res, 413, ERROR_CODES.bodyTooLarge, `Request body is too large (limit ${JSON_LIMIT_BYTES / 1024} KB)`);
    return;
  }
  if (e?.type === "encoding.unsupported") {
    answer(res, 415, ERROR_CODES.unsupportedMediaType, "Compressed request bodies are not accepted; send plain JSON");
    return;
  }
  if (e?.status && e.status >= 400 && e.status < 500) {
    // e.g. a malformed %-escape in the URL; only exposed messages are meant for the caller.
    answer(res, e.status, e.status === 413 ? ERROR_CODES.bodyTooLarge : ERROR_CODES.badRequest, e.expose ? e.message : "Bad request");
    return;
  }
  if (databaseUnavailable(err)) {
    // Overloaded or unreachable: nothing to fix on the caller's side but to come back shortly.
    req.log?.warn(loggable(err), "database busy or unreachable");
    res.set("Retry-After", "5");
    answer(res, 503, ERROR_CODES.serviceUnavailable, "GharSetu is busy right now. Please try again in a moment.");
    return;
  }
  const dbCode = dbErrorOf(err)?.code;
  if (dbCode === "40P01" || dbCode === "40001") {
    // A deadlock or serialization failure: the other change won; nothing of this one was kept.
    req.log?.warn(loggable(err), "transaction conflict");
    answer(res, 409, ERROR_CODES.changeClashed, "This change clashed with another one made at the same moment. Please try again.");
    return;
  }
  if (dbCode && DB_INPUT_ERRORS.has(dbCode)) {
    req.log?.warn(loggable(err), "database refused a value");
    answer(res, 400, ERROR_CODES.badRequest, "A value in the request is out of range or not allowed");
    return;
  }
  req.log?.error(loggable(err), "unhandled error");
  answer(res, 500, ERROR_CODES.internal, "Something went wrong on our side. Please try again.");
}
