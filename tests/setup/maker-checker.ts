import { settings } from "../../shared/schema";
import type { TestApp } from "./test-app";

/**
 * Maker-checker per decision, as a superadmin sets it (docs/decisions/loan-stages-and-maker-checker.md).
 * On by default; off, the spec's one-step approve and reject (PATCH /api/admin/loan-applications/:id) work
 * for a single member of staff, which tests about something else than the decision itself rely on.
 */
export async function setMakerChecker(t: Pick<TestApp, "db">, on: { sanction: boolean; rejection: boolean }) {
  const set = { makerCheckerSanction: on.sanction, makerCheckerRejection: on.rejection };
  await t.db
    .insert(settings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: settings.id, set });
}

/** One member of staff approves or rejects in one step (maker-checker off for both). */
export const oneStepDecisions = (t: Pick<TestApp, "db">) => setMakerChecker(t, { sanction: false, rejection: false });
