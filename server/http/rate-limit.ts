import type { NextFunction, Request, Response } from "express";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { HttpError } from "./errors";

type Options = {
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
  /** What is counted: the client IP by default; null skips the limit for this request. */
  key?: (req: Request) => string | null;
};

const byIp = (req: Request) => req.ip ?? "unknown";

/**
 * At most `limit` requests per key (the client IP unless told otherwise) per fixed window, counted in
 * PostgreSQL so the limit holds across app instances. Guards the expensive, abusable endpoints
 * (password hashing, account creation) and every state-changing request.
 */
export function rateLimit(db: Db, { name, limit, windowSeconds, message, key: keyOf = byIp }: Options) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const subject = keyOf(req);
    if (subject === null) return next();
    const key = `${name}:${subject}`;
    const [row] = await queryRows<{ hits: number; retry: number }>(
      db,
      sql`insert into rate_limits as r (key, hits, window_start) values (${key}, 1, now())
          on conflict (key) do update set
            hits = case when r.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else r.hits + 1 end,
            window_start = case when r.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else r.window_start end
          returning hits, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry`,
    );
    if (row.hits > limit) throw new HttpError(429, message, undefined, { "Retry-After": String(Math.max(1, row.retry)) });
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const writes = (keyOf: (req: Request) => string | null) => (req: Request) => (SAFE_METHODS.has(req.method) ? null : keyOf(req));

/** State-changing requests per client IP, counted before any body is read or parsed. */
export const ipWriteLimit = (db: Db, perMinute: number) =>
  rateLimit(db, {
    name: "writes",
    limit: perMinute,
    windowSeconds: 60,
    message: "Too many requests from this network. Please wait a minute and try again.",
    key: writes(byIp),
  });

/** State-changing requests per signed-in user, whichever address they come from. */
export const userWriteLimit = (db: Db, perMinute: number) =>
  rateLimit(db, {
    name: "user-writes",
    limit: perMinute,
    windowSeconds: 60,
    message: "You are making changes too quickly. Please wait a minute and try again.",
    key: writes((req) => (req.user ? String(req.user.id) : null)),
  });
