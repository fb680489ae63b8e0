import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { LOAN_LIMITS, type LoanTypePayload } from "@shared/catalog/loan-types";
import { amountInWords } from "@shared/i18n/amount-words";
import { DEFAULT_LOCALE, isLocale } from "@shared/i18n/locales";
import { Button } from "@/components/ui/button";
import { formatCurrency, formatPercent } from "@/lib/format";
import { hasPropertyFields } from "../lib/loan-form";
import { ExistingLoanFields } from "./existing-loan-fields";
import { LoanInput, type LoanForm } from "./form-controls";
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
  const [loanType, amount, tenure] = form.watch(["loanType", "amount", "tenure"]);
  // The limits in words (₹1 lakh, ₹1 crore; ₹1 लाख, ₹1 करोड़) and the figures as typed.
  const minAmount = amountInWords(LOAN_LIMITS.minAmount, locale);
  const maxAmount = amountInWords(LOAN_LIMITS.maxAmount, locale);
  const minTenure = LOAN_LIMITS.minTenure;
  const maxTenure = LOAN_LIMITS.maxTenure;
  const amountText = formatCurrency(amount);
  const baseRate = formatPercent(rateFor(loanType));
  const yearsText = (months: number) => {
    const y = Math.floor(months / 12);
    const m = months % 12;
    if (y && m) return t`${plural(y, { one: "# year", other: "# years" })} ${plural(m, { one: "# month", other: "# months" })}`;
    if (y) return t`${plural(y, { one: "# year", other: "# years" })}`;
    return m ? t`${plural(m, { one: "# month", other: "# months" })}` : "";
  };
  const tenureText = yearsText(Math.round(Number(tenure)));
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
          hint={Number(amount) > 0 ? t`${amountText} · from ${minAmount} to ${maxAmount}` : t`From ${minAmount} to ${maxAmount}`}
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
          hint={Number(tenure) > 0 ? t`${tenureText} · ${minTenure} to ${maxTenure} months` : t`${minTenure} to ${maxTenure} months`}
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
        <div className="grid gap-5 rounded-lg border border-dashed p-4 sm:grid-cols-2">
          <p className="text-sm font-semibold sm:col-span-2">
            <Trans>Property details (optional)</Trans>
          </p>
          <LoanInput
            form={form}
            name="propertyValue"
            label={t`Property Value (₹)`}
            hint={t`Market value of the property`}
            inputProps={{ type: "number", inputMode: "numeric", min: 0 }}
          />
          <LoanInput
            form={form}
            name="propertyAddress"
            label={t`Property Address`}
            hint={t`Locality, city and PIN code`}
            inputProps={{ autoComplete: "street-address" }}
          />
        </div>
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
