import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency, formatDate } from "@/lib/format";
import type { LoanCase } from "../api/get-loan-case";

/** The applicant's failed SIP debits (newest first): shown only when there are some. */
export function CaseSipDebitsCard({ debits }: { debits: LoanCase["sipFailedDebits"] }) {
  if (debits.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Failed SIP debits</CardTitle>
        <CardDescription>The applicant's SIP instalments whose autopay debit did not go through, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {debits.map((d) => (
            <li key={`${d.sipId}-${d.seq}`} className="grid gap-0.5 border-b pb-2 last:border-0">
              <span className="font-medium">
                {formatDate(d.date)}: {formatCurrency(d.amount)}
              </span>
              <span className="text-muted-foreground">
                SIP #{d.sipId} ({d.planName}), instalment {d.seq}
                {d.reason ? `: ${d.reason}` : ""}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
