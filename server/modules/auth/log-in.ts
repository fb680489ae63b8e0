import { eq, sql } from "drizzle-orm";
import type { Request } from "express";
import { sessions, type PublicUser } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requestContext } from "../../http/request-context";
import { seenFrom } from "../account";
import { newSignIn, notify } from "../notifications";
import { sha256 } from "../security";

/**
 * Signs the user in on this request. passport regenerates the session id here, so a fixated id never
 * becomes authenticated, and saves the new session before answering; the device it came from is then
 * written beside it, for the customer's list of signed-in devices.
 */
export async function logIn(db: Db, req: Request, user: PublicUser): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
  const { userAgent, ipAddress } = requestContext(req);
  await db
    .update(sessions)
    .set({ userAgent, ipAddress, signedInAt: sql`now()` })
    .where(eq(sessions.sid, req.sessionID));
}

/**
 * E-mails the account's owner about a sign-in from a browser that had not signed in to it before (no
 * known-device cookie for it): when, and which browser. Once per session.
 */
export async function alertIfNewDevice(db: Db, req: Request, user: PublicUser): Promise<void> {
  await db.transaction((tx) => notify(tx, newSignIn(user, seenFrom(requestContext(req)), sha256(req.sessionID).slice(0, 16))));
}
