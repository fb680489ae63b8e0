import type { NextFunction, Request, Response } from "express";
import { forbidden } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery defence for cookie sessions: a state-changing API call must carry a
 * JSON (or multipart, for uploads) content type, which a cross-site form cannot send without a
 * CORS preflight we never grant, and any Origin header must be our own.
 */
export function csrfGuard(req: Request, _res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const type = (req.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/json") && !type.startsWith("multipart/form-data")) {
    throw forbidden("Requests that change data must be sent as application/json");
  }
  const origin = req.get("origin");
  if (origin && origin !== `${req.protocol}://${req.get("host")}`) {
    throw forbidden("Cross-origin request refused");
  }
  next();
}
