import { select } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, BadgeCheck, Building2, CalendarCheck, Percent } from "lucide-react";
import { Link } from "wouter";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { SIP_LIMITS } from "@shared/catalog/sip-plans";
import { emi } from "@shared/finance/emi";
import { rupeesToPaise } from "@shared/finance/money";
import { Button } from "@/components/ui/button";
import { formatCurrency, formatPaise, formatPercent } from "@/lib/format";
import { pluralForm } from "@/lib/i18n";

export function Hero() {
  const { t } = useLingui();
  const promoRate = formatPercent(LOAN_LIMITS.promoRateFrom);
  const highlights = [
    { icon: Percent, label: t`Rates from ${promoRate} p.a.` },
    { icon: Building2, label: t`Direct with banks & NBFCs` },
    { icon: BadgeCheck, label: t`No agents, no hidden fees` },
    { icon: CalendarCheck, label: t`Free online consultation` },
  ];
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-secondary via-background to-accent/70">
      <div aria-hidden className="absolute -left-32 top-10 size-96 rounded-full bg-primary/10 blur-3xl" />
      <div aria-hidden className="absolute -right-24 -top-24 size-96 rounded-full bg-amber-400/20 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
            <span className="size-2 rounded-full bg-amber-500" aria-hidden /> <Trans>100% digital home finance, no agents</Trans>
          </p>
          <h1 className="mt-5 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
            <Trans>
              Your bridge to a <span className="text-primary">home of your own</span>
            </Trans>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            <Trans>
              GharSetu works directly with banks and NBFCs to get you the right home loan, loan against property or balance-transfer top-up,
              with rates from {promoRate}, plus SIPs to plan your repayments and free expert advice.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/loan-application?type=home-loan">
                <Trans>Apply for a Home Loan</Trans> <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/consultation">
                <Trans>Book Free Consultation</Trans>
              </Link>
            </Button>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {highlights.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-start gap-2 text-sm font-medium">
                <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <HeroCard />
      </div>
    </section>
  );
}

const EXAMPLE = { amount: 5_000_000, years: 20, rate: LOAN_LIMITS.promoRateFrom };

/** An illustrative offer card; the numbers are an example, not a quote. */
function HeroCard() {
  const { t, i18n } = useLingui();
  const steps = [t`Application submitted`, t`Documents verified`, t`Sanction from your bank`];
  const sipFrom = formatCurrency(SIP_LIMITS.minAmount);
  const years = EXAMPLE.years;
  const yearsForm = pluralForm(years, i18n.locale);
  return (
    <div className="relative mx-auto w-full max-w-md" aria-label={t`Example home loan offer`} role="figure">
      <div className="rounded-2xl border bg-card p-6 shadow-2xl">
        <div className="flex items-center justify-between">
          <p className="text-sm font-medium text-muted-foreground">
            <Trans>Example home loan</Trans>
          </p>
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
            <Trans>Pre-approved</Trans>
          </span>
        </div>
        <p className="mt-3 text-4xl font-bold tracking-tight">{formatCurrency(EXAMPLE.amount)}</p>
        <dl className="mt-6 grid grid-cols-3 gap-4 border-t pt-5 text-sm">
          <div>
            <dt className="text-muted-foreground">
              <Trans>Rate from</Trans>
            </dt>
            <dd className="mt-1 font-semibold">{formatPercent(EXAMPLE.rate)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              <Trans>Tenure</Trans>
            </dt>
            <dd className="mt-1 font-semibold">{t`${select(yearsForm, { one: `${years} year`, other: `${years} years` })}`}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              <Trans>EMI</Trans>
            </dt>
            <dd className="mt-1 font-semibold">{formatPaise(emi(rupeesToPaise(EXAMPLE.amount), EXAMPLE.rate, EXAMPLE.years * 12))}</dd>
          </div>
        </dl>
        <div className="mt-6 grid gap-2">
          {steps.map((step, i) => (
            <div key={step} className="flex items-center gap-3 text-sm">
              <span
                className={`flex size-6 items-center justify-center rounded-full text-xs font-bold ${i < 2 ? "bg-primary text-primary-foreground" : "bg-amber-400 text-slate-950"}`}
              >
                {i + 1}
              </span>
              {step}
            </div>
          ))}
        </div>
      </div>
      <div className="absolute -bottom-7 right-6 hidden rounded-xl border bg-card px-4 py-3 shadow-lg sm:block">
        <p className="text-xs text-muted-foreground">
          <Trans>SIP from</Trans>
        </p>
        <p className="font-bold">
          <Trans>{sipFrom}/month</Trans>
        </p>
      </div>
    </div>
  );
}
