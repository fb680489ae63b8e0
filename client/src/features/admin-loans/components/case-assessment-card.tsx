import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency, formatIstDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { LoanCase } from "../api/get-loan-case";
import { IN_PRINCIPLE_COLORS } from "../lib/case-labels";
import { englishMessage, type MessageDescriptorJson } from "../lib/english-message";
import { CaseFacts } from "./case-facts";

type Result = keyof typeof IN_PRINCIPLE_COLORS;

const RESULT_LABELS: Record<Result, string> = { eligible: "Eligible", refer: "Refer", ineligible: "Ineligible" };
const MISSING_LABELS: Record<string, string> = {
  propertyValue: "property value",
  existingEmis: "existing EMIs",
  remainingTenure: "remaining tenure of the existing loan",
};

function ResultBadge({ result }: { result: Result }) {
  return <Badge color={IN_PRINCIPLE_COLORS[result]}>{RESULT_LABELS[result]}</Badge>;
}

/** A ratio against its limit: "42.5% of 50% max", red once over it. */
function Ratio({ value, limit, limitWord }: { value: number | null; limit: number | null; limitWord: string }) {
  if (value === null) return <>Could not be worked out</>;
  const over = limit !== null && value > limit;
  return (
    <span className={cn(over && "text-red-700 dark:text-red-300")}>
      {value.toFixed(1)}%
      {limit !== null && (
        <span className="font-normal text-muted-foreground">
          {" "}
          · {limitWord} {limit}%
        </span>
      )}
      {over && <span className="sr-only"> (over the limit)</span>}
    </span>
  );
}

function Reasons({ title, reasons, missing }: { title: string; reasons: MessageDescriptorJson[]; missing: string[] }) {
  if (reasons.length === 0 && missing.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {reasons.map((r, i) => (
          <li key={`${r.id}-${i}`}>{englishMessage(r)}</li>
        ))}
        {missing.length > 0 && <li>Not given: {missing.map((m) => MISSING_LABELS[m] ?? m).join(", ")}.</li>}
      </ul>
    </div>
  );
}

/**
 * The underwriting rules run now, with today's limits, beside the in-principle answer the customer was
 * given when they applied (which later changes to the limits do not rewrite).
 */
export function CaseAssessmentCard({ caseView }: { caseView: LoanCase }) {
  const { assessment, limits, application } = caseView;
  const atSubmission = application.inPrinciple;
  const sameReasons =
    atSubmission !== null &&
    JSON.stringify(atSubmission.reasons.map(englishMessage)) === JSON.stringify(assessment.reasons.map(englishMessage));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assessment</CardTitle>
        <CardDescription>
          The rules run now with the current limits (FOIR up to {limits.maxFoirPercent}%, LAP LTV up to {limits.lapLtvPercent}%).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CaseFacts
          facts={[
            { label: "Result now", value: <ResultBadge result={assessment.result} /> },
            {
              label: "In principle at submission",
              value: atSubmission ? <ResultBadge result={atSubmission.result} /> : "Not given (filed before in-principle decisions)",
              hint: atSubmission ? `Told to the customer on ${formatIstDate(application.appliedAt)}` : undefined,
            },
            {
              label: "FOIR (all EMIs ÷ income)",
              value: <Ratio value={assessment.foirPercent} limit={limits.maxFoirPercent} limitWord="max" />,
            },
            {
              label: "LTV (amount ÷ property value)",
              value:
                application.loanType === "BTTopUp" ? (
                  "Not applicable"
                ) : (
                  <Ratio value={assessment.ltvPercent} limit={assessment.ltvCapPercent} limitWord="cap" />
                ),
            },
            { label: "Maximum the income supports", value: formatCurrency(assessment.maxLoanByIncome) },
            {
              label: "Maximum eligible amount",
              value: assessment.sanctionable === null ? "None at these terms" : formatCurrency(assessment.sanctionable),
              hint: "The lowest of the amount applied for and the FOIR and LTV limits",
            },
            atSubmission && {
              label: "Maximum eligible at submission",
              value: atSubmission.sanctionableAmount === null ? "None at these terms" : formatCurrency(atSubmission.sanctionableAmount),
            },
            { label: "EMI", value: formatCurrency(assessment.emi) },
          ]}
        />
        <Reasons title="Why, now" reasons={assessment.reasons} missing={assessment.missing} />
        {atSubmission && !sameReasons && (
          <Reasons title="Why, at submission" reasons={atSubmission.reasons} missing={atSubmission.missing} />
        )}
      </CardContent>
    </Card>
  );
}
