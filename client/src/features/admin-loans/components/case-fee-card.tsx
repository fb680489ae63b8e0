import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency, formatIstDateTime } from "@/lib/format";
import type { LoanCase } from "../api/get-loan-case";
import { CaseFacts } from "./case-facts";

/** The processing fee: paid (when, which payment), due, or not asked (ineligible, rejected or withdrawn). */
export function CaseFeeCard({ fee }: Pick<LoanCase, "fee">) {
  const badge = fee.paid ? (
    <Badge color="green">Paid</Badge>
  ) : fee.due ? (
    <Badge color="yellow">Unpaid</Badge>
  ) : (
    <Badge color="grey">Not due</Badge>
  );
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Processing fee</CardTitle>
        {badge}
      </CardHeader>
      <CardContent>
        <CaseFacts
          className="sm:grid-cols-1"
          facts={[
            { label: "Amount", value: formatCurrency(fee.amount) },
            fee.paid && { label: "Paid on", value: fee.paidAt ? formatIstDateTime(fee.paidAt) : "—" },
            fee.paid && { label: "Payment ID", value: <span className="font-mono text-sm break-all">{fee.paymentId ?? "—"}</span> },
            !fee.paid && {
              label: "Status",
              value: fee.due ? "Not paid yet" : "Not asked: the application is ineligible or closed",
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
