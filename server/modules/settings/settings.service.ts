import { eq } from "drizzle-orm";
import { DEFAULT_SETTINGS, settings, type PublicSettings, type Settings } from "../../../shared/schema";
import type { Executor } from "../../db/client";

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
  };
}

export function publicSettings(s: Settings): PublicSettings {
  return {
    homeLoanRate: s.homeLoanRate,
    lapRate: s.lapRate,
    btTopupRate: s.btTopupRate,
    allowNewRegistrations: s.allowNewRegistrations,
    maintenanceMode: s.maintenanceMode,
    passwordPolicy: s.passwordPolicy,
  };
}
