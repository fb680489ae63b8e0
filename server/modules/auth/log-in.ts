import { eq, sql } from "drizzle-orm";
import type { Request } from "express";
import { sessions, type PublicUser } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requestContext } from "../../http/request-context";

/**
 * Signs the user in on this request. passport regenerates the session id here, so a fixated id never
 * becomes authenticated, and saves the new session before answering; the device it came from is then
 * written beside it, for the customer's list of signed-in devices.
 */
export async function logIn(db: Db, req: Request, user: PublicUser): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
  const { userAgent, ipAddress } = requestContext(req);
  await db.update(sessions).set({ userAgent, ipAddress, signedInAt: sql`now()` }).where(eq(sessions.sid, req.sessionID));
}
