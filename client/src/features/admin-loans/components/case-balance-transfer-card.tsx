import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency, formatPercent } from "@/lib/format";
import { cn } from "@/lib/utils";
import { stateName } from "@shared/catalog/indian-states";
import { modtStampDuty, paiseToRupees, rupeesToPaise } from "@shared/finance";
import type { LoanCase } from "../api/get-loan-case";
import { CaseFacts } from "./case-facts";

/** A balance transfer's existing loan, and whether moving it pays once the costs of switching are counted. */
export function CaseBalanceTransferCard({ caseView }: { caseView: LoanCase }) {
  const { application, assessment, limits } = caseView;
  const existing = application.existingLoanDetails;
  const bt = assessment.balanceTransfer;
  const state = application.propertyState;
  // On the amount the KFS states: the sanctioned one once there is a sanction.
  const duty = modtStampDuty(rupeesToPaise(application.sanction?.amount ?? application.amount), limits.modtStampDutyPercent, state);
  const rule = duty.rule;
  const dutyHint = `Stamp duty ${formatCurrency(paiseToRupees(duty.stampDuty))}: ${
    rule.state === null ? `${formatPercent(rule.percent)} of the loan, the general rate` : `${formatPercent(rule.percent)} of the loan`
  }${rule.maxPaise === null ? "" : `, at most ${formatCurrency(paiseToRupees(rule.maxPaise))}`}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Balance transfer</CardTitle>
        <CardDescription>
          The loan being moved here. Switching costs: our processing fee, MODT stamp duty (the property's state's rate, or{" "}
          {limits.modtStampDutyPercent}% where it has none listed) and legal charges ({formatCurrency(limits.btLegalCharges)}).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {existing ? (
          <CaseFacts
            facts={[
              { label: "Existing lender", value: existing.lenderName },
              { label: "Loan account", value: <span className="font-mono">{existing.accountNumber}</span> },
              {
                label: "Outstanding",
                value: formatCurrency(existing.outstandingAmount),
                hint: bt
                  ? bt.coversOutstanding
                    ? "The new loan covers it"
                    : "More than the new loan: it would not be paid off"
                  : undefined,
              },
              {
                label: "Current rate",
                value: `${formatPercent(existing.currentRate)} a year`,
                hint: `New rate ${formatPercent(application.interestRate)} a year`,
              },
              {
                label: "Remaining tenure",
                value: existing.remainingTenure ? `${existing.remainingTenure} months` : "Not given",
                hint: bt && !existing.remainingTenure ? `Saving worked out over ${bt.remainingMonths} months` : undefined,
              },
              { label: "Property in", value: state ? stateName(state) : "State not given", hint: dutyHint },
              bt && { label: "Switching costs", value: formatCurrency(bt.switchingCosts) },
              bt && { label: "Interest saved", value: formatCurrency(bt.interestSaved) },
              bt && {
                label: "Net saving",
                value: (
                  <span className={cn(bt.netSaving <= 0 ? "text-red-700 dark:text-red-300" : "text-emerald-800 dark:text-emerald-300")}>
                    {formatCurrency(bt.netSaving)}
                  </span>
                ),
                hint: bt.netSaving <= 0 ? "Switching costs the customer more than it saves" : "Interest saved less the switching costs",
              },
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">The customer did not give the existing loan's details.</p>
        )}
      </CardContent>
    </Card>
  );
}
