import { eq } from "drizzle-orm";
import { users, type PublicUser } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import { unauthorized } from "../../http/errors";
import { toPublicUser } from "../auth/auth.service";

/**
 * The signed-in person's account as it is now, share-locked until the caller's transaction ends. Every
 * path that creates a customer's record starts here: an erasure (which locks the row for update) either
 * waits for the record and then erases it, or has finished, and the record is refused. Contact details
 * written into the record come from this row, never from the session's copy of the user. `update`
 * also queues the same customer's own requests behind each other (for caps on open items).
 */
export async function lockLiveAccount(tx: Executor, userId: number, strength: "share" | "update" = "share"): Promise<PublicUser> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for(strength);
  if (!row || row.erasedAt) throw unauthorized();
  return toPublicUser(row);
}
