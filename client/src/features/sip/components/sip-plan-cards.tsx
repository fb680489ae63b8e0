import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, CheckCircle2, Landmark } from "lucide-react";
import { ELSS, SIP_PLANS, type SipPlan } from "@shared/catalog/sip-plans";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { amountInWords, formatCurrency, formatPercent } from "@/lib/format";
import { cn } from "@/lib/utils";
import { RISK_LABEL } from "../lib/labels";
import { AllocationBar } from "./allocation-bar";

const RISK_COLOUR = { Low: "green", Medium: "yellow", "Medium-High": "orange", High: "red" } as const;

type SipPlanCardsProps = {
  selected: string;
  onSelect: (plan: SipPlan) => void;
  /** 'Start With This Plan': select it and go to the invest tab. */
  onStart: (plan: SipPlan) => void;
};

/** The four plans; a click selects one. */
export function SipPlanCards({ selected, onSelect, onStart }: SipPlanCardsProps) {
  const { t, i18n } = useLingui();
  const lockInYears = ELSS.lockInYears;
  const deductionLimit = formatCurrency(ELSS.section80cLimit);
  const deductionInWords = amountInWords(ELSS.section80cLimit);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {SIP_PLANS.map((plan) => {
        const isSelected = plan.name === selected;
        const name = i18n._(plan.name);
        return (
          <li key={plan.id}>
            <Card
              className={cn(
                "flex h-full flex-col transition-shadow",
                isSelected ? "border-primary ring-2 ring-primary" : "hover:shadow-md",
              )}
            >
              <CardContent className="flex flex-1 flex-col gap-4 p-5">
                <button
                  type="button"
                  className="grid gap-3 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(plan)}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="text-base font-semibold leading-snug">{name}</span>
                    <span className="flex shrink-0 items-center gap-1.5">
                      <Badge color={RISK_COLOUR[plan.riskLevel]} className="normal-case">
                        {t(RISK_LABEL[plan.riskLevel])}
                      </Badge>
                      {isSelected && <CheckCircle2 className="size-5 text-primary" aria-label={t`Selected`} />}
                    </span>
                  </span>
                  <span className="text-sm text-muted-foreground">{i18n._(plan.description)}</span>
                </button>
                <dl className="grid grid-cols-3 gap-2 text-center">
                  <div className="rounded-md bg-secondary/60 p-2">
                    <dt className="text-[11px] font-medium text-muted-foreground">
                      <Trans>Returns*</Trans>
                    </dt>
                    <dd className="text-sm font-bold">{formatPercent(plan.expectedReturns)}</dd>
                  </div>
                  <div className="rounded-md bg-secondary/60 p-2">
                    <dt className="text-[11px] font-medium text-muted-foreground">
                      <Trans>Minimum</Trans>
                    </dt>
                    <dd className="text-sm font-bold">{formatCurrency(plan.minAmount)}</dd>
                  </div>
                  <div className="rounded-md bg-secondary/60 p-2">
                    <dt className="text-[11px] font-medium text-muted-foreground">
                      <Trans>Months</Trans>
                    </dt>
                    <dd className="text-sm font-bold">{plan.recommendedDuration}</dd>
                  </div>
                </dl>
                <AllocationBar allocation={plan.assetAllocation} />
                {plan.id === "tax-saver" && (
                  <p className="flex items-start gap-2 rounded-md bg-accent px-3 py-2 text-xs text-accent-foreground">
                    <Landmark className="mt-px size-3.5 shrink-0" aria-hidden />
                    <Trans>
                      {lockInYears}-year lock-in. Deduction under Section 80C up to {deductionLimit} ({deductionInWords}) a year.
                    </Trans>
                  </p>
                )}
                <Button type="button" className="mt-auto w-full" variant={isSelected ? "default" : "outline"} onClick={() => onStart(plan)}>
                  <Trans>
                    Start With This Plan <span className="sr-only">: {name}</span>
                  </Trans>
                  <ArrowRight aria-hidden />
                </Button>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
