import { eq } from "drizzle-orm";
import { users, type PublicUser } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import { unauthorized } from "../../http/errors";
import { toPublicUser } from "../auth";

/**
 * The signed-in person's account as it is now, share-locked until the caller's transaction ends. Every
 * path that creates a customer's record starts here: an erasure (which locks the row for update) either
 * waits for the record and then erases it, or has finished, and the record is refused. Contact details
 * written into the record come from this row, never from the session's copy of the user. `update`
 * also queues the same customer's own requests behind each other (for caps on open items).
 */
export async function lockLiveAccount(tx: Executor, userId: number, strength: "share" | "update" = "share"): Promise<PublicUser> {
  // Never FOR UPDATE, which would also hold back every other transaction's foreign-key checks on the row
  // (a staff decision's audit row naming this customer, their own second tab) for no reason.
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(users.id, userId))
    .for(strength === "update" ? "no key update" : "share");
  if (!row || row.erasedAt) throw unauthorized();
  return toPublicUser(row);
}
