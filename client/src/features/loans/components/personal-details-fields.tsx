import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { APPLICANT_PROFILES, PROFILE_LABELS, PROFILES_OF_EMPLOYMENT } from "@shared/catalog/applicant-profiles";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { Button } from "@/components/ui/button";
import { formatCurrency } from "@/lib/format";
import { LoanInput, LoanSelect, LoanTextarea, type LoanForm } from "./form-controls";

const PURPOSE_MAX_LENGTH = 500;
/** The choices this step's fields follow (read once per change of one of them, not per key). */
const CHOICE_FIELDS = ["loanType", "employmentType", "applicantProfile"] as const;

export function PersonalDetailsFields({ form, onBack }: { form: LoanForm; onBack: () => void }) {
  const { t, i18n } = useLingui();
  // The typed figures are read by their hints (functions of the value), so a key typed redraws a hint only.
  const [loanType, employment, profile] = useWatch({ control: form.control, name: CHOICE_FIELDS });
  const profiles = employment ? PROFILES_OF_EMPLOYMENT[employment] : APPLICANT_PROFILES;
  // A choice the employment type no longer allows is cleared, not sent.
  useEffect(() => {
    if (profile && !profiles.includes(profile)) form.setValue("applicantProfile", "");
  }, [form, profile, profiles]);
  // A balance transfer replaces the loan being moved: its EMI is not counted twice (docs/decisions/underwriting-rules.md).
  const transfer = loanType === "BTTopUp";
  const minIncome = formatCurrency(LOAN_LIMITS.minMonthlyIncome);
  const maxLength = PURPOSE_MAX_LENGTH;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <LoanInput
        form={form}
        name="monthlyIncome"
        label={t`Monthly Income (₹)`}
        hint={(income) => {
          const incomeText = formatCurrency(income);
          return Number(income) > 0 ? t`${incomeText} take-home per month` : t`Take-home pay per month, at least ${minIncome}`;
        }}
        inputProps={{ type: "number", inputMode: "numeric", min: 10000 }}
      />
      <LoanInput
        form={form}
        name="existingEmis"
        label={transfer ? t`EMIs on your other loans (₹ a month)` : t`Existing EMIs (₹ a month)`}
        hint={(emis) => {
          const emisText = formatCurrency(emis);
          return transfer
            ? Number(emis) > 0
              ? t`${emisText} a month on your other loans`
              : t`The EMIs you pay on other loans (car, personal loans, credit cards on EMI), not on the loan you are moving; 0 if none`
            : Number(emis) > 0
              ? t`${emisText} a month on the loans you repay now`
              : t`All the EMIs you pay now (home, car, personal loans, credit cards on EMI); 0 if none`;
        }}
        inputProps={{ type: "number", inputMode: "numeric", min: 0 }}
      />
      <LoanSelect
        form={form}
        name="employmentType"
        label={t`Employment Type`}
        hint={t`Self-employed includes business owners and professionals`}
      >
        <option value="">{t`Select employment type`}</option>
        <option value="salaried">{t`Salaried`}</option>
        <option value="self-employed">{t`Self-employed`}</option>
      </LoanSelect>
      <LoanSelect
        form={form}
        name="applicantProfile"
        label={t`Which describes you best?`}
        hint={t`Decides the documents we ask you for; you can change it later`}
      >
        <option value="">{t`Not sure yet`}</option>
        {profiles.map((p) => (
          <option key={p} value={p}>
            {i18n._(PROFILE_LABELS[p])}
          </option>
        ))}
      </LoanSelect>
      <LoanTextarea
        form={form}
        name="purpose"
        label={t`Purpose of Loan`}
        className="sm:col-span-2"
        hint={(purpose) => {
          const used = purpose.trim().length;
          return t`${used}/${maxLength} characters · e.g. buying a 2BHK flat in Pune`;
        }}
        textareaProps={{ rows: 4, maxLength: PURPOSE_MAX_LENGTH }}
      />
      <div className="sm:col-span-2">
        <Button type="button" variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden /> <Trans>Back to Loan Details</Trans>
        </Button>
      </div>
    </div>
  );
}
