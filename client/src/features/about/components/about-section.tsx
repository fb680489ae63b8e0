import type { ReactNode } from "react";
import { Reveal } from "@/components/ui/reveal";
import { cn } from "@/lib/utils";

type AboutSectionProps = { id: string; title: string; eyebrow?: string; intro?: string; muted?: boolean; children: ReactNode };

/** One titled band of the About page; the title is the section's h2. */
export function AboutSection({ id, title, eyebrow, intro, muted, children }: AboutSectionProps) {
  return (
    <section aria-labelledby={id} className={cn("py-16 sm:py-20", muted && "bg-muted/40")}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal className="mx-auto mb-10 max-w-3xl text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>}
          <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
        </Reveal>
        {children}
      </div>
    </section>
  );
}
