import { randomUUID } from "node:crypto";
import type { Express, Request, RequestHandler } from "express";
import type { Logger } from "pino";

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Gives every request an id (in `X-Request-Id`) and `req.log`, and logs one line when an API request
 * has been answered: method, path, status and time, never headers, bodies or query strings (which
 * carry cookies and personal data: a staff search's `?q=` is a customer's name or e-mail address).
 *
 * It does what pino-http did for us at a fraction of the cost on the hot path: the per-request child
 * logger is made only when a handler logs something (rarely), and the completion line is written by
 * the one shared logger, whose destination is asynchronous (logger.ts). `req.log` is a getter on
 * `app.request`, the prototype Express documents for extending an app's requests ("Overriding the
 * Express API"), installed once, not a property defined on every request (that alone cost about
 * 0.035 ms of CPU a request under load).
 *
 * An id from outside is kept only when a trusted proxy set it (`trustProxy`), and only if it looks like one.
 */
export function requestLog(app: Express, logger: Logger, trustProxy: boolean): RequestHandler {
  defineLogGetter(app.request, logger);
  // The completion lines hold only the fields chosen below, nothing a client wrote but the path: they skip the
  // redaction the app's logger applies to whatever a handler logs (a copy of every line's objects,
  // about a tenth of the logging's cost). Handlers' own lines (req.log) are still redacted.
  const access = logger.child({}, { redact: { paths: [] } });
  return (req, res, next) => {
    const given = trustProxy ? req.headers["x-request-id"] : undefined;
    const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader("X-Request-Id", id);
    req.id = id;
    const url = req.url;
    if (url.startsWith("/api")) {
      const started = performance.now();
      // "close" comes after "finish" when the answer went out, and alone when the client went away first.
      res.on("close", () => {
        const status = res.statusCode;
        const query = url.indexOf("?");
        const line = {
          req: { id, method: req.method, url: query === -1 ? url : url.slice(0, query), remoteAddress: req.socket.remoteAddress },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        };
        // The client went away first (a closed tab, a cancelled fetch): worth a line, not a warning.
        if (!res.writableFinished) access.info(line, "request aborted");
        else if (status >= 500) access.error(line, "request failed");
        else access.info(line, "request completed");
      });
    }
    next();
  };
}

/** `req.log` on every request of this app: a child logger naming the request, made on first use and kept. */
function defineLogGetter(requestPrototype: Request, logger: Logger) {
  Object.defineProperty(requestPrototype, "log", {
    configurable: true,
    get(this: Request) {
      if (this === requestPrototype) return undefined; // the prototype itself is no request
      const child = logger.child({ req: { id: this.id } });
      Object.defineProperty(this, "log", { configurable: true, value: child });
      return child;
    },
  });
}
