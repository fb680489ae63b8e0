import type { Request } from "express";
import type session from "express-session";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../../shared/schema";
import { openTestDatabase } from "../../../tests/setup/test-db";
import type { Database } from "../../db/client";
import { DbSessionStore } from "./session-store";

let database: Database;
let store: DbSessionStore;
beforeAll(async () => {
  database = await openTestDatabase();
  store = new DbSessionStore(database.db);
});
afterAll(() => database.close());

const cookie = { originalMaxAge: null, httpOnly: true, path: "/" };
const call = <T>(fn: (cb: (err?: unknown, value?: T | null) => void) => void) =>
  new Promise<T>((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value as T))));
const rowOf = async (sid: string) => (await database.db.select().from(sessions).where(eq(sessions.sid, sid)))[0];

describe("the session store", () => {
  it("never writes back a session deleted while a request that read it was still running", async () => {
    const sid = "sid-revived-test";
    await call((cb) => store.set(sid, { cookie, visits: 1 } as unknown as session.SessionData, cb));
    // A request reads the session ...
    const req = { sessionID: sid } as unknown as Request;
    const data = await call<session.SessionData>((cb) => store.get(sid, cb));
    const live = store.createSession(req, data) as unknown as session.SessionData & { visits: number };
    // ... a logout or password change elsewhere deletes it ...
    await call((cb) => store.destroy(sid, cb));
    // ... and the request, finishing, saves what it changed: the row stays gone.
    live.visits = 2;
    await call((cb) => store.set(sid, live, cb));
    expect(await rowOf(sid)).toBeUndefined();
  });

  it("saves changes to a session it read, and inserts a new one (a login's fresh id)", async () => {
    const sid = "sid-updated-test";
    await call((cb) => store.set(sid, { cookie, visits: 1 } as unknown as session.SessionData, cb));
    const req = { sessionID: sid } as unknown as Request;
    const live = store.createSession(req, await call<session.SessionData>((cb) => store.get(sid, cb))) as unknown as session.SessionData & {
      visits: number;
    };
    live.visits = 2;
    await call((cb) => store.set(sid, live, cb));
    expect(((await rowOf(sid)).sess as { visits: number }).visits).toBe(2);
  });
});
