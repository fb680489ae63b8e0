import { ArrowLeftRight, Banknote, Check } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "./section-heading";

const CARDS = [
  {
    title: "Balance transfer credit cards",
    icon: ArrowLeftRight,
    points: [
      "Move high-interest card dues to a card with a low or zero-interest period",
      "Compare the transfer fee with the interest you save",
      "Plan to clear the balance before the offer period ends",
    ],
  },
  {
    title: "Cash transfer credit cards",
    icon: Banknote,
    points: [
      "Transfer part of your card limit to your bank account as cash",
      "Usually cheaper than a cash withdrawal at an ATM",
      "Check the processing fee, EMI tenure and effective rate first",
    ],
  },
];

export function CreditCardsSection() {
  return (
    <section aria-labelledby="cards-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="cards-title"
        eyebrow="Know before you swipe"
        title="Balance transfer and cash transfer credit cards"
        description="Clear, unbiased information so you can use card offers to cut interest, not add to it."
      />
      <div className="grid gap-6 md:grid-cols-2">
        {CARDS.map(({ title, icon: Icon, points }, i) => (
          <Reveal key={title} delay={i * 120}>
            <Card className="h-full p-6 transition-shadow hover:shadow-lg">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="text-xl font-semibold">{title}</h3>
              </div>
              <ul className="mt-5 grid gap-3">
                {points.map((p) => (
                  <li key={p} className="flex gap-3 text-muted-foreground">
                    <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                    {p}
                  </li>
                ))}
              </ul>
            </Card>
          </Reveal>
        ))}
      </div>
      <div className="mt-8 text-center">
        <Button asChild variant="outline" size="lg">
          <Link href="/consultation">Ask an expert about card offers</Link>
        </Button>
      </div>
    </section>
  );
}
