import { Trans, useLingui } from "@lingui/react/macro";
import { RISK_GAUGE_POSITION, type RiskLevel } from "@shared/catalog/sip-plans";
import { RISK_LABEL } from "../lib/labels";

/** A needle on a low-to-high scale, at the plan's position. */
export function RiskGauge({ level }: { level: RiskLevel | undefined }) {
  const { t } = useLingui();
  const position = level ? RISK_GAUGE_POSITION[level] : null;
  const risk = level ? t(RISK_LABEL[level]) : null;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between">
        <h3 className="text-sm font-semibold">
          <Trans>Risk assessment</Trans>
        </h3>
        <p className="text-sm font-semibold" aria-live="polite">
          {risk ?? t`Choose a plan`}
        </p>
      </div>
      <div
        className="relative h-3 rounded-full bg-gradient-to-r from-emerald-500 via-amber-400 to-red-500"
        role="meter"
        aria-label={t`Risk level`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position ?? 0}
        aria-valuetext={risk ?? t`No plan chosen`}
      >
        {position !== null && (
          <span
            className="absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-background bg-foreground shadow"
            style={{ left: `${position}%` }}
            data-testid="risk-needle"
          />
        )}
      </div>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>
          <Trans>Low</Trans>
        </span>
        <span>
          <Trans>Medium</Trans>
        </span>
        <span>
          <Trans>High</Trans>
        </span>
      </div>
    </div>
  );
}
