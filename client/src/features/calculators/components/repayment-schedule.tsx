import { Trans } from "@lingui/react/macro";
import { ChevronDown, Download } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { amortizationSchedule, rupeesToPaise, scheduleCsv, yearlySchedule } from "@shared/finance";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { AmortizationChart } from "./amortization-chart";
import { AmortizationTable } from "./amortization-table";

function downloadCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Year-by-year repayment: a principal-versus-interest chart, a CSV of every month, and the table of years
 * (each opening to its months) shown when asked for: laid out with the page, its hundred-odd cells were
 * half of the loan page's first layout, a long task on a phone before anyone had scrolled to it.
 */
export function RepaymentSchedule({ amount, rate, months }: { amount: number; rate: number; months: number }) {
  const rows = useMemo(() => amortizationSchedule(rupeesToPaise(amount), rate, months), [amount, rate, months]);
  const years = useMemo(() => yearlySchedule(rows), [rows]);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const hydrated = useHydrated();

  return (
    <section aria-labelledby="schedule-heading" className="grid gap-5 border-t pt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="schedule-heading" className="text-lg font-semibold">
            <Trans>Repayment schedule</Trans>
          </h3>
          <p className="text-sm text-muted-foreground">
            <Trans>How each year's EMIs split between principal and interest, and the balance left.</Trans>
          </p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => downloadCsv(scheduleCsv(rows), "emi-schedule.csv")}>
          <Download aria-hidden /> <Trans>Download CSV</Trans>
        </Button>
      </div>
      <AmortizationChart years={years} />
      <div className="grid gap-3">
        {/* One name; aria-expanded says whether it is open. In the page's HTML it waits for the scripts,
            which draw the table (a press before then would be lost). */}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-expanded={tableShown}
          aria-controls={tableId}
          disabled={!hydrated}
          onClick={() => setTableShown((shown) => !shown)}
        >
          <ChevronDown aria-hidden className={tableShown ? "rotate-180 transition-transform" : "transition-transform"} />
          <Trans>Year-by-year table</Trans>
        </Button>
        <div id={tableId}>{tableShown && <AmortizationTable years={years} />}</div>
      </div>
    </section>
  );
}
