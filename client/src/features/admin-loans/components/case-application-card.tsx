import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency, formatIstDate, formatPercent } from "@/lib/format";
import type { LoanCase } from "../api/get-loan-case";
import { stateName } from "@shared/catalog/indian-states";
import { CaseFacts } from "./case-facts";

const EMPLOYMENT = { salaried: "Salaried", "self-employed": "Self-employed" } as const;

const money = (rupees: number | null | undefined) => (rupees === null || rupees === undefined ? "Not given" : formatCurrency(rupees));

/** What the customer asked for and declared, and the terms sanctioned once there are some. */
export function CaseApplicationCard({ application, emi }: { application: LoanCase["application"]; emi: number }) {
  const years = application.tenure % 12 === 0 ? ` (${application.tenure / 12} years)` : "";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Application</CardTitle>
        <CardDescription>As the customer filed it on {formatIstDate(application.appliedAt)}.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CaseFacts
          facts={[
            { label: "Loan type", value: application.loanTypeLabel },
            { label: "Amount", value: formatCurrency(application.amount) },
            { label: "Tenure", value: `${application.tenure} months${years}` },
            { label: "Interest rate", value: `${formatPercent(application.interestRate)} a year` },
            { label: "EMI", value: formatCurrency(emi), hint: "At the applied amount, rate and tenure" },
            { label: "Monthly income", value: money(application.monthlyIncome) },
            {
              label: "Employment",
              value: application.employmentType ? EMPLOYMENT[application.employmentType] : "Not given",
            },
            { label: "Existing EMIs", value: money(application.existingEmis), hint: "A month, as declared" },
            { label: "Property value", value: money(application.propertyValue) },
            { label: "Property state", value: application.propertyState ? stateName(application.propertyState) : "Not given" },
            { label: "Property address", value: application.propertyAddress || "Not given", wide: true },
            { label: "Purpose", value: application.purpose || "Not given", wide: true },
          ]}
        />
        {application.sanction && (
          <section
            aria-labelledby="case-sanction-heading"
            className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50/60 p-4 dark:border-emerald-900 dark:bg-emerald-950/40"
          >
            <h3 id="case-sanction-heading" className="font-semibold">
              Sanctioned terms
            </h3>
            <CaseFacts
              facts={[
                { label: "Amount", value: formatCurrency(application.sanction.amount) },
                { label: "Interest rate", value: `${formatPercent(application.sanction.interestRate)} a year` },
                { label: "Conditions", value: application.sanction.conditions || "None", wide: true },
              ]}
            />
          </section>
        )}
        {application.rejectionReason && (
          <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100">
            <span className="font-semibold">Reason given to the customer: </span>
            {application.rejectionReason}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
