import type { Socket } from "node:net";
import type { Request, RequestHandler, Response } from "express";

/** How long, and how much more of the body, we read and drop after an early answer before closing. */
export const LINGER_MS = 2_000;
export const LINGER_BYTES = 1024 * 1024;

/**
 * Marks the answer to a request whose body we stopped reading (too large, malformed) as the
 * connection's last, and closes that connection the way nginx's "lingering close" does. Node would
 * close the socket the moment the answer is written; a client still sending its body then gets a
 * reset, and a reset throws away our answer unread in the client's buffer ("fetch failed: EPIPE"
 * instead of "The file is too large"). So: answer, half-close (FIN), drop whatever still arrives for
 * up to LINGER_MS or LINGER_BYTES, then close. The body is never processed, and never read past that bound.
 */
export function closeAfterAnswer(req: Request, res: Response) {
  res.set("Connection", "close");
  if (req.complete) return;
  const socket = req.socket;
  closing.add(socket);
  // Node calls destroySoon once the last answer on a "Connection: close" socket is written.
  socket.destroySoon = function lingeringClose() {
    socket.end();
    let dropped = 0;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once("close", () => clearTimeout(timer));
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) socket.destroy();
    });
    req.resume();
  };
}

/** Connections whose last answer is given: whatever else arrives on them is dropped, never served. */
const closing = new WeakSet<Socket>();

/**
 * First in the chain: a request that arrives on a connection we are closing (a client pipelining
 * behind the refused upload) is not run. "Connection: close" promised that no further request on it
 * would be served, and its answer could never be sent anyway.
 */
export const refuseOnClosingConnection: RequestHandler = (req, _res, next) => {
  if (closing.has(req.socket)) {
    req.socket.destroy();
    return;
  }
  next();
};
