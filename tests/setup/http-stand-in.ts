import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
type Handler = (req: Received, res: ServerResponse) => void;

/** A tiny HTTP server on 127.0.0.1 standing in for an outside service (Razorpay, a web hook). */
export async function startStandIn(handler: Handler) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const r = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      received.push(r);
      handler(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Razorpay's POST /v1/orders, checking Basic auth like the real API. */
export function razorpayOrders(keyId: string, keySecret: string): Handler {
  let n = 0;
  return (req, res) => {
    const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
    res.setHeader("Content-Type", "application/json");
    if (req.headers.authorization !== auth) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } }));
      return;
    }
    if (req.method === "POST" && req.url === "/v1/orders") {
      const body = JSON.parse(req.body);
      n += 1;
      res.end(
        JSON.stringify({
          id: `order_test${n}`,
          entity: "order",
          amount: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: "created",
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.end("{}");
  };
}
