import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { Database } from "../db/client";
import { loadConfig } from "../env";
import { createAccount } from "../modules/auth/auth.service";
import { openTestDatabase } from "../../tests/setup/test-db";

/** What the server writes about each request: one line per API answer, naming no one. */
describe("request log", () => {
  let database: Database;
  let app: ReturnType<typeof createApp>["app"];
  const lines: Record<string, any>[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: mkdtempSync(path.join(tmpdir(), "gharsetu-log-")), SESSION_SECRET: "test-session-secret-0123456789" });
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
    ({ app } = createApp({ database, config, logger: pino({ level: "info" }, sink) }));
    await createAccount(database.db, { username: "logged_user", password: "Logged@1234", email: "logged@example.in", fullName: "Logged User", phoneNumber: "9876500000", role: "user" });
  });
  afterAll(() => database?.close());
  beforeEach(() => {
    lines.length = 0;
  });

  const completed = () => lines.filter((l) => l.msg === "request completed");

  it("writes one line per API request: its id, method, path, status and time", async () => {
    const res = await request(app).get("/api/health?probe=1");
    expect(res.status).toBe(200);
    await expect.poll(() => completed().length).toBe(1);
    const [line] = completed();
    expect(line).toMatchObject({ level: 30, req: { id: res.headers["x-request-id"], method: "GET", url: "/api/health?probe=1" }, res: { statusCode: 200 } });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    await request(app).get("/api/no-such-thing").expect(404);
    await expect.poll(() => completed().at(-1)?.res.statusCode).toBe(404);
  });

  it("never writes cookies, passwords or what a body carried", async () => {
    const agent = request.agent(app);
    await agent.post("/api/login").send({ username: "logged_user", password: "Logged@1234" }).expect(200);
    await agent.get("/api/user").expect(200);
    await expect.poll(() => completed().length).toBe(2);
    const text = JSON.stringify(lines);
    expect(text).not.toContain("Logged@1234");
    expect(text).not.toContain("gharsetu.sid");
    expect(text).not.toContain("logged@example.in");
    expect(completed().map((l) => `${l.req.method} ${l.req.url} ${l.res.statusCode}`)).toEqual(["POST /api/login 200", "GET /api/user 200"]);
  });

  it("says nothing of pages and files, which are not the API", async () => {
    await request(app).get("/robots.txt").expect(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(completed()).toEqual([]);
  });
});
