import { Writable } from "node:stream";
import pino from "pino";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestLog } from "./request-log";
import { DEFAULT_PASSWORD, createTestApp, makeUser, signedInAgent, type TestApp } from "../../tests/setup/test-app";

/** What the server writes about each request: one line per API answer, naming no one. */
describe("request log", () => {
  let t: TestApp;
  const lines: Record<string, any>[] = [];

  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
    t = await createTestApp({}, undefined, pino({ level: "info" }, sink));
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    lines.length = 0;
  });

  const completed = () => lines.filter((l) => l.msg === "request completed");

  it("writes one line per API request: its id, method, path, status and time", async () => {
    const res = await request(t.app).get("/api/health?probe=1");
    expect(res.status).toBe(200);
    await expect.poll(() => completed().length).toBe(1);
    const [line] = completed();
    // The path without its query string: a staff search's ?q= is somebody's name or e-mail address.
    expect(line).toMatchObject({
      level: 30,
      req: { id: res.headers["x-request-id"], method: "GET", url: "/api/health" },
      res: { statusCode: 200 },
    });
    expect(JSON.stringify(line)).not.toContain("probe");
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    await request(t.app).get("/api/no-such-thing").expect(404);
    await expect.poll(() => completed().at(-1)?.res.statusCode).toBe(404);
  });

  it("never writes cookies, passwords or what a body carried", async () => {
    const user = await makeUser(t);
    lines.length = 0;
    const agent = request.agent(t.app);
    await agent.post("/api/login").send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    await agent.get("/api/user").expect(200);
    await expect.poll(() => completed().length).toBe(2);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(DEFAULT_PASSWORD);
    expect(text).not.toContain("gharsetu.sid");
    expect(text).not.toContain(user.email);
    expect(completed().map((l) => `${l.req.method} ${l.req.url} ${l.res.statusCode}`)).toEqual([
      "POST /api/login 200",
      "GET /api/user 200",
    ]);
  });

  it("never writes what a staff search looked for", async () => {
    const customer = await makeUser(t);
    const { agent: admin } = await signedInAgent(t, "admin");
    lines.length = 0;
    const found = await admin.get("/api/admin/users").query({ q: customer.email }).expect(200);
    expect(JSON.stringify(found.body)).toContain(customer.username);
    await expect.poll(() => completed().length).toBe(1);
    expect(completed()[0].req.url).toBe("/api/admin/users");
    expect(JSON.stringify(lines)).not.toContain(customer.email.split("@")[0]);
  });

  it("gives each request a logger that names it, in each app its own logger", async () => {
    const appLogging = (out: Record<string, any>[]) => {
      const app = express();
      app.use(
        requestLog(
          app,
          pino({ level: "info" }, new Writable({ write: (chunk, _enc, done) => (out.push(JSON.parse(String(chunk))), done()) })),
          false,
        ),
      );
      app.get("/api/twice", (req, res) => {
        // Not defined on each request: a getter on the app's request prototype, kept once used.
        if (Object.hasOwn(req, "log")) throw new Error("req.log defined on the request before use");
        req.log.info("first");
        req.log.info("second");
        res.json({ same: req.log === req.log });
      });
      return app;
    };
    const [one, two]: Record<string, any>[][] = [[], []];
    const [appOne, appTwo] = [appLogging(one), appLogging(two)];
    const a = await request(appOne).get("/api/twice").expect(200);
    const b = await request(appOne).get("/api/twice").expect(200);
    const c = await request(appTwo).get("/api/twice").expect(200);
    expect(a.body.same).toBe(true);
    const idsOf = (out: Record<string, any>[], msg: string) => out.filter((l) => l.msg === msg).map((l) => l.req.id);
    await expect.poll(() => idsOf(one, "second")).toEqual([a.headers["x-request-id"], b.headers["x-request-id"]]);
    expect(idsOf(one, "first")).toEqual([a.headers["x-request-id"], b.headers["x-request-id"]]);
    await expect.poll(() => idsOf(two, "second")).toEqual([c.headers["x-request-id"]]);
    expect(idsOf(two, "first")).toEqual([c.headers["x-request-id"]]);
  });

  it("says nothing of pages and files, which are not the API", async () => {
    await request(t.app).get("/robots.txt").expect(200);
    // An API request after it: lines are written in the order the answers went out, so by the time this
    // one's line is there, a line for robots.txt would be there before it.
    const after = await request(t.app).get("/api/health").expect(200);
    await expect.poll(() => completed().length).toBe(1);
    expect(completed().map((l) => l.req.id)).toEqual([after.headers["x-request-id"]]);
  });
});
