import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { SipPlan } from "@shared/catalog/sip-plans";

const PARTS = [
  { key: "equity", label: msg`Equity`, colour: "bg-sky-700" },
  { key: "debt", label: msg`Debt`, colour: "bg-emerald-600" },
  { key: "others", label: msg`Others`, colour: "bg-amber-500" },
] as const;

/** The plan's asset allocation as one stacked bar, with the numbers beneath it. */
export function AllocationBar({ allocation }: { allocation: SipPlan["assetAllocation"] }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-2">
      <div className="flex h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
        {PARTS.map((p) => (
          <span key={p.key} className={p.colour} style={{ width: `${allocation[p.key]}%` }} />
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground" aria-label={t`Asset allocation`}>
        {PARTS.map((p) => (
          <li key={p.key} className="flex items-center gap-1.5">
            <span className={`size-2 rounded-full ${p.colour}`} aria-hidden />
            {t(p.label)} {allocation[p.key]}%
          </li>
        ))}
      </ul>
    </div>
  );
}
