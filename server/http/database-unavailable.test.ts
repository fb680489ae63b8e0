import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "./error-handler";

/**
 * The PostgreSQL durability storm found it: under a storm of requests, a request that waited longer than the pool allows
 * for a free connection answered 500, and its log line quoted drizzle's failed query with its values
 * (the session id among them). Such a request is a 503 with Retry-After, and the log names the cause only.
 */
const SECRET = "sid-Xq7secret-session-id";

// A server that accepts connections and never answers, like a PostgreSQL too busy to get to them.
let silent: Server;
const sockets: Socket[] = [];
beforeAll(async () => {
  silent = createServer((s) => {
    sockets.push(s);
    s.on("error", () => {}); // the pool giving up resets the line: expected
  });
  await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((r) => silent.close(() => r()));
});

/** The error drizzle gives for a query whose connection did not come, with the given pool. */
async function failedQuery(pool: pg.Pool): Promise<unknown> {
  const db = drizzle(pool);
  try {
    await db.execute(sql`select * from sessions where sid = ${SECRET}`);
  } catch (e) {
    return e;
  } finally {
    await pool.end().catch(() => {});
  }
  throw new Error("the query should have failed");
}

function handle(err: unknown) {
  const lines: string[] = [];
  const log = pino({ level: "info" }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
  const res = {
    headersSent: false,
    statusCode: 0,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    set(h: Record<string, string> | string, v?: string) {
      Object.assign(this.headers, typeof h === "string" ? { [h]: v } : h);
      return this;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(b: unknown) {
      this.body = b;
      return this;
    },
  };
  errorHandler(err, { log } as never, res as never, () => {});
  return { res, log: lines.join("") };
}

describe("a database out of reach or too busy to lend a connection", () => {
  it("waiting past the pool's connection timeout: 503 with Retry-After, and no query or value in the log", async () => {
    const port = (silent.address() as AddressInfo).port;
    const err = await failedQuery(
      new pg.Pool({ connectionString: `postgres://app@127.0.0.1:${port}/app`, max: 1, connectionTimeoutMillis: 100 }),
    );
    const { res, log } = handle(err);
    expect(res.statusCode).toBe(503);
    expect(res.headers["Retry-After"]).toBe("5");
    expect(res.body).toEqual({ message: "GharSetu is busy right now. Please try again in a moment.", code: "SERVICE_UNAVAILABLE" });
    expect(log).toContain("database busy or unreachable");
    expect(log).toMatch(/timeout|terminated/i);
    expect(log).not.toContain(SECRET);
    expect(log).not.toMatch(/sessions|select/i);
  });

  it("refused: 503 likewise", async () => {
    const refused = createServer();
    await new Promise<void>((r) => refused.listen(0, "127.0.0.1", r));
    const port = (refused.address() as AddressInfo).port;
    await new Promise<void>((r) => refused.close(() => r()));
    const { res, log } = handle(
      await failedQuery(new pg.Pool({ connectionString: `postgres://app@127.0.0.1:${port}/app`, connectionTimeoutMillis: 1000 })),
    );
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(log).not.toContain(SECRET);
  });

  it("any other failed query is still a 500, logged by its cause without the query's values", () => {
    const wrapped = Object.assign(new Error(`Failed query: select 1 where x = $1\nparams: ${SECRET}`), {
      query: "select 1 where x = $1",
      params: [SECRET],
    });
    const { res, log } = handle(wrapped);
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({ message: "Something went wrong on our side. Please try again.", code: "INTERNAL_ERROR" });
    expect(log).toContain("unhandled error");
    expect(log).not.toContain(SECRET);
  });
});
