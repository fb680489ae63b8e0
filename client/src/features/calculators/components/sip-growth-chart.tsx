import { lazy } from "react";
import { paiseToRupees, type SipYear } from "@shared/finance";
import { WhenVisible } from "@/components/ui/when-visible";
import { formatPaise } from "@/lib/format";

const SipGrowthPlot = lazy(() => import("./plots/sip-growth-plot"));

/** Amount invested against what it grows to, at each year end. */
export function SipGrowthChart({ years }: { years: SipYear[] }) {
  const data = years.map((y) => ({ year: `Y${y.year}`, invested: paiseToRupees(y.invested), value: paiseToRupees(y.value) }));
  const last = years.at(-1);
  return (
    <figure className="rounded-lg border bg-background p-3 sm:p-4">
      <figcaption className="sr-only">
        Growth year by year:{" "}
        {last ? `${formatPaise(last.invested)} invested grows to ${formatPaise(last.value)} after ${last.year} years` : "no years"}
      </figcaption>
      <WhenVisible className="h-64 w-full">
        <SipGrowthPlot data={data} />
      </WhenVisible>
    </figure>
  );
}
