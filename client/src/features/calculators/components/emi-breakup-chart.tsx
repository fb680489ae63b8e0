import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { paiseToRupees, type Paise } from "@shared/finance";
import { WhenVisible } from "@/components/ui/when-visible";
import { formatPaise } from "@/lib/format";
import { INTEREST_COLOUR, PRINCIPAL_COLOUR } from "./chart-colours";
import { retryImport } from "@/lib/retry-import";

const EmiDonut = lazy(() => retryImport(() => import("./plots/emi-donut")));

/** Donut of principal against total interest, with a text legend for readers of numbers. */
export function EmiBreakupChart({ principal, interest }: { principal: Paise; interest: Paise }) {
  const { t } = useLingui();
  const data = [
    { name: t`Principal amount`, value: paiseToRupees(principal), colour: PRINCIPAL_COLOUR },
    { name: t`Total interest`, value: paiseToRupees(interest), colour: INTEREST_COLOUR },
  ];
  const principalText = formatPaise(principal);
  const interestText = formatPaise(interest);
  return (
    <div className="flex items-center gap-4">
      <WhenVisible className="size-28 shrink-0" role="img" aria-label={t`Principal ${principalText}, interest ${interestText}`}>
        <EmiDonut data={data} />
      </WhenVisible>
      <ul className="grid gap-2 text-sm">
        {data.map((d) => (
          <li key={d.name} className="flex items-center gap-2">
            <span aria-hidden className="size-3 rounded-sm" style={{ background: d.colour }} />
            <span className="text-muted-foreground">{d.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
