import { and, desc, eq, lte } from "drizzle-orm";
import { NAV_MODELS, sipPlanByName } from "../../../shared/catalog/sip-plans";
import { modelNav, nav4Of, type Nav4 } from "../../../shared/finance/nav";
import { navHistory } from "../../../shared/schema";
import type { Executor } from "../../db/client";

export type NavOn = { nav4: Nav4; navDate: string; source: "published" | "model" };

/**
 * The one place a NAV comes from (docs/decisions/sip-mandates-and-jobs.md): the plan's latest published
 * NAV on or before the day (imported from AMFI's NAVAll.txt), else its model history
 * (shared/finance/nav.ts: deterministic, the same on every machine).
 */
export async function navOn(db: Executor, planName: string, date: string): Promise<NavOn> {
  const plan = sipPlanByName(planName);
  if (!plan) throw new Error(`no such plan: ${planName}`);
  const [published] = await db
    .select({ nav4: navHistory.nav4, navDate: navHistory.navDate })
    .from(navHistory)
    .where(and(eq(navHistory.planId, plan.id), lte(navHistory.navDate, date)))
    .orderBy(desc(navHistory.navDate))
    .limit(1);
  if (published) return { ...published, source: "published" };
  const model = NAV_MODELS[plan.id as keyof typeof NAV_MODELS];
  return { nav4: modelNav({ ...model, seed: plan.id, startNav: nav4Of(model.startNav) }, date), navDate: date, source: "model" };
}
