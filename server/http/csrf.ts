import type { NextFunction, Request, Response } from "express";
import { allRoutes } from "../../shared/contracts";
import { forbidden } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The routes whose contract says they take uploads (`uploads: true`), as method and a pattern of their path under /api. */
const UPLOAD_ROUTES = allRoutes()
  .filter((c) => c.uploads)
  .map((c) => ({ method: c.method, path: new RegExp(`^${c.path.slice("/api".length).replace(/:\w+/g, "[^/]+")}$`) }));

/** Whether this request goes to a route that takes a multipart upload. */
export const takesUploads = (method: string, path: string) => UPLOAD_ROUTES.some((r) => r.method === method && r.path.test(path));

function hasBody(req: Request): boolean {
  const length = req.get("content-length");
  return req.get("transfer-encoding") !== undefined || (length !== undefined && length !== "0");
}

/** The origin a request says it comes from: Origin, else the Referer's origin; null when neither is sent. */
function claimedOrigin(req: Request): string | null | false {
  const origin = req.get("origin");
  if (origin) return origin;
  const referer = req.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return false;
  }
}

/**
 * Cross-site request forgery defence for cookie sessions. A state-changing API call must either
 * carry a JSON body (multipart only on upload routes), which a cross-site form cannot send without a
 * CORS preflight we never grant, or carry no body at all. A bodiless POST (logout, starting a
 * payment: spec clients send these with no Content-Type) is safe to accept: our cookie is
 * SameSite=Lax, so browsers do not attach it to cross-site POSTs, and the Origin/Referer check below
 * still refuses any cross-origin caller that names itself.
 */
export function csrfGuard(req: Request, _res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const type = (req.get("content-type") ?? "").toLowerCase();
  const json = type.startsWith("application/json");
  const multipart = type.startsWith("multipart/form-data") && takesUploads(req.method, req.path);
  const bodiless = type === "" && !hasBody(req);
  if (!json && !multipart && !bodiless) {
    throw forbidden(
      type.startsWith("multipart/form-data")
        ? /*i18n*/ "This endpoint does not accept uploads; send application/json"
        : /*i18n*/ "Requests that change data must be sent as application/json",
    );
  }
  const origin = claimedOrigin(req);
  if (origin !== null && origin !== `${req.protocol}://${req.get("host")}`) {
    throw forbidden(/*i18n*/ "Cross-origin request refused");
  }
  next();
}
