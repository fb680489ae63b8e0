import { Trans } from "@lingui/react/macro";
import { ChevronRight } from "lucide-react";
import { Fragment, useState } from "react";
import type { YearRow } from "@shared/finance";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatPaise } from "@/lib/format";
import { cn } from "@/lib/utils";

/** Totals per loan year; each year opens to its twelve months. */
export function AmortizationTable({ years }: { years: YearRow[] }) {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (year: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <Table containerClassName="max-h-[28rem]">
      <TableHeader className="sticky top-0 z-10 bg-muted">
        <TableRow>
          <TableHead>
            <Trans>Year</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Principal</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Interest</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Total paid</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Balance</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {years.map((y) => {
          const expanded = open.has(y.year);
          const year = y.year;
          return (
            <Fragment key={y.year}>
              <TableRow className="font-medium">
                <TableCell>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    onClick={() => toggle(y.year)}
                    className="inline-flex items-center gap-1.5 rounded font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <ChevronRight aria-hidden className={cn("size-4 transition-transform", expanded && "rotate-90")} />
                    <Trans>Year {year}</Trans>
                  </button>
                </TableCell>
                <TableCell className="text-right">{formatPaise(y.principal)}</TableCell>
                <TableCell className="text-right">{formatPaise(y.interest)}</TableCell>
                <TableCell className="text-right">{formatPaise(y.totalPaid)}</TableCell>
                <TableCell className="text-right">{formatPaise(y.closing)}</TableCell>
              </TableRow>
              {expanded &&
                y.months.map(({ month, ...m }) => (
                  <TableRow key={month} className="bg-muted/30 text-muted-foreground">
                    <TableCell className="pl-9">
                      <Trans>Month {month}</Trans>
                    </TableCell>
                    <TableCell className="text-right">{formatPaise(m.principal)}</TableCell>
                    <TableCell className="text-right">{formatPaise(m.interest)}</TableCell>
                    <TableCell className="text-right">{formatPaise(m.emi)}</TableCell>
                    <TableCell className="text-right">{formatPaise(m.closing)}</TableCell>
                  </TableRow>
                ))}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
