import express, { type Request, type RequestHandler } from "express";
import { HttpError } from "./errors";

/** Largest JSON body the API takes; uploads go through multipart on their own routes. */
export const JSON_LIMIT_BYTES = 64 * 1024;
/** Deepest nesting of arrays and objects any schema uses is 2 (a loan's existingLoanDetails); leave room. */
export const MAX_JSON_DEPTH = 8;

/** Deepest [ / { nesting in raw JSON bytes, ignoring brackets inside strings; stops early past `max`. */
export function jsonDepth(buf: Buffer, max: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > max) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * The JSON body parser: 64 KB at most, no compressed bodies (a small gzip body could inflate into an
 * expensive parse before any limit applies), and nesting checked on the raw bytes before JSON.parse.
 * The raw body is kept for the payment webhook's signature.
 */
export const jsonBody = (): RequestHandler => {
  const parse = express.json({
    limit: JSON_LIMIT_BYTES,
    inflate: false,
    verify: (req, _res, buf) => {
      if (jsonDepth(buf, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new HttpError(400, /*i18n*/ "Request body is nested too deeply");
      (req as Request).rawBody = buf;
    },
  });
  // A GET or HEAD has no body to parse (the CSRF guard lets them through as reads).
  return (req, res, next) => (req.method === "GET" || req.method === "HEAD" ? next() : parse(req, res, next));
};
