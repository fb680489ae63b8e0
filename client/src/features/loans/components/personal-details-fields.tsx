import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatCurrency } from "@/lib/format";
import { LoanInput, LoanSelect, LoanTextarea, type LoanForm } from "./form-controls";

export function PersonalDetailsFields({ form, onBack }: { form: LoanForm; onBack: () => void }) {
  const [income, purpose] = form.watch(["monthlyIncome", "purpose"]);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <LoanInput
        form={form}
        name="monthlyIncome"
        label="Monthly Income (₹)"
        hint={Number(income) > 0 ? `${formatCurrency(income)} take-home per month` : "Take-home pay per month, at least ₹10,000"}
        inputProps={{ type: "number", inputMode: "numeric", min: 10000 }}
      />
      <LoanSelect form={form} name="employmentType" label="Employment Type" hint="Self-employed includes business owners and professionals">
        <option value="">Select employment type</option>
        <option value="salaried">Salaried</option>
        <option value="self-employed">Self-employed</option>
      </LoanSelect>
      <LoanTextarea
        form={form}
        name="purpose"
        label="Purpose of Loan"
        className="sm:col-span-2"
        hint={`${purpose.trim().length}/500 characters · e.g. buying a 2BHK flat in Pune`}
        textareaProps={{ rows: 4, maxLength: 500 }}
      />
      <div className="sm:col-span-2">
        <Button type="button" variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden /> Back to Loan Details
        </Button>
      </div>
    </div>
  );
}
