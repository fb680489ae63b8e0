import { LoanInput, type LoanForm } from "./form-controls";

/** The balance-transfer loan's details are bound to the form and sent as existingLoanDetails. */
export function ExistingLoanFields({ form }: { form: LoanForm }) {
  return (
    <fieldset className="grid min-w-0 gap-5 rounded-lg border border-dashed p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">Your existing loan</legend>
      <LoanInput
        form={form}
        name="existingLoanDetails.lenderName"
        label="Current Lender"
        hint="Bank or NBFC you repay today"
        inputProps={{ autoComplete: "organization" }}
      />
      <LoanInput
        form={form}
        name="existingLoanDetails.accountNumber"
        label="Loan Account Number"
        hint="As printed on your loan statement"
        inputProps={{ autoComplete: "off" }}
      />
      <LoanInput
        form={form}
        name="existingLoanDetails.outstandingAmount"
        label="Outstanding Amount"
        hint="Principal still to repay, in ₹"
        inputProps={{ type: "number", inputMode: "numeric", min: 0 }}
      />
      <LoanInput
        form={form}
        name="existingLoanDetails.currentRate"
        label="Current Interest Rate (%)"
        hint="What your lender charges now"
        inputProps={{ type: "number", inputMode: "decimal", min: 1, max: 30, step: 0.05 }}
      />
    </fieldset>
  );
}
