import type { NextFunction, Request, Response } from "express";
import { databaseUnavailable, dbErrorOf, loggable } from "../db/db-errors";
import { ERROR_CODES, type ErrorCode } from "../../shared/contracts/errors";
import { DEFAULT_LOCALE } from "../../shared/i18n/locales";
import { callerLocale } from "../i18n/request-locale";
import { HttpError, type ErrorMessage, type Issue } from "./errors";
import { JSON_LIMIT_BYTES } from "./json-body";
import { closeAfterAnswer } from "./lingering-close";

type ClientError = Error & { type?: string; status?: number; expose?: boolean };

// PostgreSQL: numeric value out of range, invalid text for a type, a NUL or untranslatable character.
// Validation should catch these first; this is the backstop.
const DB_INPUT_ERRORS = new Set(["22003", "22P02", "22007", "22008", "22021", "22P05"]);

/** The error's message and issues in the caller's language: English exactly as written, another language through the catalogues. */
function said(req: Request, err: HttpError): { message: string; issues?: Issue[] } {
  const locale = callerLocale(req);
  return locale === DEFAULT_LOCALE ? err : err.inLanguage(locale);
}

const answer = (req: Request, res: Response, status: number, code: ErrorCode, message: ErrorMessage) =>
  res.status(status).json({ message: said(req, new HttpError(status, message)).message, code });

/**
 * The one place errors become responses: `{ message, code, issues? }`, never a stack trace. The message
 * and each issue's are in the caller's language (docs/i18n.md); the code is the same in every language.
 */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  if (res.headersSent) return;
  if (err instanceof HttpError) {
    const { Connection: connection, ...headers } = err.headers ?? {};
    // "Connection: close" marks an answer given before the body was read to its end (see receive-upload.ts).
    if (connection === "close") closeAfterAnswer(req, res);
    res.set(headers);
    // A message without an entry in the caller's language stays English.
    const { message, issues } = said(req, err);
    res.status(err.status).json({ message, code: err.code, ...(issues ? { issues } : {}), ...err.fields });
    return;
  }
  const e = err as ClientError;
  if (e?.type === "entity.parse.failed") {
    answer(req, res, 400, ERROR_CODES.badRequest, /*i18n*/ "Malformed JSON in request body");
    return;
  }
  if (e?.type === "entity.too.large") {
    answer(
      req,
      res,
      413,
      ERROR_CODES.bodyTooLarge,
      /*i18n*/ {
        id: "error.body_too_large",
        message: "Request body is too large (limit {limit} KB)",
        values: { limit: JSON_LIMIT_BYTES / 1024 },
      },
    );
    return;
  }
  if (e?.type === "encoding.unsupported") {
    answer(req, res, 415, ERROR_CODES.unsupportedMediaType, /*i18n*/ "Compressed request bodies are not accepted; send plain JSON");
    return;
  }
  if (e?.status && e.status >= 400 && e.status < 500) {
    // e.g. a malformed %-escape in the URL; only exposed messages are meant for the caller.
    answer(
      req,
      res,
      e.status,
      e.status === 413 ? ERROR_CODES.bodyTooLarge : ERROR_CODES.badRequest,
      e.expose ? e.message : /*i18n*/ "Bad request",
    );
    return;
  }
  if (databaseUnavailable(err)) {
    // Overloaded or unreachable: nothing to fix on the caller's side but to come back shortly.
    req.log?.warn(loggable(err), "database busy or unreachable");
    res.set("Retry-After", "5");
    answer(req, res, 503, ERROR_CODES.serviceUnavailable, /*i18n*/ "GharSetu is busy right now. Please try again in a moment.");
    return;
  }
  const dbCode = dbErrorOf(err)?.code;
  if (dbCode === "40P01" || dbCode === "40001") {
    // A deadlock or serialization failure: the other change won; nothing of this one was kept.
    req.log?.warn(loggable(err), "transaction conflict");
    answer(
      req,
      res,
      409,
      ERROR_CODES.changeClashed,
      /*i18n*/ "This change clashed with another one made at the same moment. Please try again.",
    );
    return;
  }
  if (dbCode && DB_INPUT_ERRORS.has(dbCode)) {
    req.log?.warn(loggable(err), "database refused a value");
    answer(req, res, 400, ERROR_CODES.badRequest, /*i18n*/ "A value in the request is out of range or not allowed");
    return;
  }
  req.log?.error(loggable(err), "unhandled error");
  answer(req, res, 500, ERROR_CODES.internal, /*i18n*/ "Something went wrong on our side. Please try again.");
}
