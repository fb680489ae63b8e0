import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Eye, Target } from "lucide-react";
import { Reveal } from "@/components/ui/reveal";

const BLOCKS = [
  {
    id: "about-mission",
    icon: Target,
    title: msg`Our Mission`,
    text: msg`To make home finance in India transparent, fast and fair: every borrower sees honest numbers, gets unbiased advice and deals directly with regulated lenders.`,
  },
  {
    id: "about-vision",
    icon: Eye,
    title: msg`Our Vision`,
    text: msg`An India where anyone with steady income, salaried or self-employed, with or without a long credit history, can find a clear path to owning a home.`,
  },
];

export function MissionVision() {
  const { t } = useLingui();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
      {BLOCKS.map(({ id, icon: Icon, title, text }, i) => (
        <Reveal key={id} delay={i * 120}>
          <section
            aria-labelledby={id}
            className="h-full rounded-2xl border bg-gradient-to-br from-secondary to-card p-8 transition-shadow hover:shadow-lg"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Icon className="size-6" aria-hidden />
            </span>
            <h2 id={id} className="mt-5 text-2xl font-bold">
              {t(title)}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{t(text)}</p>
          </section>
        </Reveal>
      ))}
    </div>
  );
}
