import { forbidden } from "./errors";
import type { RequestContext } from "./request-context";

/**
 * Four-eyes rule (docs/decisions/four-eyes-rule.md): staff never decide on their own
 * loan, KYC document, consultation or complaint. `what` completes "You cannot review your own …".
 */
export function refuseOwnReview(ownerId: number | null, ctx: RequestContext, what: string) {
  if (ownerId !== null && ownerId === ctx.userId) throw forbidden(`You cannot review your own ${what}`);
}
