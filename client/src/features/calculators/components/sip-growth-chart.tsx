import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { paiseToRupees, type SipYear } from "@shared/finance";
import { WhenVisible } from "@/components/ui/when-visible";
import { formatPaise } from "@/lib/format";
import { retryImport } from "@/lib/retry-import";

const SipGrowthPlot = lazy(() => retryImport(() => import("./plots/sip-growth-plot")));

/** Amount invested against what it grows to, at each year end. */
export function SipGrowthChart({ years }: { years: SipYear[] }) {
  const { t } = useLingui();
  const data = years.map(({ year, ...y }) => ({
    year: t({ comment: "The chart's x-axis tick: the year of the SIP (Y1, Y2...)", message: `Y${year}` }),
    invested: paiseToRupees(y.invested),
    value: paiseToRupees(y.value),
  }));
  const last = years.at(-1);
  const invested = formatPaise(last?.invested);
  const value = formatPaise(last?.value);
  const lastYear = last?.year;
  const caption = last
    ? t`Growth year by year: ${invested} invested grows to ${value} after ${lastYear} years`
    : t`Growth year by year: no years`;
  return (
    <figure className="rounded-lg border bg-background p-3 sm:p-4">
      <figcaption className="sr-only">{caption}</figcaption>
      <WhenVisible className="h-64 w-full">
        <SipGrowthPlot data={data} />
      </WhenVisible>
    </figure>
  );
}
