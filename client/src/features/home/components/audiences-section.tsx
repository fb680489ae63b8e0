import { useLingui } from "@lingui/react/macro";
import { Briefcase, CreditCard, Home, Landmark, LineChart, Sprout, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Reveal } from "@/components/ui/reveal";
import { formatCount } from "@/lib/format";
import { SectionHeading } from "./section-heading";

type Audience = { title: string; icon: LucideIcon; text: string; href: string; cta: string };

export function AudiencesSection() {
  const { t } = useLingui();
  const [short, medium, long] = [5, 10, 20].map((years) => formatCount(years));
  const audiences: Audience[] = [
    {
      title: t`Self-employed professionals`,
      icon: Briefcase,
      text: t`Doctors, CAs, consultants and business owners: we present ITRs and business income the way lenders want to see them.`,
      href: "/loan-application?type=home-loan",
      cta: t`Apply as self-employed`,
    },
    {
      title: t`First-time homebuyers`,
      icon: Home,
      text: t`Step-by-step guidance from eligibility to sanction, with PMAY and down-payment planning explained simply.`,
      href: "/loan-application?type=home-loan",
      cta: t`Start your first home loan`,
    },
    {
      title: t`Thin or no credit history`,
      icon: Sprout,
      text: t`New to credit? We match you with lenders who look beyond the score at your income, savings and stability.`,
      href: "/consultation",
      cta: t`Talk to an expert`,
    },
    {
      title: t`Property owners wanting LAP`,
      icon: Landmark,
      text: t`Raise funds against your property at secured-loan rates, with longer tenures than a personal loan.`,
      href: "/loan-application?type=lap",
      cta: t`Apply for LAP`,
    },
    {
      title: t`Cash & balance transfer card users`,
      icon: CreditCard,
      text: t`Understand cash transfer and balance transfer credit cards, their fees and low-rate periods, before you switch.`,
      href: "/consultation",
      cta: t`Get card advice`,
    },
    {
      title: t`Long-term SIP investors`,
      icon: LineChart,
      text: t`Disciplined monthly investing for goals ${short}, ${medium} or ${long} years away, and to prepay your home loan faster.`,
      href: "/sip",
      cta: t`Start a SIP`,
    },
  ];

  return (
    <section aria-labelledby="audiences-title" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="audiences-title"
          eyebrow={t`Who we help`}
          title={t`Built for every kind of borrower and investor`}
          description={t`Whatever your income type or credit history, there is a way home. We help you find it.`}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {audiences.map((a, i) => (
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
