import { select } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { catalogueText } from "@/lib/catalogue-text";
import { INDIAN_STATES } from "@shared/catalog/indian-states";
import type { ComponentProps, ReactNode } from "react";
import { Watch, type Path, type UseFormReturn } from "react-hook-form";
import type { LoanApplicationInput } from "@shared/schema";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { pluralForm } from "@/lib/i18n";
import type { LoanFormValues } from "../lib/loan-form";

export type LoanForm = UseFormReturn<LoanFormValues, unknown, LoanApplicationInput>;

type ControlProps = {
  form: LoanForm;
  name: Path<LoanFormValues>;
  label: string;
  /**
   * Under the field. A function of the field's value (as typed) is redrawn on its own as the value
   * changes, without the form around it (docs/decisions/budget-phones.md).
   */
  hint?: ReactNode | ((value: string) => ReactNode);
  className?: string;
};

const idFor = (name: string) => `loan-${name.replace(/\./g, "-")}`;

/** The field's starting value, written into the HTML too: a prerendered form shows it before its scripts run. */
const startingValue = (form: LoanForm, name: string): string | undefined => {
  const value = name
    .split(".")
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], form.formState.defaultValues);
  return typeof value === "string" ? value : undefined;
};

function useControl({ form, name, hint }: ControlProps) {
  const { i18n } = useLingui();
  const id = idFor(name);
  // The shared schema's messages are catalogue ids (their English); one already in the page's language passes through.
  // Read without the form state: passing it would subscribe the whole form to each field's dirty and
  // touched state, redrawing it as a field is first typed in. The form redraws on its errors
  // (useLoanApplicationForm reads them), and this with it.
  const message = form.getFieldState(name).error?.message;
  const error = message ? catalogueText(i18n, message) : undefined;
  return {
    id,
    error,
    hint:
      typeof hint === "function" ? (
        <Watch control={form.control} name={name} render={(value) => hint(typeof value === "string" ? value : "")} />
      ) : (
        hint
      ),
    aria: fieldAria(id, error, Boolean(hint)),
    registration: { defaultValue: startingValue(form, name), ...form.register(name) },
  };
}

export function LoanInput({ inputProps, ...props }: ControlProps & { inputProps?: ComponentProps<"input"> }) {
  const { id, error, hint, aria, registration } = useControl(props);
  return (
    <Field id={id} label={props.label} error={error} hint={hint} className={cn("content-start", props.className)}>
      <Input {...inputProps} {...aria} {...registration} />
    </Field>
  );
}

export function LoanTextarea({ textareaProps, ...props }: ControlProps & { textareaProps?: ComponentProps<"textarea"> }) {
  const { id, error, hint, aria, registration } = useControl(props);
  return (
    <Field id={id} label={props.label} error={error} hint={hint} className={cn("content-start", props.className)}>
      <Textarea {...textareaProps} {...aria} {...registration} />
    </Field>
  );
}

export function LoanSelect({ children, ...props }: ControlProps & { children: ReactNode }) {
  const { id, error, hint, aria, registration } = useControl(props);
  return (
    <Field id={id} label={props.label} error={error} hint={hint} className={cn("content-start", props.className)}>
      <NativeSelect {...aria} {...registration}>
        {children}
      </NativeSelect>
    </Field>
  );
}

/** Where the property is, from India's states and union territories (its mortgage's stamp duty is the state's). */
export function PropertyStateSelect({ form, label, className }: { form: LoanForm; label: string; className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <LoanSelect
      form={form}
      name="propertyState"
      label={label}
      hint={t`Stamp duty on the mortgage is set by the state`}
      className={className}
    >
      <option value="">{t`Not sure yet`}</option>
      {INDIAN_STATES.map((s) => (
        <option key={s.code} value={s.code}>
          {i18n._(s.name)}
        </option>
      ))}
    </LoanSelect>
  );
}

/** A number of months in years and months ("8 years 4 months"), in the page's language; "" for none. */
export function useTenureText(): (months: number) => string {
  const { t, i18n } = useLingui();
  return (months: number) => {
    const y = Math.floor(months / 12);
    const m = months % 12;
    const yForm = pluralForm(y, i18n.locale);
    const mForm = pluralForm(m, i18n.locale);
    if (y && m)
      return t`${select(yForm, { one: `${y} year`, other: `${y} years` })} ${select(mForm, { one: `${m} month`, other: `${m} months` })}`;
    if (y) return t`${select(yForm, { one: `${y} year`, other: `${y} years` })}`;
    return m ? t`${select(mForm, { one: `${m} month`, other: `${m} months` })}` : "";
  };
}
