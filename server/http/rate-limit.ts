import type { NextFunction, Request, Response } from "express";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { HttpError } from "./errors";

type Options = { name: string; limit: number; windowSeconds: number; message: string };

/**
 * At most `limit` requests per client IP per window, counted in PostgreSQL so the limit holds across
 * app instances. Guards the expensive, abusable endpoints (password hashing, account creation).
 */
export function rateLimit(db: Db, { name, limit, windowSeconds, message }: Options) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const key = `${name}:${req.ip ?? "unknown"}`;
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
