import { Briefcase, CreditCard, Home, Landmark, LineChart, Sprout, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "./section-heading";

type Audience = { title: string; icon: LucideIcon; text: string; href: string; cta: string };

const AUDIENCES: Audience[] = [
  {
    title: "Self-employed professionals",
    icon: Briefcase,
    text: "Doctors, CAs, consultants and business owners: we present ITRs and business income the way lenders want to see them.",
    href: "/loan-application?type=home-loan",
    cta: "Apply as self-employed",
  },
  {
    title: "First-time homebuyers",
    icon: Home,
    text: "Step-by-step guidance from eligibility to sanction, with PMAY and down-payment planning explained simply.",
    href: "/loan-application?type=home-loan",
    cta: "Start your first home loan",
  },
  {
    title: "Thin or no credit history",
    icon: Sprout,
    text: "New to credit? We match you with lenders who look beyond the score at your income, savings and stability.",
    href: "/consultation",
    cta: "Talk to an expert",
  },
  {
    title: "Property owners wanting LAP",
    icon: Landmark,
    text: "Raise funds against your property at secured-loan rates, with longer tenures than a personal loan.",
    href: "/loan-application?type=lap",
    cta: "Apply for LAP",
  },
  {
    title: "Cash & balance transfer card users",
    icon: CreditCard,
    text: "Understand cash transfer and balance transfer credit cards, their fees and low-rate periods, before you switch.",
    href: "/consultation",
    cta: "Get card advice",
  },
  {
    title: "Long-term SIP investors",
    icon: LineChart,
    text: "Disciplined monthly investing for goals 5, 10 or 20 years away, and to prepay your home loan faster.",
    href: "/sip",
    cta: "Start a SIP",
  },
];

export function AudiencesSection() {
  return (
    <section aria-labelledby="audiences-title" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="audiences-title"
          eyebrow="Who we help"
          title="Built for every kind of borrower and investor"
          description="Whatever your income type or credit history, there is a way home. We help you find it."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {AUDIENCES.map((a, i) => (
            <li key={a.title}>
              <Reveal delay={(i % 3) * 100} className="h-full">
                <div className="group flex h-full flex-col rounded-xl border bg-card p-6 transition-all duration-300 hover:-translate-y-1 hover:shadow-lg">
                  <a.icon className="size-8 text-amber-500 transition-transform group-hover:scale-110" aria-hidden />
                  <h3 className="mt-4 text-lg font-semibold">{a.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-muted-foreground">{a.text}</p>
                  <Link href={a.href} className="mt-4 text-sm font-semibold text-primary hover:underline">
                    {a.cta} →
                  </Link>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
