import type { Socket } from "node:net";
import type { Request, RequestHandler, Response } from "express";

/** How long, and how much more of the body, we read and drop after an early answer before closing. */
export const LINGER_MS = 2_000;
export const LINGER_BYTES = 1024 * 1024;

/**
 * Marks the answer to a request whose body we stopped reading (too large, malformed) as the
 * connection's last, and closes that connection the way nginx's "lingering close" does. Node closes a
 * "Connection: close" connection as soon as its last answer has finished; a client still sending its
 * body then gets a reset, and a reset throws away our answer unread in the client's buffer ("fetch
 * failed: EPIPE" instead of "The file is too large"). So: answer, half-close (FIN), drop whatever still
 * arrives until the body ends, for up to LINGER_MS or LINGER_BYTES, then close. The body is never
 * processed, and never read past that bound.
 *
 * Public APIs only: the answer's bytes go out at once through `res.write`, and the `res.end` that
 * finishes the answer (after which Node closes the connection) is held back until the lingering is
 * over, the way compression and express-session wrap a response's `end`. Until then the response has
 * not "finished": listeners on its `finish` and `close` hear of it when the lingering is over.
 */
export function closeAfterAnswer(req: Request, res: Response) {
  res.set("Connection", "close");
  if (req.complete) return;
  closing.add(req.socket);
  const finishAnswer = res.end.bind(res);
  res.end = function answerNowFinishLater(...args: unknown[]) {
    res.end = finishAnswer;
    const callback = typeof args.at(-1) === "function" ? (args.pop() as () => void) : undefined;
    const [chunk, encoding] = args as [string | Uint8Array | null | undefined, BufferEncoding | undefined];
    // An answer without a body, or one already begun, is finished the ordinary way.
    if (chunk === undefined || chunk === null || res.headersSent) return finishAnswer(chunk, encoding as BufferEncoding, callback);
    // Its length, so that the client knows where the answer ends while the connection stays open.
    res.setHeader("Content-Length", Buffer.byteLength(chunk, encoding));
    // Not through write's callback: a wrapper of write (compression's) may drop it.
    res.write(chunk, encoding ?? "utf8");
    // FIN: nothing more from us; the client may go on sending, and is read. Only once the answer is in
    // the connection's queue: when the response holds the connection and nothing (compression) keeps it
    // back. Otherwise the answer goes out, and the FIN with the close, when the answer finishes.
    if (res.socket === req.socket && !res.hasHeader("Content-Encoding")) req.socket.end();
    linger(req, res, () => finishAnswer(callback));
    return res;
  } as Response["end"];
}

/**
 * Reads and drops the rest of the request body until it ends, the client stops sending, LINGER_BYTES
 * have come or LINGER_MS have passed; then finishes the answer and closes the connection once it has
 * finished (or LINGER_MS later if it cannot).
 */
function linger(req: Request, res: Response, finishAnswer: () => void) {
  const socket = req.socket;
  let dropped = 0;
  let over = false;
  const stop = () => {
    if (over) return;
    over = true;
    clearTimeout(timer);
    req.removeListener("data", drop);
    req.pause(); // nothing more is read: what still arrives meets the close
    if (!socket.destroyed) {
      res.once("finish", () => socket.destroy());
      const backstop = setTimeout(() => socket.destroy(), LINGER_MS).unref();
      socket.once("close", () => clearTimeout(backstop));
    }
    finishAnswer();
  };
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) stop();
  };
  const timer = setTimeout(stop, LINGER_MS).unref();
  // The client stopped sending (it half-closed or reset the connection): nothing more to drop.
  socket.once("end", stop);
  socket.once("error", stop);
  // Closed from elsewhere (a server timeout, shutdown): the answer's fate is sealed.
  socket.once("close", () => {
    over = true;
    clearTimeout(timer);
  });
  if (req.readableEnded) return stop();
  req.on("data", drop);
  req.once("end", stop);
  req.resume();
}

/** Connections whose last answer is given: whatever else arrives on them is dropped, never served. */
const closing = new WeakSet<Socket>();

/**
 * First in the chain: a request that arrives on a connection we are closing (a client pipelining
 * behind the refused upload) is neither run nor answered. "Connection: close" promised that no further
 * request on it would be served, and its answer could never be sent anyway. The refused body has ended
 * (this request follows it), so the connection closes as soon as the refused answer has finished; the
 * timer is a backstop.
 */
export const refuseOnClosingConnection: RequestHandler = (req, _res, next) => {
  if (!closing.has(req.socket)) return next();
  setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
};
