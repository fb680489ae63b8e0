import { now } from "@shared/clock";

/** How long an account counts as new: its first day (docs/decisions/forms-say-what-is-wrong.md). */
export const NEW_ACCOUNT_HOURS = 24;

/**
 * Whether the account is new, so its dashboard welcomes rather than welcomes back: created within the
 * last NEW_ACCOUNT_HOURS (`createdAt` as /api/user gives it). Only a greeting hangs on it.
 */
export function isNewAccount(createdAt: string | Date, at: Date = now()): boolean {
  return at.getTime() - new Date(createdAt).getTime() < NEW_ACCOUNT_HOURS * 3_600_000;
}
