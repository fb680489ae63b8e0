import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, Save } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { PASSWORD_POLICY_LABELS } from "@shared/catalog/password-policy";
import {
  LOGIN_ATTEMPT_OPTIONS,
  MAX_BOOKINGS_PER_SLOT,
  PASSWORD_POLICIES,
  SESSION_TIMEOUT_OPTIONS,
  settingsPatchSchema,
  type SettingsPatch,
} from "@shared/schema/validation";
import type { SettingsViewJson } from "@shared/contracts/settings";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldIssues } from "@/lib/api";
import { useUpdateSettings } from "../api/update-settings";
import { LendingRulesSection } from "./lending-rules-section";
import { SelectField, SettingsSection, SwitchField } from "./settings-fields";

// The form edits every setting at once; the PATCH schema's fields, all required.
const settingsFormSchema = z.object(settingsPatchSchema.shape).required();
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

const RATE_FIELDS = [
  { name: "homeLoanRate", label: "Home Loan Rate (%)" },
  { name: "lapRate", label: "LAP Rate (%)" },
  { name: "btTopupRate", label: "BT Top-Up Rate (%)" },
] as const;

const CONSULTATION_FIELDS = [
  {
    name: "bookingsPerSlot",
    label: "Bookings per slot",
    min: 1,
    max: MAX_BOOKINGS_PER_SLOT,
    hint: `1 to ${MAX_BOOKINGS_PER_SLOT}, and never more than the advisers free. Lowering it never cancels bookings already made.`,
  },
  {
    name: "consultationHoldMinutes",
    label: "Booking hold (minutes)",
    min: 5,
    max: 60,
    hint: "How long an unconfirmed booking keeps its place; 5–60.",
  },
  {
    name: "consultationMinNoticeHours",
    label: "Minimum notice (hours)",
    min: 0,
    max: 72,
    hint: "How far ahead of its start a session can be booked; 0–72.",
  },
  {
    name: "consultationBufferMinutes",
    label: "Buffer between sessions (minutes)",
    min: 0,
    max: 60,
    hint: "An adviser's free time after a session; with any, nobody gets back-to-back sessions. 0–60.",
  },
] as const;

const timeoutOptions = SESSION_TIMEOUT_OPTIONS.map((m) => ({ value: String(m), label: `${m} minutes` }));
const policyOptions = PASSWORD_POLICIES.map((p) => ({ value: p, label: PASSWORD_POLICY_LABELS[p] }));
const attemptOptions = LOGIN_ATTEMPT_OPTIONS.map((n) => ({ value: String(n), label: `${n} attempts` }));

/** The settings that differ from what the server holds; only these are sent. */
function changedFields(values: SettingsFormValues, saved: SettingsViewJson): SettingsPatch {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => saved[key as keyof SettingsViewJson] !== value));
}

export function SettingsForm({ settings }: { settings: SettingsViewJson }) {
  const updateSettings = useUpdateSettings();
  const form = useForm<SettingsFormValues>({ resolver: zodResolver(settingsFormSchema), defaultValues: settings });
  const { errors, isDirty } = form.formState;
  const maintenanceMode = form.watch("maintenanceMode");

  const onSubmit = form.handleSubmit((values) => {
    const patch = changedFields(values, settings);
    if (Object.keys(patch).length === 0) {
      form.reset(settings);
      return;
    }
    updateSettings.mutate(patch, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast({ title: "Settings saved successfully!" });
      },
      onError: (error) => {
        for (const issue of fieldIssues(error)) {
          if (issue.path in settings) form.setError(issue.path as keyof SettingsFormValues, { type: "server", message: issue.message });
        }
        toast({ title: "Settings not saved", description: errorMessage(error), variant: "destructive" });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <SettingsSection
        title="Base interest rates"
        description="Prefill the loan application form and the EMI calculator (5–20%, one decimal)."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {RATE_FIELDS.map(({ name, label }) => (
            <Field key={name} id={name} label={label} error={errors[name]?.message}>
              <Input
                type="number"
                inputMode="decimal"
                min={5}
                max={20}
                step={0.1}
                {...fieldAria(name, errors[name]?.message)}
                {...form.register(name, { valueAsNumber: true })}
              />
            </Field>
          ))}
        </div>
      </SettingsSection>

      <LendingRulesSection form={form} />

      <SettingsSection title="Access and verification" description="Who can join and sign in, and how KYC documents are checked.">
        <Controller
          control={form.control}
          name="allowNewRegistrations"
          render={({ field }) => (
            <SwitchField
              id="allowNewRegistrations"
              label="Allow New Registrations"
              hint="When off, the register form is closed to new customers."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="automaticKyc"
          render={({ field }) => (
            <SwitchField
              id="automaticKyc"
              label="Automatic KYC Verification"
              hint="Mark uploaded KYC documents verified without a manual review."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="maintenanceMode"
          render={({ field }) => (
            <SwitchField
              id="maintenanceMode"
              label="Maintenance Mode"
              hint="Shows a banner on every page and pauses customer sign-ins."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        {maintenanceMode && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
          >
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
            Maintenance mode is on: only admins and super admins can log in.
          </p>
        )}
      </SettingsSection>

      <SettingsSection title="Security" description="Session length, password strength at registration and sign-in lockout.">
        <div className="grid gap-4 sm:grid-cols-3">
          <Controller
            control={form.control}
            name="sessionTimeoutMinutes"
            render={({ field }) => (
              <SelectField
                id="sessionTimeoutMinutes"
                label="Session Timeout"
                value={String(field.value)}
                onValueChange={(v) => field.onChange(Number(v))}
                options={timeoutOptions}
                error={errors.sessionTimeoutMinutes?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="passwordPolicy"
            render={({ field }) => (
              <SelectField
                id="passwordPolicy"
                label="Password Policy"
                value={field.value}
                onValueChange={field.onChange}
                options={policyOptions}
                error={errors.passwordPolicy?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="loginAttempts"
            render={({ field }) => (
              <SelectField
                id="loginAttempts"
                label="Login Attempts"
                value={String(field.value)}
                onValueChange={(v) => field.onChange(Number(v))}
                options={attemptOptions}
                error={errors.loginAttempts?.message}
              />
            )}
          />
        </div>
      </SettingsSection>

      <SettingsSection
        title="Consultations"
        description="How many customers can book the same slot, how long an unconfirmed booking holds it, and how sessions are held."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {CONSULTATION_FIELDS.map(({ name, label, hint, min, max }) => (
            <Field key={name} id={name} label={label} error={errors[name]?.message} hint={hint}>
              <Input
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                {...fieldAria(name, errors[name]?.message, true)}
                {...form.register(name, { valueAsNumber: true })}
              />
            </Field>
          ))}
          <Field
            id="videoMeetingBaseUrl"
            label="Video service address"
            error={errors.videoMeetingBaseUrl?.message}
            hint="Each confirmed session gets its own room under it, e.g. https://meet.jit.si/. Empty: advisers call the customer."
            className="sm:col-span-2"
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://meet.jit.si/"
              {...fieldAria("videoMeetingBaseUrl", errors.videoMeetingBaseUrl?.message, true)}
              {...form.register("videoMeetingBaseUrl")}
            />
          </Field>
        </div>
      </SettingsSection>

      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-center text-sm text-muted-foreground" aria-live="polite">
          {isDirty ? "You have unsaved changes." : "All changes saved."}
        </p>
        <Button type="submit" disabled={updateSettings.isPending}>
          <Save aria-hidden />
          {updateSettings.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
