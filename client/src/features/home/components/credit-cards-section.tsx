import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeftRight, Banknote, Check } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "./section-heading";

const CARDS = [
  {
    title: msg`Balance transfer credit cards`,
    icon: ArrowLeftRight,
    points: [
      msg`Move high-interest card dues to a card with a low or zero-interest period`,
      msg`Compare the transfer fee with the interest you save`,
      msg`Plan to clear the balance before the offer period ends`,
    ],
  },
  {
    title: msg`Cash transfer credit cards`,
    icon: Banknote,
    points: [
      msg`Transfer part of your card limit to your bank account as cash`,
      msg`Usually cheaper than a cash withdrawal at an ATM`,
      msg`Check the processing fee, EMI tenure and effective rate first`,
    ],
  },
];

export function CreditCardsSection() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="cards-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="cards-title"
        eyebrow={t`Know before you swipe`}
        title={t`Balance transfer and cash transfer credit cards`}
        description={t`Clear, unbiased information so you can use card offers to cut interest, not add to it.`}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {CARDS.map(({ title, icon: Icon, points }, i) => (
          <Reveal key={title.id} delay={i * 120}>
            <Card className="h-full p-6 transition-shadow hover:shadow-lg">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="text-xl font-semibold">{t(title)}</h3>
              </div>
              <ul className="mt-5 grid gap-3">
                {points.map((p) => (
                  <li key={p.id} className="flex gap-3 text-muted-foreground">
                    <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                    {t(p)}
                  </li>
                ))}
              </ul>
            </Card>
          </Reveal>
        ))}
      </div>
      <div className="mt-8 text-center">
        <Button asChild variant="outline" size="lg">
          <Link href="/consultation">
            <Trans>Ask an expert about card offers</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
