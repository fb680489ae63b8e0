import type { NextFunction, Request, Response } from "express";
import { ACCOUNT_ERROR_CODES, TWO_FACTOR_SETUP_REQUIRED, type Role } from "../../shared/schema";
import { codedError, forbidden, unauthorized } from "./errors";

declare module "express-serve-static-core" {
  interface Locals {
    /** On app.locals, set by createApp from STAFF_TWO_FACTOR. */
    staffTwoFactor?: "required" | "optional";
  }
}

export function requireUser(req: Request, _res: Response, next: NextFunction) {
  if (!req.user) throw unauthorized();
  next();
}

/**
 * Sign-in plus one of the roles; the 403 names what is missing. A staff route also needs the staff
 * member's second factor, while that is required (STAFF_TWO_FACTOR): until they enrol, a 403 with
 * TWO_FACTOR_SETUP_REQUIRED.
 */
export function requireRole(...roles: Role[]) {
  const staffRoute = !roles.includes("user");
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.user) throw unauthorized();
    if (!roles.includes(req.user.role)) throw forbidden(`This needs the ${roles.join(" or ")} role`);
    if (staffRoute) refuseStaffWithoutSecondFactor(req);
    next();
  };
}

/**
 * For a route that serves staff as staff outside requireRole (a customer's KYC file): a staff member
 * without the second factor the settings require is refused, as on every staff route.
 */
export function refuseStaffWithoutSecondFactor(req: Request): void {
  if (req.user && req.user.role !== "user" && req.app.locals.staffTwoFactor !== "optional" && !req.user.twoFactorEnabledAt) {
    throw codedError(403, ACCOUNT_ERROR_CODES.twoFactorSetupRequired, TWO_FACTOR_SETUP_REQUIRED);
  }
}
