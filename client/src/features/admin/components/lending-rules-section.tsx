import { Controller, type UseFormReturn } from "react-hook-form";
import { MAX_BT_LEGAL_CHARGES, MAX_COOLING_OFF_DAYS, MAX_FEE_GST_PERCENT } from "@shared/schema/validation";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatCurrency } from "@/lib/format";
import type { SettingsFormValues } from "./settings-form";
import { SettingsSection, SwitchField } from "./settings-fields";

/** The in-principle decision's limits (docs/decisions/underwriting-rules.md). */
const LENDING_FIELDS = [
  { name: "maxFoirPercent", label: "Maximum FOIR (%)", min: 30, max: 70, step: 0.1, hint: "All EMIs over net monthly income, 30–70%." },
  {
    name: "lapLtvPercent",
    label: "LAP loan-to-value cap (%)",
    min: 40,
    max: 75,
    step: 0.1,
    hint: "Home loans follow the RBI's slabs; 40–75%.",
  },
  {
    name: "modtStampDutyPercent",
    label: "MODT stamp duty (%)",
    min: 0,
    max: 2,
    step: 0.01,
    hint: "Of a balance transfer's amount, 0–2%, for a property in a state without its own rate listed.",
  },
  {
    name: "btLegalCharges",
    label: "BT legal charges (₹)",
    min: 0,
    max: MAX_BT_LEGAL_CHARGES,
    step: 0.01,
    hint: `A balance transfer's legal and valuation charges, up to ${formatCurrency(MAX_BT_LEGAL_CHARGES)}.`,
  },
  {
    name: "feeGstPercent",
    label: "GST in fees (%)",
    min: 0,
    max: MAX_FEE_GST_PERCENT,
    step: 0.01,
    hint: `Included in the processing and consultation fees; receipts show the split. 0–${MAX_FEE_GST_PERCENT}%.`,
  },
  {
    name: "coolingOffDays",
    label: "Cooling-off period (days)",
    min: 1,
    max: MAX_COOLING_OFF_DAYS,
    step: 1,
    hint: `From the sanction: the borrower may withdraw without penalty. 1–${MAX_COOLING_OFF_DAYS} days.`,
  },
  {
    name: "sipMaxSkipsInRow",
    label: "SIP skips in a row",
    min: 1,
    max: 6,
    step: 1,
    hint: "Instalments a customer may skip one after another; 1–6.",
  },
] as const;

const MAKER_CHECKER_SWITCHES = [
  {
    name: "makerCheckerSanction",
    label: "Maker-checker for sanction",
    hint: "One staff member recommends the terms, a different one sanctions. Off: one step.",
  },
  {
    name: "makerCheckerRejection",
    label: "Maker-checker for rejection",
    hint: "One staff member recommends rejection, a different one rejects. Off: one step.",
  },
  {
    name: "processingFeeRefundable",
    label: "Refund the processing fee on withdrawal",
    hint: "Before a sanction or within the cooling-off period. The Key Fact Statement says which.",
  },
] as const;

/** The superadmin's lending rules: the underwriting limits, maker-checker per decision, and what the papers state. */
export function LendingRulesSection({ form }: { form: UseFormReturn<SettingsFormValues> }) {
  const { errors } = form.formState;
  return (
    <SettingsSection
      title="Lending rules"
      description="The limits of the in-principle decision given when an application is submitted, who must agree to a decision, and the fees and withdrawal terms the Key Fact Statement states."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {LENDING_FIELDS.map(({ name, label, min, max, step, hint }) => (
          <Field key={name} id={name} label={label} hint={hint} error={errors[name]?.message}>
            <Input
              type="number"
              inputMode="decimal"
              min={min}
              max={max}
              step={step}
              {...fieldAria(name, errors[name]?.message, true)}
              {...form.register(name, { valueAsNumber: true })}
            />
          </Field>
        ))}
      </div>
      {MAKER_CHECKER_SWITCHES.map(({ name, label, hint }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => <SwitchField id={name} label={label} hint={hint} checked={field.value} onCheckedChange={field.onChange} />}
        />
      ))}
    </SettingsSection>
  );
}
