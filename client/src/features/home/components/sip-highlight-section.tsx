import { Plural, Trans } from "@lingui/react/macro";
import { TrendingUp } from "lucide-react";
import { Link } from "wouter";
import { SIP_LIMITS } from "@shared/catalog/sip-plans";
import { rupeesToPaise } from "@shared/finance/money";
import { sipFutureValue } from "@shared/finance/sip";
import { Button } from "@/components/ui/button";
import { Reveal } from "@/components/ui/reveal";
import { formatCount, formatCurrency, formatPaise } from "@/lib/format";

const MONTHLY = 5000;
const ANNUAL_RATE = 12;

const EXAMPLES = [5, 10, 20].map((years) => ({ years, ...sipFutureValue(rupeesToPaise(MONTHLY), ANNUAL_RATE, years * 12) }));

export function SipHighlightSection() {
  const max = EXAMPLES.at(-1)!.totalValue;
  const sipFrom = formatCurrency(SIP_LIMITS.minAmount);
  const monthly = formatCurrency(MONTHLY);
  // Written as the English has it ("12%"); formatPercent would add a decimal.
  const annualRate = `${formatCount(ANNUAL_RATE)}%`;
  return (
    <section
      aria-labelledby="sip-title"
      className="bg-gradient-to-br from-primary to-sky-900 py-20 text-primary-foreground dark:from-sky-950 dark:to-slate-900 dark:text-slate-100"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Reveal>
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">
            <Trans>SIP investments</Trans>
          </p>
          <h2 id="sip-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>Small monthly steps, a big difference over time</Trans>
          </h2>
          <p className="mt-4 text-lg opacity-90">
            <Trans>
              Start a SIP from {sipFrom} a month. Use it to build wealth or to prepay your home loan faster: an SIP-linked repayment plan
              can save lakhs in interest.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link href="/sip">
                <TrendingUp aria-hidden /> <Trans>Start a SIP</Trans>
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-inherit hover:bg-white/10 hover:text-inherit"
            >
              <Link href="/sip?tab=calculator">
                <Trans>Try the SIP Calculator</Trans>
              </Link>
            </Button>
          </div>
          <p className="mt-6 text-sm opacity-80">
            <Trans>Mutual Fund investments are subject to market risks, read all scheme related documents carefully.</Trans>
          </p>
        </Reveal>
        <Reveal delay={150}>
          <figure className="rounded-2xl bg-white/10 p-6 backdrop-blur">
            <figcaption className="text-sm opacity-90">
              <Trans>
                Illustration: {monthly} a month at {annualRate} expected annual return
              </Trans>
            </figcaption>
            <ul className="mt-6 grid gap-5">
              {EXAMPLES.map(({ years, totalValue, totalInvestment }) => {
                const invested = formatPaise(totalInvestment);
                return (
                  <li key={years}>
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="whitespace-nowrap font-semibold">
                        <Plural value={years} one="# year" other="# years" />
                      </span>
                      <span className="text-lg font-bold text-amber-300">{formatPaise(totalValue)}</span>
                    </div>
                    <div className="mt-2 h-3 overflow-hidden rounded-full bg-white/15" aria-hidden>
                      <div className="h-full rounded-full bg-amber-400" style={{ width: `${(totalValue / max) * 100}%` }} />
                    </div>
                    <p className="mt-1 text-xs opacity-80">
                      <Trans>You invest {invested}</Trans>
                    </p>
                  </li>
                );
              })}
            </ul>
            <p className="mt-5 text-xs opacity-75">
              <Trans>Illustrative only; returns are not guaranteed.</Trans>
            </p>
          </figure>
        </Reveal>
      </div>
    </section>
  );
}
