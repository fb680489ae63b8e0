import { eq } from "drizzle-orm";
import type { PublicSettings, SettingsView } from "../../../shared/contracts/settings";
import { paiseToRupees, rupeesToPaise } from "../../../shared/finance";
import { DEFAULT_SETTINGS, settings, type Settings, type SettingsPatch } from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { deleteSessionsIdleFor } from "../auth";
import { now } from "../../../shared/clock";

/** Settings are read from the database on every use so a change reaches all instances at once. */
export async function getSettings(db: Executor): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    homeLoanRate: row.homeLoanRate,
    lapRate: row.lapRate,
    btTopupRate: row.btTopupRate,
    allowNewRegistrations: row.allowNewRegistrations,
    automaticKyc: row.automaticKyc,
    maintenanceMode: row.maintenanceMode,
    sessionTimeoutMinutes: row.sessionTimeoutMinutes,
    passwordPolicy: row.passwordPolicy,
    loginAttempts: row.loginAttempts,
    bookingsPerSlot: row.bookingsPerSlot,
    maxFoirPercent: row.maxFoirPercent,
    lapLtvPercent: row.lapLtvPercent,
    modtStampDutyPercent: row.modtStampDutyPercent,
    btLegalChargesPaise: row.btLegalChargesPaise,
    makerCheckerSanction: row.makerCheckerSanction,
    makerCheckerRejection: row.makerCheckerRejection,
    feeGstPercent: row.feeGstPercent,
    coolingOffDays: row.coolingOffDays,
    processingFeeRefundable: row.processingFeeRefundable,
    sipMaxSkipsInRow: row.sipMaxSkipsInRow,
    consultationHoldMinutes: row.consultationHoldMinutes,
    consultationMinNoticeHours: row.consultationMinNoticeHours,
    consultationBufferMinutes: row.consultationBufferMinutes,
    videoMeetingBaseUrl: row.videoMeetingBaseUrl,
  };
}

/** The settings as the API shows them: money in rupees (docs/decisions/money-in-paise.md). */
export function settingsJson({ btLegalChargesPaise, ...rest }: Settings): SettingsView {
  return { ...rest, btLegalCharges: paiseToRupees(btLegalChargesPaise) };
}

export function publicSettings(s: Settings): PublicSettings {
  return {
    homeLoanRate: s.homeLoanRate,
    lapRate: s.lapRate,
    btTopupRate: s.btTopupRate,
    allowNewRegistrations: s.allowNewRegistrations,
    maintenanceMode: s.maintenanceMode,
    passwordPolicy: s.passwordPolicy,
    modtStampDutyPercent: s.modtStampDutyPercent,
    btLegalCharges: paiseToRupees(s.btLegalChargesPaise),
    feeGstPercent: s.feeGstPercent,
    coolingOffDays: s.coolingOffDays,
    processingFeeRefundable: s.processingFeeRefundable,
  };
}

/** A patch as the columns hold it: the legal charges (rupees in the API) in paise. */
function columnsOf({ btLegalCharges, ...rest }: SettingsPatch): Partial<Settings> {
  return btLegalCharges === undefined ? rest : { ...rest, btLegalChargesPaise: rupeesToPaise(btLegalCharges) };
}

/**
 * Applies a validated subset of settings; the audit row records old and new values of what changed, as the
 * API names and shows them (the legal charges in rupees).
 */
export async function updateSettings(db: Db, patch: SettingsPatch, ctx: RequestContext): Promise<Settings> {
  const changes = columnsOf(patch);
  return db.transaction(async (tx) => {
    await tx.select({ id: settings.id }).from(settings).where(eq(settings.id, 1)).for("update");
    const before = await getSettings(tx);
    const changed = (Object.keys(changes) as (keyof Settings)[]).filter((k) => changes[k] !== before[k]);
    if (changed.length === 0) return before;
    await tx
      .update(settings)
      .set({ ...changes, updatedAt: now(), updatedBy: ctx.userId })
      .where(eq(settings.id, 1));
    const after = await getSettings(tx);
    if (changed.includes("sessionTimeoutMinutes"))
      await deleteSessionsIdleFor(tx, Math.min(before.sessionTimeoutMinutes, after.sessionTimeoutMinutes));
    const shown = (k: keyof Settings) => (k === "btLegalChargesPaise" ? "btLegalCharges" : k);
    const [beforeJson, afterJson] = [settingsJson(before), settingsJson(after)] as Record<string, unknown>[];
    await writeAudit(tx, ctx, {
      actionType: "update_settings",
      entityType: "settings",
      entityId: 1,
      oldValue: Object.fromEntries(changed.map((k) => [shown(k), beforeJson[shown(k)]])),
      newValue: Object.fromEntries(changed.map((k) => [shown(k), afterJson[shown(k)]])),
      description: `System settings changed: ${changed.map(shown).join(", ")}`,
    });
    return after;
  });
}
