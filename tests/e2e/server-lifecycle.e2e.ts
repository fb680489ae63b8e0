import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { startServer } from "../setup/server";

/** The built server as an operator runs it: health, graceful stop, state kept across restarts. */
describe("server lifecycle (dist build, embedded database)", () => {
  it("reports health, stops cleanly on SIGTERM and keeps sessions across a restart", async () => {
    const first = await startServer();
    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", db: "ok" });

    const login = await fetch(`${first.baseUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "demo", password: "Demo@1234" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!.split(";")[0];

    // A request in flight when SIGTERM arrives still gets its answer. In flight for sure: the server has read
    // its headers (it answers "100 Continue") and waits for the body, which is sent only after the signal.
    let exitCode: Promise<number | null> | undefined;
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ username: "demo", password: "Demo@1234" });
      const req = request(`${first.baseUrl}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Expect: "100-continue" },
      });
      req.on("continue", () => {
        exitCode = first.stop();
        req.end(body);
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(status).toBe(200);
    expect(await exitCode).toBe(0);

    const second = await startServer({ DATA_DIR: first.dataDir });
    try {
      const me = await fetch(`${second.baseUrl}/api/user`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect((await me.json()).username).toBe("demo");
      const page = await fetch(`${second.baseUrl}/`);
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
});
