import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeIndianRupee, Clock, Handshake, Lock, ShieldCheck, Users } from "lucide-react";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { Button } from "@/components/ui/button";
import { Reveal } from "@/components/ui/reveal";
import { formatCount, formatPercent } from "@/lib/format";
import { AboutSection } from "./about-section";

const SEGMENTS = [
  msg`Self-employed professionals`,
  msg`First-time homebuyers`,
  msg`Borrowers with thin or no credit history`,
  msg`Property owners wanting a loan against property`,
  msg`People exploring cash or balance transfer credit cards`,
  msg`Long-term SIP investors`,
];

export function WhyChooseUs() {
  const { t } = useLingui();
  const promoRate = formatPercent(LOAN_LIMITS.promoRateFrom);
  const processingFee = formatPercent(LOAN_LIMITS.processingFeePercent);
  const responseDays = formatCount(COMPANY.grievanceOfficer.responseDays);
  const reasons = [
    { icon: Handshake, title: t`No agents`, text: t`We work directly with banks and NBFCs, so nobody takes a cut of your loan.` },
    {
      icon: BadgeIndianRupee,
      title: t`Honest pricing`,
      text: t`Rates from ${promoRate} and a ${processingFee} processing fee, shown before you apply.`,
    },
    { icon: Clock, title: t`Fast decisions`, text: t`Apply online in minutes and track every step on your dashboard.` },
    { icon: Lock, title: t`Secure by design`, text: t`Your documents and data stay encrypted and visible only to you and your lender.` },
    { icon: Users, title: t`Experts on your side`, text: t`Free consultations with advisers who put your interest first.` },
    {
      icon: ShieldCheck,
      title: t`Clear redressal`,
      text: t`A named grievance officer and a ${responseDays}-day escalation path if we fall short.`,
    },
  ];
  return (
    <AboutSection id="about-why" eyebrow={t`The GharSetu difference`} title={t`Why Choose Us`} muted>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map(({ icon: Icon, title, text }, i) => (
          <li key={title}>
            <Reveal delay={(i % 3) * 100} className="h-full">
              <div className="group flex h-full gap-4 rounded-xl border bg-card p-5 transition-all duration-300 hover:-translate-y-1 hover:border-amber-400 hover:shadow-lg">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground transition-colors group-hover:bg-amber-400 group-hover:text-slate-950">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
    </AboutSection>
  );
}

export function WhoWeServe() {
  const { t } = useLingui();
  return (
    <AboutSection
      id="about-who"
      eyebrow={t`Our customers`}
      title={t`Who We Serve`}
      intro={t`Home finance should work for every kind of earner, not just the ones that fit a template.`}
    >
      <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
        {SEGMENTS.map((segment, i) => (
          <li key={segment.id}>
            <Reveal delay={(i % 2) * 80}>
              <div className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 font-medium transition-colors hover:bg-secondary">
                <span className="size-2.5 shrink-0 rounded-full bg-amber-500" aria-hidden />
                {t(segment)}
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild size="lg" className="transition-transform hover:scale-105">
          <Link href="/consultation">
            <Trans>Start Free Consultation</Trans>
          </Link>
        </Button>
      </div>
    </AboutSection>
  );
}
