import { Calculator, LayoutGrid, TrendingUp } from "lucide-react";
import { useState } from "react";
import { useSearch } from "wouter";
import { SEBI_WARNING } from "@shared/catalog/sip-plans";
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

function PlansPanel() {
  const { plan, selectPlan, startWithPlan } = useSipPlanner();
  return (
    <div className="grid grid-cols-1 gap-10">
      <div className="grid gap-3">
        <SipPlanCards selected={plan?.name ?? ""} onSelect={selectPlan} onStart={startWithPlan} />
        <p className="text-xs text-muted-foreground">
          * Expected returns are illustrative, based on the long-run performance of similar funds; they are not guaranteed.
        </p>
      </div>
      <SipFaq />
      <SebiWarning />
    </div>
  );
}

const BENEFITS = [
  { title: "Rupee cost averaging", text: "A fixed amount buys more units when prices are low and fewer when they are high." },
  { title: "The power of compounding", text: "Returns earn returns. The longer you stay invested, the faster it grows." },
  { title: "Discipline, automatically", text: "Auto-debit invests on the same date every month, so saving becomes a habit." },
];

const ILLUSTRATION = [
  { years: 5, value: "₹4,12,432", invested: "₹3,00,000" },
  { years: 10, value: "₹11,61,695", invested: "₹6,00,000" },
  { years: 20, value: "₹49,95,740", invested: "₹12,00,000" },
];

function CalculatorPanel() {
  const { startFromCalculator, calculator, keepCalculator } = useSipPlanner();
  return (
    <div className="grid grid-cols-1 gap-8">
      <SipCalculatorsCard initial={calculator} onStart={startFromCalculator} onChange={keepCalculator} />
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="sip-illustration" className="rounded-xl border bg-card p-5">
          <h2 id="sip-illustration" className="text-lg font-semibold">
            ₹5,000 a month at 12%
          </h2>
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1.5 font-medium">
                  After
                </th>
                <th scope="col" className="py-1.5 font-medium">
                  Invested
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Grows to
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {ILLUSTRATION.map((row) => (
                <tr key={row.years}>
                  <td className="py-2">{row.years} years</td>
                  <td className="py-2">{row.invested}</td>
                  <td className="py-2 text-right font-semibold">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="sip-benefits" className="rounded-xl border bg-card p-5">
          <h2 id="sip-benefits" className="text-lg font-semibold">
            Why a SIP works
          </h2>
          <ul className="mt-3 grid gap-3 text-sm">
            {BENEFITS.map((b) => (
              <li key={b.title}>
                <p className="font-medium">{b.title}</p>
                <p className="text-muted-foreground">{b.text}</p>
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
  { value: "plans", label: "SIP Plans", icon: LayoutGrid, panel: PlansPanel },
  { value: "calculator", label: "SIP Calculator", icon: Calculator, panel: CalculatorPanel },
  { value: "invest", label: "Start SIP", icon: TrendingUp, panel: SipForm },
] as const;

export default function SipPage() {
  const search = useSearch();
  const [prefill] = useState<SipQueryPrefill>(() => prefillFromQuery(search));
  const [created, setCreated] = useState<SipInvestmentRow | null>(null);

  const onCreated = (sip: SipInvestmentRow) => {
    setCreated(sip);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  return (
    <>
      <PageHeader
        eyebrow={created ? "SIP created" : "SIP investments"}
        title={created ? "One step to activate your SIP" : "Start a SIP from ₹500 a month"}
        description={SEBI_WARNING}
      />
      {created ? (
        <SipSuccess sip={created} />
      ) : (
        <SipPlannerProvider prefill={prefill} onCreated={onCreated}>
          <div id="sip-tabs" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-8 sm:px-6 lg:px-8">
            <UrlTabs tabs={TABS} />
          </div>
        </SipPlannerProvider>
      )}
    </>
  );
}
