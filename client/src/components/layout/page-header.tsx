import type { ReactNode } from "react";

// The title may carry markup: a name inside it is marked as data (translate="no"), not words of the page.
type PageHeaderProps = { title: ReactNode; description?: ReactNode; eyebrow?: string; actions?: ReactNode };

/** The band at the top of an inner page: one h1, a short description, optional actions. */
export function PageHeader({ title, description, eyebrow, actions }: PageHeaderProps) {
  return (
    <section className="border-b bg-gradient-to-br from-secondary via-background to-accent/60">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-7 sm:px-6 sm:py-10 md:flex-row md:items-end md:justify-between lg:px-8">
        <div className="max-w-3xl">
          {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>}
          <h1 className="text-3xl font-bold tracking-tight wrap-anywhere sm:text-4xl">{title}</h1>
          {description && <p className="mt-3 text-base text-muted-foreground sm:text-lg">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </section>
  );
}
