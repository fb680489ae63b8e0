import { Trans } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export function AboutHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary to-sky-900 text-primary-foreground dark:from-sky-950 dark:to-slate-900 dark:text-slate-100">
      <div aria-hidden className="absolute -right-24 -top-24 size-96 rounded-full bg-amber-400/25 blur-3xl" />
      <div aria-hidden className="absolute -bottom-32 -left-16 size-80 rounded-full bg-sky-400/20 blur-3xl" />
      <div className="relative mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:py-28">
        <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">
          <Trans>About GharSetu</Trans>
        </p>
        <h1 className="mt-3 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
          <Trans>Making home ownership simpler, fairer and fully digital</Trans>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg opacity-90">
          <Trans>
            GharSetu means “bridge home”. We connect Indian families directly with banks and NBFCs for home loans, loans against property
            and balance transfers, with SIPs and free expert advice to plan every rupee.
          </Trans>
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="accent" className="transition-transform hover:scale-105">
            <Link href="/loan-application?type=home-loan">
              <Trans>Get Instant Approval</Trans> <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-inherit transition-transform hover:scale-105 hover:bg-white/10 hover:text-inherit"
          >
            <Link href="/consultation">
              <Trans>Book Free Consultation</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
