import { createHash } from "node:crypto";
import Bowser from "bowser";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { SessionView } from "../../../shared/contracts/account";
import { DEFAULT_SETTINGS, sessions, settings } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { now } from "../../../shared/clock";

/** The browser's and the system's names ("Chrome", "Android"), each null when the browser did not say. */
export function deviceParts(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = Bowser.parse(userAgent);
  return { browser: browser.name || null, os: os.name || null };
}

/** "Chrome on Android", "Safari on iOS", "Firefox on Windows"; "Unknown device" when the browser did not say. */
export function deviceLabel(userAgent: string | null): string {
  const { browser, os } = deviceParts(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || "Unknown device";
}

/** When and from which browser a request came, as the security e-mails name it. */
export const seenFrom = (ctx: Pick<RequestContext, "userAgent">) => ({ at: now(), device: deviceLabel(ctx.userAgent) });

/** Stands in for the session id in answers: stable for a session, and no way back to the id. */
const opaqueId = (sid: string) => createHash("sha256").update(`session-list:${sid}`).digest("hex").slice(0, 16);

/** The account's sessions still alive (not expired, not idle past the timeout), the current one first. */
export async function listSessions(db: Db, userId: number, currentSid: string): Promise<SessionView[]> {
  const idleLimit = sql`now() - make_interval(mins => coalesce((select ${settings.sessionTimeoutMinutes} from ${settings} where ${settings.id} = 1), ${DEFAULT_SETTINGS.sessionTimeoutMinutes}))`;
  const rows = await db
    .select({
      sid: sessions.sid,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      signedInAt: sessions.signedInAt,
      lastSeen: sessions.lastSeen,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, sql`now()`), gt(sessions.lastSeen, idleLimit)))
    .orderBy(desc(sessions.lastSeen));
  return rows
    .map((r) => ({
      id: opaqueId(r.sid),
      device: deviceLabel(r.userAgent),
      // Apart as well, so that a page words them in its own language ("Android पर Chrome").
      ...deviceParts(r.userAgent),
      ipAddress: r.ipAddress,
      signedInAt: r.signedInAt?.toISOString() ?? null,
      lastSeen: r.lastSeen.toISOString(),
      current: r.sid === currentSid,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs the account out everywhere but here. */
export async function endOtherSessions(db: Db, userId: number, currentSid: string, ctx: RequestContext): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.sid, currentSid)))
      .returning({ sid: sessions.sid });
    await writeAudit(tx, ctx, {
      actionType: "end_other_sessions",
      entityType: "user",
      entityId: userId,
      newValue: { ended: ended.length },
      description: `Customer signed out ${ended.length} other device${ended.length === 1 ? "" : "s"} (user #${userId})`,
    });
    return { ended: ended.length };
  });
}
