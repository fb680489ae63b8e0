import { Trans, useLingui } from "@lingui/react/macro";
import { LoanInput, PropertyStateSelect, useTenureText, type LoanForm } from "./form-controls";

/** The balance-transfer loan's details are bound to the form and sent as existingLoanDetails. */
export function ExistingLoanFields({ form }: { form: LoanForm }) {
  const { t } = useLingui();
  const tenureText = useTenureText();
  return (
    <fieldset className="grid min-w-0 gap-5 rounded-lg border border-dashed p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">
        <Trans>Your existing loan</Trans>
      </legend>
      <LoanInput
        form={form}
        name="existingLoanDetails.lenderName"
        label={t`Current Lender`}
        hint={t`Bank or NBFC you repay today`}
        inputProps={{ autoComplete: "organization" }}
      />
      <LoanInput
        form={form}
        name="existingLoanDetails.accountNumber"
        label={t`Loan Account Number`}
        hint={t`As printed on your loan statement`}
        inputProps={{ autoComplete: "off" }}
      />
      <LoanInput
        form={form}
        name="existingLoanDetails.outstandingAmount"
        label={t`Outstanding Amount`}
        hint={t`Principal still to repay, in ₹`}
        inputProps={{ type: "number", inputMode: "numeric", min: 0 }}
      />
      <LoanInput
        form={form}
        name="existingLoanDetails.currentRate"
        label={t`Current Interest Rate (%)`}
        hint={t`What your lender charges now`}
        inputProps={{ type: "number", inputMode: "decimal", min: 1, max: 30, step: 0.05 }}
      />
      <LoanInput
        form={form}
        name="existingLoanDetails.remainingTenure"
        label={t`Remaining Tenure (months)`}
        hint={(months) => {
          const remaining = Math.round(Number(months));
          const remainingText = remaining > 0 ? tenureText(remaining) : "";
          return remainingText
            ? t`${remainingText} left · what you save is counted over this time`
            : t`Months of EMIs still to pay, as on your loan statement`;
        }}
        inputProps={{ type: "number", inputMode: "numeric", min: 1, max: 360 }}
      />
      <PropertyStateSelect form={form} label={t`State the mortgaged property is in`} />
    </fieldset>
  );
}
