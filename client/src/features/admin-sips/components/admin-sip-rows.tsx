import { CardHeading, TwoLineCell, type TableLayout } from "@/components/paged-list/paged-list";
import { StatusBadge } from "@/components/ui/badge";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatCurrency, formatDate } from "@/lib/format";
import type { AdminSipRow } from "../api/get-admin-sips";

const autopay = (s: AdminSipRow) =>
  s.mandate ? `${s.mandate.kind === "upi" ? "UPI AutoPay" : "e-NACH"} (${s.mandate.status})` : "No autopay";

const failures = (s: AdminSipRow) =>
  s.failedDebits === 0
    ? "None"
    : `${s.failedDebits} failed${s.missedInRow > 0 ? `, ${s.missedInRow} in a row` : ""}${
        s.lastFailure ? `; last ${formatDate(s.lastFailure.date)}${s.lastFailure.reason ? `: ${s.lastFailure.reason}` : ""}` : ""
      }`;

const next = (s: AdminSipRow) =>
  s.nextDebitDate ? formatDate(s.nextDebitDate) : s.cancelEffectiveOn ? `Cancelling ${formatDate(s.cancelEffectiveOn)}` : "—";

/** SIPs as a table on wide screens and as cards below. */
export const adminSipLayout: TableLayout<AdminSipRow> = {
  kind: "table",
  wideFrom: "lg",
  columns: ["ID", "Customer", "Plan", "Monthly", "Autopay", "Next debit", "Failed debits", "Status"],
  row: (s) => (
    <TableRow>
      <TableCell className="font-mono text-muted-foreground">#{s.id}</TableCell>
      <TwoLineCell main={s.customer.fullName} sub={`@${s.customer.username}`} />
      <TableCell>{s.planName}</TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">{formatCurrency(s.monthlyAmount)}</TableCell>
      <TableCell>{autopay(s)}</TableCell>
      <TableCell className="whitespace-nowrap">{next(s)}</TableCell>
      <TableCell className={s.missedInRow > 0 ? "text-amber-800 dark:text-amber-300" : undefined}>{failures(s)}</TableCell>
      <TableCell>
        <StatusBadge status={s.status} />
      </TableCell>
    </TableRow>
  ),
  card: (s) => (
    <li className="grid grid-cols-1 gap-1.5 p-4">
      <CardHeading title={s.planName} subtitle={`${s.customer.fullName} · #${s.id}`} badge={<StatusBadge status={s.status} />} />
      <p className="text-sm">
        {formatCurrency(s.monthlyAmount)} a month · {autopay(s)}
      </p>
      <p className="text-xs text-muted-foreground">Next debit: {next(s)}</p>
      <p className={s.missedInRow > 0 ? "text-xs text-amber-800 dark:text-amber-300" : "text-xs text-muted-foreground"}>
        Failed debits: {failures(s)}
      </p>
    </li>
  ),
};
