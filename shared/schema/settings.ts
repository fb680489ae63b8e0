import { z } from "zod";
import { PASSWORD_POLICIES } from "../catalog/settings";

export * from "../catalog/settings";

export const publicSettingsSchema = z.object({
  homeLoanRate: z.number(),
  lapRate: z.number(),
  btTopupRate: z.number(),
  allowNewRegistrations: z.boolean(),
  maintenanceMode: z.boolean(),
  passwordPolicy: z.enum(PASSWORD_POLICIES),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
