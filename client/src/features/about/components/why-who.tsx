import { BadgeIndianRupee, Clock, Handshake, Lock, ShieldCheck, Users } from "lucide-react";
import { Link } from "wouter";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { Button } from "@/components/ui/button";
import { Reveal } from "@/components/ui/reveal";
import { AboutSection } from "./about-section";

const REASONS = [
  { icon: Handshake, title: "No agents", text: "We work directly with banks and NBFCs, so nobody takes a cut of your loan." },
  {
    icon: BadgeIndianRupee,
    title: "Honest pricing",
    text: `Rates from ${LOAN_LIMITS.promoRateFrom}% and a ${LOAN_LIMITS.processingFeePercent}% processing fee, shown before you apply.`,
  },
  { icon: Clock, title: "Fast decisions", text: "Apply online in minutes and track every step on your dashboard." },
  { icon: Lock, title: "Secure by design", text: "Your documents and data stay encrypted and visible only to you and your lender." },
  { icon: Users, title: "Experts on your side", text: "Free consultations with advisers who put your interest first." },
  { icon: ShieldCheck, title: "Clear redressal", text: "A named grievance officer and a 30-day escalation path if we fall short." },
];

const SEGMENTS = [
  "Self-employed professionals",
  "First-time homebuyers",
  "Borrowers with thin or no credit history",
  "Property owners wanting a loan against property",
  "People exploring cash or balance transfer credit cards",
  "Long-term SIP investors",
];

export function WhyChooseUs() {
  return (
    <AboutSection id="about-why" eyebrow="The GharSetu difference" title="Why Choose Us" muted>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text }, i) => (
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
  return (
    <AboutSection
      id="about-who"
      eyebrow="Our customers"
      title="Who We Serve"
      intro="Home finance should work for every kind of earner, not just the ones that fit a template."
    >
      <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
        {SEGMENTS.map((segment, i) => (
          <li key={segment}>
            <Reveal delay={(i % 2) * 80}>
              <div className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 font-medium transition-colors hover:bg-secondary">
                <span className="size-2.5 shrink-0 rounded-full bg-amber-500" aria-hidden />
                {segment}
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild size="lg" className="transition-transform hover:scale-105">
          <Link href="/consultation">Start Free Consultation</Link>
        </Button>
      </div>
    </AboutSection>
  );
}
