import type { Logger } from "pino";
import type { PublicUser } from "../shared/schema";

declare global {
  namespace Express {
    // What passport puts on req.user: the user row without the password hash.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
    interface User extends PublicUser {}
    interface Request {
      rawBody?: Buffer;
      /** The request's id (X-Request-Id) and a logger that names it, from http/request-log.ts. */
      id: string;
      log: Logger;
    }
  }
}

export {};
