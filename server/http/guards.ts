import type { NextFunction, Request, Response } from "express";
import type { Role } from "../../shared/schema";
import { forbidden, unauthorized } from "./errors";

export function requireUser(req: Request, _res: Response, next: NextFunction) {
  if (!req.user) throw unauthorized();
  next();
}

/** Sign-in plus one of the roles; the 403 names what is missing. */
export function requireRole(...roles: Role[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.user) throw unauthorized();
    if (!roles.includes(req.user.role)) throw forbidden(`This needs the ${roles.join(" or ")} role`);
    next();
  };
}
