import { msg, select } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Calculator, LayoutGrid, TrendingUp } from "lucide-react";
import { useState } from "react";
import { useSearch } from "wouter";
import { SEBI_WARNING, SIP_LIMITS } from "@shared/catalog/sip-plans";
import { PageHeader } from "@/components/layout/page-header";
import { UrlTabs } from "@/components/ui/url-tabs";
import { SipCalculatorsCard } from "@/features/calculators/components/sip-calculators-card";
import type { SipInvestmentRow } from "@/features/sip/api/get-sip-investments";
import { SebiWarning } from "@/features/sip/components/sebi-warning";
import { SipFaq } from "@/features/sip/components/sip-faq";
import { SipForm } from "@/features/sip/components/sip-form";
import { SipPlanCards } from "@/features/sip/components/sip-plan-cards";
import { SipSuccess } from "@/features/sip/components/sip-success";
import { SipPlannerProvider, useSipPlanner } from "@/features/sip/components/use-sip-planner";
import { prefillFromQuery, type SipQueryPrefill } from "@/features/sip/lib/sip-form";
import { catalogueText } from "@/lib/catalogue-text";
import { formatCurrency } from "@/lib/format";
import { pluralForm } from "@/lib/i18n";

function PlansPanel() {
  const { plan, selectPlan, startWithPlan } = useSipPlanner();
  return (
    <div className="grid grid-cols-1 gap-10">
      <div className="grid gap-3">
        <SipPlanCards selected={plan?.name ?? ""} onSelect={selectPlan} onStart={startWithPlan} />
        <p className="text-xs text-muted-foreground">
          <Trans>* Expected returns are illustrative, based on the long-run performance of similar funds; they are not guaranteed.</Trans>
        </p>
      </div>
      <SipFaq />
      <SebiWarning />
    </div>
  );
}

const BENEFITS = [
  { title: msg`Rupee cost averaging`, text: msg`A fixed amount buys more units when prices are low and fewer when they are high.` },
  { title: msg`The power of compounding`, text: msg`Returns earn returns. The longer you stay invested, the faster it grows.` },
  { title: msg`Discipline, automatically`, text: msg`Auto-debit invests on the same date every month, so saving becomes a habit.` },
];

const ILLUSTRATION = [
  { years: 5, value: "₹4,12,432", invested: "₹3,00,000" },
  { years: 10, value: "₹11,61,695", invested: "₹6,00,000" },
  { years: 20, value: "₹49,95,740", invested: "₹12,00,000" },
];

function CalculatorPanel() {
  const { startFromCalculator, calculator, keepCalculator } = useSipPlanner();
  const { t, i18n } = useLingui();
  // The illustration's own figures: ₹5,000 a month at 12% a year.
  const monthly = formatCurrency(5000);
  const rate = "12%";
  return (
    <div className="grid grid-cols-1 gap-8">
      <SipCalculatorsCard initial={calculator} onStart={startFromCalculator} onChange={keepCalculator} />
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="sip-illustration" className="rounded-xl border bg-card p-5">
          <h2 id="sip-illustration" className="text-lg font-semibold">
            <Trans>
              {monthly} a month at {rate}
            </Trans>
          </h2>
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1.5 font-medium">
                  <Trans>After</Trans>
                </th>
                <th scope="col" className="py-1.5 font-medium">
                  <Trans>Invested</Trans>
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  <Trans>Grows to</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {ILLUSTRATION.map(({ years, invested, value }) => {
                const yearsForm = pluralForm(years, i18n.locale);
                return (
                  <tr key={years}>
                    <td className="py-2">{t`${select(yearsForm, { one: `${years} year`, other: `${years} years` })}`}</td>
                    <td className="py-2">{invested}</td>
                    <td className="py-2 text-right font-semibold">{value}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="sip-benefits" className="rounded-xl border bg-card p-5">
          <h2 id="sip-benefits" className="text-lg font-semibold">
            <Trans>Why a SIP works</Trans>
          </h2>
          <ul className="mt-3 grid gap-3 text-sm">
            {BENEFITS.map((b) => (
              <li key={b.title.id}>
                <p className="font-medium">{i18n._(b.title)}</p>
                <p className="text-muted-foreground">{i18n._(b.text)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <SebiWarning />
    </div>
  );
}

const TABS = [
  { value: "plans", label: msg`SIP Plans`, icon: LayoutGrid, panel: PlansPanel },
  { value: "calculator", label: msg`SIP Calculator`, icon: Calculator, panel: CalculatorPanel },
  { value: "invest", label: msg`Start SIP`, icon: TrendingUp, panel: SipForm },
] as const;

export default function SipPage() {
  const search = useSearch();
  const [prefill] = useState<SipQueryPrefill>(() => prefillFromQuery(search));
  const [created, setCreated] = useState<SipInvestmentRow | null>(null);
  const { t, i18n } = useLingui();
  const minimum = formatCurrency(SIP_LIMITS.minAmount);
  const tabs = TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }));

  const onCreated = (sip: SipInvestmentRow) => {
    setCreated(sip);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  return (
    <>
      <PageHeader
        eyebrow={created ? t`SIP created` : t`SIP investments`}
        title={created ? t`One step to activate your SIP` : t`Start a SIP from ${minimum} a month`}
        description={catalogueText(i18n, SEBI_WARNING)}
      />
      {created ? (
        <SipSuccess sip={created} />
      ) : (
        <SipPlannerProvider prefill={prefill} onCreated={onCreated}>
          <div id="sip-tabs" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-8 sm:px-6 lg:px-8">
            <UrlTabs tabs={tabs} />
          </div>
        </SipPlannerProvider>
      )}
    </>
  );
}
