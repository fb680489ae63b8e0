import type { Request } from "express";

/** Who is acting and from where: passed to services for audit rows. */
export type RequestContext = { userId: number | null; ipAddress: string | null; userAgent: string | null };

export function requestContext(req: Request): RequestContext {
  return {
    userId: req.user?.id ?? null,
    ipAddress: req.ip ?? null,
    userAgent: req.get("user-agent")?.slice(0, 500) ?? null,
  };
}
