import { Trans, useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { paiseToRupees, type YearRow } from "@shared/finance";
import { WhenVisible } from "@/components/ui/when-visible";
import { retryImport } from "@/lib/retry-import";

const AmortizationPlot = lazy(() => retryImport(() => import("./plots/amortization-plot")));

/** Stacked principal and interest paid in each loan year, with the outstanding balance as a line. */
export function AmortizationChart({ years }: { years: YearRow[] }) {
  const { t } = useLingui();
  const data = years.map(({ year, ...y }) => ({
    year: t({ comment: "The chart's x-axis tick: the year of the loan (Y1, Y2...)", message: `Y${year}` }),
    principal: Math.round(paiseToRupees(y.principal)),
    interest: Math.round(paiseToRupees(y.interest)),
    balance: Math.round(paiseToRupees(y.closing)),
  }));
  return (
    <figure className="rounded-lg border bg-background p-3 sm:p-4">
      <figcaption className="sr-only">
        <Trans>Principal and interest paid each year, and the loan balance at each year end</Trans>
      </figcaption>
      <WhenVisible className="h-72 w-full">
        <AmortizationPlot data={data} />
      </WhenVisible>
    </figure>
  );
}
