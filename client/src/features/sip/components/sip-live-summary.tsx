import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-react";
import { rupeesToPaise, sipFutureValue } from "@shared/finance";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCurrency, formatPaise, formatPercent } from "@/lib/format";
import type { SipFormValues } from "../lib/sip-form";
import { summaryNumbers } from "../lib/sip-form";
import { RiskGauge } from "./risk-gauge";

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={strong ? "text-lg font-bold" : "text-sm font-semibold"} aria-live={strong ? "polite" : undefined}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The projection for what the form holds, or null when its figures are beyond a whole number of paise (an
 * amount or rate far outside what the form accepts, typed before the check says so): nothing to show then.
 */
function projection(amount: number, rate: number, months: number) {
  try {
    return sipFutureValue(rupeesToPaise(amount), rate, months);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The live summary beside the form, the risk gauge and the SEBI note. */
export function SipLiveSummary({
  values,
}: {
  values: Pick<SipFormValues, "planName" | "monthlyAmount" | "durationMonths" | "expectedReturns">;
}) {
  const { t, i18n } = useLingui();
  const { plan, amount, months, rate, valid } = summaryNumbers(values);
  const result = valid ? projection(amount, rate, months) : null;
  const investedShare = result && result.totalValue > 0 ? (result.totalInvestment / result.totalValue) * 100 : 100;
  const percent = formatPercent(rate);
  const invested = result && formatPaise(result.totalInvestment);
  const returns = result && formatPaise(result.estimatedReturns);

  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">
          <Trans>Investment summary</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="divide-y">
          <Row label={t`Plan`} value={plan ? i18n._(plan.name) : t`Not chosen yet`} />
          <Row label={t`Monthly amount`} value={amount > 0 ? formatCurrency(amount) : "—"} />
          <Row label={t`Period`} value={months > 0 ? t`${months} months` : "—"} />
          <Row label={t`Expected returns`} value={rate > 0 ? t`${percent} p.a.` : "—"} />
          <Row label={t`Total investment`} value={invested ?? "—"} />
          <Row label={t`Estimated returns`} value={returns ?? "—"} />
          <Row label={t`Total value`} value={result ? formatPaise(result.totalValue) : "—"} strong />
        </dl>
        {result && (
          <div className="grid gap-2">
            <div
              className="flex h-3 overflow-hidden rounded-full bg-amber-400"
              role="img"
              aria-label={t`Investment ${invested}, returns ${returns}`}
            >
              <span className="bg-sky-700" style={{ width: `${investedShare}%` }} />
            </div>
            <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
              <span className="flex items-center gap-1.5">
                <span className="size-2 rounded-full bg-sky-700" /> <Trans>Investment</Trans>
              </span>
              <span className="flex items-center gap-1.5">
                <span className="size-2 rounded-full bg-amber-400" /> <Trans>Returns</Trans>
              </span>
            </div>
          </div>
        )}
        <RiskGauge level={plan?.riskLevel} />
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <ShieldCheck className="size-4 shrink-0 text-emerald-600" aria-hidden />
          <Trans>Investments are made in SEBI-regulated mutual fund schemes through registered distributors.</Trans>
        </p>
      </CardContent>
    </Card>
  );
}
