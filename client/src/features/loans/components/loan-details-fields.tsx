import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { useWatch } from "react-hook-form";
import { PURCHASE_KINDS, PURCHASE_LABELS } from "@shared/catalog/applicant-profiles";
import { LOAN_LIMITS, type LoanTypePayload } from "@shared/catalog/loan-types";
import { amountInWords } from "@shared/i18n/amount-words";
import { DEFAULT_LOCALE, isLocale } from "@shared/i18n/locales";
import { Button } from "@/components/ui/button";
import { formatCurrency, formatPercent } from "@/lib/format";
import { hasPropertyFields } from "../lib/loan-form";
import { ExistingLoanFields } from "./existing-loan-fields";
import { LoanInput, LoanSelect, PropertyStateSelect, useTenureText, type LoanForm } from "./form-controls";
import { LoanTypePicker } from "./loan-type-picker";

type LoanDetailsFieldsProps = {
  form: LoanForm;
  rateFor: (payload: LoanTypePayload) => number;
  /** The visitor chose another loan type (the form puts its base rate in). */
  onTypeChange: (payload: LoanTypePayload) => void;
  onNext: () => void;
};

export function LoanDetailsFields({ form, rateFor, onTypeChange, onNext }: LoanDetailsFieldsProps) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  // The fields' own figures are read by their hints (a hint given as a function of the value), so a key
  // typed redraws a hint, not these fields (docs/decisions/budget-phones.md).
  const loanType = useWatch({ control: form.control, name: "loanType" });
  // The limits in words (₹1 lakh, ₹1 crore; ₹1 लाख, ₹1 करोड़) and the figures as typed.
  const minAmount = amountInWords(LOAN_LIMITS.minAmount, locale);
  const maxAmount = amountInWords(LOAN_LIMITS.maxAmount, locale);
  const minTenure = LOAN_LIMITS.minTenure;
  const maxTenure = LOAN_LIMITS.maxTenure;
  const baseRate = formatPercent(rateFor(loanType));
  const yearsText = useTenureText();
  const typeRegistration = form.register("loanType", {
    onChange: (e: { target: { value: LoanTypePayload } }) => onTypeChange(e.target.value),
  });

  return (
    <div className="grid gap-6">
      <LoanTypePicker value={loanType} rateFor={rateFor} registration={typeRegistration} />
      <div className="grid gap-5 sm:grid-cols-2">
        <LoanInput
          form={form}
          name="amount"
          label={t`Loan Amount (₹)`}
          className="sm:col-span-2"
          hint={(amount) => {
            const amountText = formatCurrency(amount);
            return Number(amount) > 0 ? t`${amountText} · from ${minAmount} to ${maxAmount}` : t`From ${minAmount} to ${maxAmount}`;
          }}
          inputProps={{
            type: "number",
            inputMode: "numeric",
            min: 100000,
            max: 10000000,
            step: 10000,
            className: "text-base font-semibold",
          }}
        />
        <LoanInput
          form={form}
          name="tenure"
          label={t`Tenure (months)`}
          hint={(tenure) => {
            const tenureText = yearsText(Math.round(Number(tenure)));
            return Number(tenure) > 0 ? t`${tenureText} · ${minTenure} to ${maxTenure} months` : t`${minTenure} to ${maxTenure} months`;
          }}
          inputProps={{ type: "number", inputMode: "numeric", min: 12, max: 360, step: 12 }}
        />
        <LoanInput
          form={form}
          name="interestRate"
          label={t`Interest Rate (%)`}
          hint={t`Our base rate for this loan: ${baseRate} p.a., set by GharSetu`}
          inputProps={{ type: "number", readOnly: true, className: "bg-muted" }}
        />
      </div>
      {hasPropertyFields(loanType) && (
        <fieldset className="grid min-w-0 gap-5 rounded-lg border border-dashed p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold">
            <Trans>The property</Trans>
          </legend>
          {loanType === "HomeLoan" && (
            <LoanSelect
              form={form}
              name="purchaseKind"
              label={t`What are you buying?`}
              hint={t`Each kind of purchase has its own papers`}
              className="sm:col-span-2"
            >
              <option value="">{t`Not decided yet`}</option>
              {PURCHASE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {i18n._(PURCHASE_LABELS[k])}
                </option>
              ))}
            </LoanSelect>
          )}
          <LoanInput
            form={form}
            name="propertyValue"
            label={t`Property Value (₹)`}
            hint={(propertyValue) => {
              const propertyValueText = formatCurrency(propertyValue);
              return Number(propertyValue) > 0
                ? t`${propertyValueText} · what it would sell for today`
                : loanType === "HomeLoan"
                  ? t`What the home would sell for today. A home loan is at most 75% to 90% of it, by the loan's size.`
                  : t`What the property would sell for today. We lend a share of it.`;
            }}
            inputProps={{ type: "number", inputMode: "numeric", min: 0 }}
          />
          <LoanInput
            form={form}
            name="propertyAddress"
            label={t`Property Address (optional)`}
            hint={t`Locality, city and PIN code`}
            inputProps={{ autoComplete: "street-address" }}
          />
          <PropertyStateSelect form={form} label={t`State the property is in`} />
        </fieldset>
      )}
      {loanType === "BTTopUp" && <ExistingLoanFields form={form} />}
      <div className="flex justify-end">
        <Button type="button" variant="outline" onClick={onNext}>
          <Trans>Continue to Personal Details</Trans> <ArrowRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
