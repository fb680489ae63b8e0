import type { PublicUser } from "../shared/schema";

declare global {
  namespace Express {
    // What passport puts on req.user: the user row without the password hash.
    interface User extends PublicUser {}
    interface Request {
      rawBody?: Buffer;
    }
  }
}

export {};
