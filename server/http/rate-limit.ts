import { isIPv6 } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { sql } from "drizzle-orm";
import { queryRows, type Db, type Executor } from "../db/client";
import { HttpError, type ErrorMessage } from "./errors";

type Options = {
  name: string;
  limit: number;
  windowSeconds: number;
  message: ErrorMessage;
  /** What is counted: the client's network (networkOf) by default; null skips the limit for this request. */
  key?: (req: Request) => string | null;
};

/**
 * The network an address counts against: an IPv4 address itself, and for IPv6 its /64, the block a
 * single household or server is given (one client can use any of its billions of addresses).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  const address = ip.split("%")[0].toLowerCase();
  if (!isIPv6(address)) return ip;
  const groups = (part: string) => (part ? part.split(":") : []);
  // An IPv4 tail ("64:ff9b::198.51.100.1") fills two groups.
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const [head, tail] = address.split("::");
  const full =
    tail === undefined
      ? groups(head)
      : [...groups(head), ...Array<string>(8 - width(groups(head)) - width(groups(tail))).fill("0"), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/** The client's network: one address for IPv4, the /64 for IPv6 (else a client walks through its own block to reset every limit). */
const byIp = (req: Request) => networkOf(req.ip ?? "unknown");

/** Counts one request against `key` in its fixed window: the hits so far, and the seconds until the window ends. */
export async function countHit(db: Executor, key: string, windowSeconds: number): Promise<{ hits: number; retry: number }> {
  const [row] = await queryRows<{ hits: number; retry: number }>(
    db,
    sql`insert into rate_limits as r (key, hits, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          hits = case when r.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else r.hits + 1 end,
          window_start = case when r.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else r.window_start end
        returning hits, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry`,
  );
  return row;
}

/**
 * At most `limit` requests per key (the client IP unless told otherwise) per fixed window, counted in
 * PostgreSQL so the limit holds across app instances. Guards the expensive, abusable endpoints
 * (password hashing, account creation) and every state-changing request.
 */
export function rateLimit(db: Db, { name, limit, windowSeconds, message, key: keyOf = byIp }: Options) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const subject = keyOf(req);
    if (subject === null) return next();
    const row = await countHit(db, `${name}:${subject}`, windowSeconds);
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
    message: /*i18n*/ "Too many requests from this network. Please wait a minute and try again.",
    key: writes(byIp),
  });

/** State-changing requests per signed-in user, whichever address they come from. */
export const userWriteLimit = (db: Db, perMinute: number) =>
  rateLimit(db, {
    name: "user-writes",
    limit: perMinute,
    windowSeconds: 60,
    message: /*i18n*/ "You are making changes too quickly. Please wait a minute and try again.",
    key: writes((req) => (req.user ? String(req.user.id) : null)),
  });
