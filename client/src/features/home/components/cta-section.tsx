import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Reveal } from "@/components/ui/reveal";

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <Reveal>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-r from-amber-400 to-amber-500 px-6 py-14 text-center text-slate-950 shadow-xl sm:px-12">
          <div aria-hidden className="absolute -right-16 -top-16 size-64 rounded-full bg-white/25 blur-2xl" />
          <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>Ready to take the next step home?</Trans>
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg">
            <Trans>Apply online in minutes or talk to an expert for free. No agents, no obligations.</Trans>
          </p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-slate-950 text-white hover:bg-slate-800">
              <Link href="/loan-application?type=home-loan">
                <Trans>Apply Now</Trans>
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-slate-950/30 bg-white/60 text-slate-950 hover:bg-white">
              <Link href="/consultation">
                <Trans>Book Free Consultation</Trans>
              </Link>
            </Button>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
