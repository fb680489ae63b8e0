import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { PASSWORD_POLICIES } from "../catalog/settings";
import { settingsPatchSchema } from "../schema/admin";
import { settings } from "../schema/settings-table";
import { route, rupees, type Json } from "./define";

// The settings row without its bookkeeping (the row's id, when and by whom it last changed).
const {
  id: _id,
  updatedAt: _updatedAt,
  updatedBy: _updatedBy,
  btLegalChargesPaise: _btLegalChargesPaise,
  ...settingColumns
} = createSelectSchema(settings, {
  passwordPolicy: z.enum(PASSWORD_POLICIES),
}).shape;

/** Every system setting, as staff read them and the superadmin changes them. */
export const settingsView = z.strictObject({
  ...settingColumns,
  /** A balance transfer's legal and valuation charges, in rupees (held in paise). */
  btLegalCharges: rupees,
});
export type SettingsView = z.input<typeof settingsView>;
export type SettingsViewJson = Json<typeof settingsView>;

/**
 * What anyone may read: the base rates prefill forms, the flags drive the banner and the register tab, the charges the
 * calculators, and the fee and cooling-off terms the published terms of a loan state (/disclosures/mitc).
 */
export const publicSettingsView = z.strictObject({
  homeLoanRate: settingColumns.homeLoanRate,
  lapRate: settingColumns.lapRate,
  btTopupRate: settingColumns.btTopupRate,
  allowNewRegistrations: settingColumns.allowNewRegistrations,
  maintenanceMode: settingColumns.maintenanceMode,
  passwordPolicy: settingColumns.passwordPolicy,
  /** A balance transfer's charges, for the switching calculator (the KFS states them too). */
  modtStampDutyPercent: settingColumns.modtStampDutyPercent,
  btLegalCharges: rupees,
  /** The terms every Key Fact Statement states, published in the Most Important Terms and Conditions. */
  feeGstPercent: settingColumns.feeGstPercent,
  coolingOffDays: settingColumns.coolingOffDays,
  processingFeeRefundable: settingColumns.processingFeeRefundable,
});
export type PublicSettings = z.input<typeof publicSettingsView>;
export type PublicSettingsJson = Json<typeof publicSettingsView>;

/** The system settings: the public part for everyone, the whole for staff, changed by the superadmin. */
export const settingsContract = {
  public: route({
    method: "GET",
    path: "/api/settings",
    summary: "The public settings: base rates, registration and maintenance switches, password policy, published loan terms",
    access: "public",
    response: publicSettingsView,
  }),
  get: route({
    method: "GET",
    path: "/api/admin/settings",
    summary: "Every system setting",
    access: "staff",
    response: settingsView,
  }),
  update: route({
    method: "PATCH",
    path: "/api/admin/settings",
    summary: "Change any non-empty subset of the system settings",
    access: "superadmin",
    body: settingsPatchSchema,
    response: settingsView,
  }),
};
