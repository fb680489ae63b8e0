import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "./error-handler";
import { HttpError } from "./errors";
import { LINGER_BYTES, LINGER_MS, refuseOnClosingConnection } from "./lingering-close";

/**
 * The lingering close seen from the wire, on a small app of its own: POST /upload refuses any body
 * unread, on its headers, as receive-upload.ts does with a declared length over the limit.
 * server/modules/kyc/kyc.test.ts covers the same through the real upload route.
 */
let server: Server;
let port: number;
let served = 0;
/** The server's end of each connection, by the client's port. */
const atServer = new Map<number, Socket>();
/** When the server's end of each connection closed, by the client's port. */
const closedAtServer = new Map<number, number>();
/** Whether each connection's answers finished, rather than being cut off (request-log.ts logs which), by the client's port. */
const finished = new Map<number, boolean[]>();
/** The requests the server read on each connection, by the client's port. */
const received = new Map<number, string[]>();

beforeAll(async () => {
  const app = express();
  app.use(refuseOnClosingConnection);
  // As on /api (app.ts): its wrapping of write and end must not keep the refusal from going out, nor the lingering from starting.
  app.use(compression({ threshold: 1024 }));
  app.get("/ping", (_req, res) => {
    served++;
    res.json({ pong: true });
  });
  app.post("/count", (_req, res) => {
    served++;
    res.json({ counted: true });
  });
  app.post("/upload", () => {
    throw new HttpError(413, "The file is too large", undefined, { Connection: "close" });
  });
  app.use(errorHandler);
  server = createServer(app);
  server.on("connection", (s: Socket) => {
    const clientPort = s.remotePort!;
    atServer.set(clientPort, s);
    s.on("close", () => closedAtServer.set(clientPort, performance.now()));
  });
  server.on("request", (req: express.Request, res: express.Response) => {
    const clientPort = req.socket.remotePort!;
    received.set(clientPort, [...(received.get(clientPort) ?? []), req.url]);
    res.on("close", () => finished.set(clientPort, [...(finished.get(clientPort) ?? []), res.writableFinished]));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** A raw connection that records what it reads, its errors, and when it closes. */
async function rawClient({ allowHalfOpen = false, reading = true } = {}) {
  const socket = connect({ port, host: "127.0.0.1", allowHalfOpen });
  if (!reading) socket.pause();
  const errors: string[] = [];
  socket.on("error", (e: NodeJS.ErrnoException) => errors.push(e.code ?? e.message));
  let answer = "";
  socket.on("data", (d: Buffer) => (answer += d.toString("latin1")));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  await once(socket, "connect");
  const clientPort = socket.localPort!;
  await expect.poll(() => atServer.has(clientPort)).toBe(true);
  const server = () => atServer.get(clientPort)!;
  /** When the server closed its end. */
  const serverClosed = async () => {
    await expect.poll(() => closedAtServer.get(clientPort), { timeout: LINGER_MS + 5_000 }).toBeDefined();
    return closedAtServer.get(clientPort)!;
  };
  return {
    socket,
    errors,
    closed,
    serverClosed,
    answer: () => answer,
    server,
    finished: () => finished.get(clientPort),
    received: () => received.get(clientPort),
  };
}
const uploadHead = (length: number | "chunked") =>
  `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip, deflate, br\r\nContent-Type: application/octet-stream\r\n` +
  (length === "chunked" ? "Transfer-Encoding: chunked\r\n\r\n" : `Content-Length: ${length}\r\n\r\n`);
/** The server has written its answer on this connection. */
const answered = async (server: () => Socket) => {
  await expect.poll(() => server().bytesWritten, { timeout: 5_000 }).toBeGreaterThan(0);
  return { at: performance.now(), read: server().bytesRead };
};
const REFUSAL = /^HTTP\/1\.1 413 [^]*\r\nconnection: close\r\n[^]*\r\n\r\n\{"message":"The file is too large","code":"BODY_TOO_LARGE"\}$/i;

describe("lingering close after an early answer", () => {
  it("a client still sending reads the refusal, every byte it sends is read and dropped, and the connection closes after LINGER_MS", async () => {
    // Reads nothing until it has sent more, as a busy uploader does; and does not close on the server's FIN.
    const c = await rawClient({ reading: false, allowHalfOpen: true });
    c.socket.write(uploadHead(LINGER_BYTES));
    c.socket.write(Buffer.alloc(64 * 1024, 0x20));
    const answer = await answered(c.server);
    for (let i = 0; i < 3; i++) c.socket.write(Buffer.alloc(64 * 1024, 0x20)); // still sending after the answer
    // Had the server closed on answering, these bytes would have met a closed socket and reset the
    // connection, throwing the answer away unread.
    await expect.poll(() => c.server().bytesRead, { timeout: 5_000 }).toBe(c.socket.bytesWritten);
    // Half-closed: the server has sent its FIN after the answer, and reads on.
    expect(c.server().writableEnded).toBe(true);
    expect(c.server().destroyed).toBe(false);
    c.socket.resume();
    await once(c.socket, "end"); // the server's FIN, after its answer
    expect(c.answer()).toMatch(REFUSAL);
    const closedAt = await c.serverClosed();
    expect(c.errors).toEqual([]);
    // The body never ends: the server lingers LINGER_MS, no longer.
    expect(closedAt - answer.at).toBeGreaterThan(LINGER_MS - 250);
    expect(closedAt - answer.at).toBeLessThan(LINGER_MS + 1_500);
    expect(c.finished()).toEqual([true]);
  });

  it("closes as soon as the refused body has ended, the answer finished", async () => {
    const c = await rawClient({ allowHalfOpen: true }); // it would keep the connection open
    c.socket.write(uploadHead(256 * 1024));
    const answer = await answered(c.server);
    c.socket.write(Buffer.alloc(256 * 1024, 0x20));
    const closedAt = await c.serverClosed();
    expect(closedAt - answer.at).toBeLessThan(LINGER_MS / 2);
    expect(c.server().bytesRead).toBe(c.socket.bytesWritten);
    expect(c.answer()).toMatch(REFUSAL);
    expect(c.errors).toEqual([]);
    expect(c.finished()).toEqual([true]);
    c.socket.destroy();
  });

  it("reads at most LINGER_BYTES more of the refused body, then closes without waiting out LINGER_MS", async () => {
    const c = await rawClient({ reading: false });
    c.socket.write(uploadHead(64 * 1024 * 1024));
    const answer = await answered(c.server);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    // Flat out, as fast as the connection takes it, until it closes (or far past the bound).
    while (!c.socket.destroyed && c.socket.bytesWritten < 8 * LINGER_BYTES) {
      if (!c.socket.write(chunk)) await Promise.race([new Promise((resolve) => c.socket.once("drain", resolve)), c.closed]);
    }
    const closedAt = await c.serverClosed();
    expect(c.server().bytesRead - answer.read).toBeGreaterThan(LINGER_BYTES);
    expect(c.server().bytesRead - answer.read).toBeLessThan(LINGER_BYTES + 512 * 1024);
    expect(closedAt - answer.at).toBeLessThan(LINGER_MS);
    expect(c.finished()).toEqual([true]);
  });

  it("never serves a request pipelined behind the refused one", async () => {
    const before = served;
    const c = await rawClient({ allowHalfOpen: true }); // goes on sending after the server's FIN
    c.socket.write(uploadHead(256 * 1024));
    await answered(c.server);
    // The rest of the refused body, and a request behind it on the same connection.
    c.socket.write(
      Buffer.concat([
        Buffer.alloc(256 * 1024, 0x20),
        Buffer.from("POST /count HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"),
      ]),
    );
    await c.serverClosed();
    expect(c.answer()).toMatch(REFUSAL);
    expect(served).toBe(before);
    // The server read the pipelined request, and neither ran nor answered it.
    expect(c.received()).toEqual(["/upload", "/count"]);
    expect(c.answer().match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
    expect(c.finished()?.[0]).toBe(true);
    c.socket.destroy();
  });

  it("closes at once, the answer finished, when the client stops sending mid-body", async () => {
    for (const stop of ["end", "resetAndDestroy"] as const) {
      const c = await rawClient({ allowHalfOpen: true });
      c.socket.write(uploadHead(256 * 1024));
      c.socket.write(Buffer.alloc(1024, 0x20));
      const answer = await answered(c.server);
      await expect.poll(c.answer).toMatch(REFUSAL);
      c.socket[stop]();
      expect((await c.serverClosed()) - answer.at).toBeLessThan(LINGER_MS / 2);
      expect(c.finished()).toEqual([true]);
      c.socket.destroy();
    }
  });

  it("fetch (undici) streaming a body reads the refusal", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // Half of LINGER_BYTES, then it keeps the body open, sending slowly, as an upload on a slow link does.
        if (sent >= LINGER_BYTES / 2) await new Promise((resolve) => setTimeout(resolve, 50));
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`http://127.0.0.1:${port}/upload`, {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(await res.json()).toEqual({ message: "The file is too large", code: "BODY_TOO_LARGE" });
  });

  it("leaves other connections, and keep-alive on them, as they were", async () => {
    const refused = await rawClient();
    refused.socket.write(uploadHead("chunked"));
    const before = served;
    const c = await rawClient();
    const ping = "GET /ping HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    c.socket.write(ping + ping); // two pipelined
    await expect.poll(() => c.answer().match(/HTTP\/1\.1 200 /g)?.length ?? 0).toBe(2);
    c.socket.write(ping); // and one more, later, on the same connection
    await expect.poll(() => c.answer().match(/HTTP\/1\.1 200 /g)?.length ?? 0).toBe(3);
    expect(c.answer()).toMatch(/connection: keep-alive/i);
    expect(c.answer()).not.toMatch(/connection: close/i);
    expect(served).toBe(before + 3);
    expect(c.socket.readyState).toBe("open");
    expect(c.finished()).toEqual([true, true, true]);
    c.socket.end();
    await c.closed;
    await refused.closed;
    expect(refused.answer()).toMatch(REFUSAL);
  });
});
