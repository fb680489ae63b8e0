import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2 } from "lucide-react";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { Button } from "@/components/ui/button";
import { Reveal } from "@/components/ui/reveal";
import { formatCount } from "@/lib/format";
import { AboutSection } from "./about-section";

export function OurPromise() {
  const { t } = useLingui();
  const responseDays = formatCount(COMPANY.grievanceOfficer.responseDays);
  const promises = [
    t`We will always show you the full cost of a loan before you apply.`,
    t`We will never sell your data or push a product that does not suit you.`,
    t`We will answer every query within one business day.`,
    t`We will resolve complaints within ${responseDays} days, or tell you how to escalate.`,
  ];
  return (
    <AboutSection id="about-promise" eyebrow={t`Our commitment`} title={t`Our Promise`} muted>
      <Reveal className="mx-auto max-w-3xl">
        <ul className="grid gap-4 rounded-2xl border bg-card p-6 sm:p-8">
          {promises.map((p) => (
            <li key={p} className="flex gap-3 text-lg">
              <CheckCircle2 className="mt-1 size-5 shrink-0 text-emerald-600" aria-hidden />
              {p}
            </li>
          ))}
        </ul>
      </Reveal>
    </AboutSection>
  );
}

export function JoinUs() {
  return (
    <section aria-labelledby="about-join" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <Reveal>
        <div className="rounded-3xl bg-gradient-to-r from-amber-400 to-amber-500 px-6 py-14 text-center text-slate-950 shadow-xl sm:px-12">
          <h2 id="about-join" className="text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>Join Us</Trans>
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg">
            <Trans>
              Find your way home with clearer numbers, honest pricing and advice that puts you first. Your journey starts with one free
              conversation.
            </Trans>
          </p>
          <Button asChild size="lg" className="mt-8 bg-slate-950 text-white transition-transform hover:scale-105 hover:bg-slate-800">
            <Link href="/consultation">
              <Trans>Let's Get Started</Trans>
            </Link>
          </Button>
        </div>
      </Reveal>
    </section>
  );
}
