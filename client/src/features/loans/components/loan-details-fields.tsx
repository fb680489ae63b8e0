import { ArrowRight } from "lucide-react";
import type { LoanTypePayload } from "@shared/catalog/loan-types";
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

const yearsText = (months: number) => {
  const y = Math.floor(months / 12);
  const m = months % 12;
  return [y && `${y} year${y === 1 ? "" : "s"}`, m && `${m} month${m === 1 ? "" : "s"}`].filter(Boolean).join(" ");
};

export function LoanDetailsFields({ form, rateFor, onTypeChange, onNext }: LoanDetailsFieldsProps) {
  const [loanType, amount, tenure] = form.watch(["loanType", "amount", "tenure"]);
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
          label="Loan Amount (₹)"
          className="sm:col-span-2"
          hint={Number(amount) > 0 ? `${formatCurrency(amount)} · from ₹1 lakh to ₹1 crore` : "From ₹1 lakh to ₹1 crore"}
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
          label="Tenure (months)"
          hint={Number(tenure) > 0 ? `${yearsText(Math.round(Number(tenure)))} · 12 to 360 months` : "12 to 360 months"}
          inputProps={{ type: "number", inputMode: "numeric", min: 12, max: 360, step: 12 }}
        />
        <LoanInput
          form={form}
          name="interestRate"
          label="Interest Rate (%)"
          hint={`Our base rate for this loan: ${formatPercent(rateFor(loanType))} p.a., set by GharSetu`}
          inputProps={{ type: "number", readOnly: true, className: "bg-muted" }}
        />
      </div>
      {hasPropertyFields(loanType) && (
        <div className="grid gap-5 rounded-lg border border-dashed p-4 sm:grid-cols-2">
          <p className="text-sm font-semibold sm:col-span-2">Property details (optional)</p>
          <LoanInput
            form={form}
            name="propertyValue"
            label="Property Value (₹)"
            hint="Market value of the property"
            inputProps={{ type: "number", inputMode: "numeric", min: 0 }}
          />
          <LoanInput
            form={form}
            name="propertyAddress"
            label="Property Address"
            hint="Locality, city and PIN code"
            inputProps={{ autoComplete: "street-address" }}
          />
        </div>
      )}
      {loanType === "BTTopUp" && <ExistingLoanFields form={form} />}
      <div className="flex justify-end">
        <Button type="button" variant="outline" onClick={onNext}>
          Continue to Personal Details <ArrowRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
