import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, Building, Calculator, Home, MessagesSquare, RefreshCcw, TrendingUp, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { SIP_LIMITS } from "@shared/catalog/sip-plans";
import { Card } from "@/components/ui/card";
import { Reveal } from "@/components/ui/reveal";
import { formatCount, formatCurrency, formatPercent } from "@/lib/format";
import { useSettings } from "@/lib/settings/get-settings";
import { SectionHeading } from "./section-heading";

type Product = { title: string; icon: LucideIcon; text: string; href: string; cta: string; rate?: number; note?: string };

export function ProductsSection() {
  const { t } = useLingui();
  const { data: settings } = useSettings();
  const maxYears = formatCount(LOAN_LIMITS.maxTenure / 12);
  const sipFrom = formatCurrency(SIP_LIMITS.minAmount);
  const promoRate = formatPercent(LOAN_LIMITS.promoRateFrom);
  const products: Product[] = [
    {
      title: t`Home Loans`,
      icon: Home,
      text: t`Buy, build or renovate with offers from leading banks and NBFCs. Tenures up to ${maxYears} years, doorstep-free online process.`,
      href: "/loan-application?type=home-loan",
      cta: t`Apply for a Home Loan`,
      rate: settings?.homeLoanRate,
    },
    {
      title: t`Loan Against Property`,
      icon: Building,
      text: t`Unlock the value of your residential or commercial property for business, education or personal needs.`,
      href: "/loan-application?type=lap",
      cta: t`Apply for LAP`,
      rate: settings?.lapRate,
    },
    {
      title: t`Balance Transfer Top-Up`,
      icon: RefreshCcw,
      text: t`Move your existing home loan to a lower rate and take a top-up on the same loan, with savings shown upfront.`,
      href: "/loan-application?type=bt-topup",
      cta: t`Check BT Top-Up`,
      rate: settings?.btTopupRate,
    },
    {
      title: t`SIP Investments`,
      icon: TrendingUp,
      text: t`Plan your repayments and build wealth with monthly SIPs from ${sipFrom} across equity, hybrid, debt and ELSS plans.`,
      href: "/sip",
      cta: t`Explore SIP Plans`,
      note: t`Mutual Fund investments are subject to market risks, read all scheme related documents carefully.`,
    },
    {
      title: t`Free Consultation`,
      icon: MessagesSquare,
      text: t`A zero-fee, fully online session with a home-finance expert on loans, balance transfers, SIPs or tax planning.`,
      href: "/consultation",
      cta: t`Book Free Consultation`,
    },
    {
      title: t`EMI & SIP Calculators`,
      icon: Calculator,
      text: t`Free calculators for your EMI, total interest and SIP growth, so you can plan before you apply or invest.`,
      href: "/loan-application?type=home-loan",
      cta: t`Calculate your EMI`,
    },
  ];

  return (
    <section aria-labelledby="products-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="products-title"
        eyebrow={t`What we offer`}
        title={t`Everything for your home, in one place`}
        description={t`Direct offers from banks and NBFCs, with promotional rates starting from ${promoRate} p.a.`}
      />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {products.map((p, i) => (
          <li key={p.title}>
            <Reveal delay={(i % 3) * 100} className="h-full">
              <Card className="group flex h-full flex-col p-6 transition-all duration-300 hover:-translate-y-1 hover:border-primary/40 hover:shadow-xl">
                <div className="flex items-start justify-between gap-4">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                    <p.icon className="size-6" aria-hidden />
                  </span>
                  {p.rate !== undefined && <BaseRate rate={p.rate} />}
                </div>
                <h3 className="mt-5 text-xl font-semibold">{p.title}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{p.text}</p>
                {p.note && <p className="mt-3 text-xs italic text-muted-foreground">{p.note}</p>}
                <Link href={p.href} className="mt-5 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
                  {p.cta}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden />
                </Link>
              </Card>
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BaseRate({ rate }: { rate: number }) {
  const baseRate = formatPercent(rate);
  return (
    <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
      <Trans>Base rate {baseRate} p.a.</Trans>
    </span>
  );
}
