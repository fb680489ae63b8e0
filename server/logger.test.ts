import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logger";
import { requestLog } from "./http/request-log";

describe("the app's logger", () => {
  it("redacts cookies and passwords in what handlers log, and the request log's lines stay whole", async () => {
    const out: Record<string, any>[] = [];
    const logger = pino(
      loggerOptions("info"),
      new Writable({ write: (chunk, _enc, done) => (out.push(JSON.parse(String(chunk))), done()) }),
    );
    const app = express();
    app.use(requestLog(app, logger, false));
    app.post("/api/echo", (req, res) => {
      req.log.info(
        {
          req: { headers: { cookie: "gharsetu.sid=s%3Asecret" } },
          body: { password: "Hunter2!" },
          res: { headers: { "set-cookie": "a=b" } },
        },
        "handler line",
      );
      res.json({ ok: true });
    });
    await request(app).post("/api/echo?q=priya.sharma%40example.com").set("Cookie", "gharsetu.sid=s%3Asecret").expect(200);
    await expect.poll(() => out.length).toBe(2);
    const text = JSON.stringify(out);
    expect(text).not.toContain("secret");
    expect(text).not.toContain("Hunter2!");
    expect(text).not.toContain("a=b");
    expect(text).not.toContain("priya");
    const completed = out.find((l) => l.msg === "request completed")!;
    expect(completed).toMatchObject({
      req: { method: "POST", url: "/api/echo", remoteAddress: expect.any(String) },
      res: { statusCode: 200 },
    });
  });
});
