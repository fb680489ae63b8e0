import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { formatIstDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { DISCLOSURES_REVIEWED_ON, DISCLOSURE_DOCUMENTS } from "../documents";

/** The list of every disclosure, the page being read marked as such: beside the text on a wide screen, after it on a phone. */
function DisclosuresNav() {
  const { t, i18n } = useLingui();
  const [path] = useLocation();
  return (
    <nav aria-label={t`Disclosures`} className="rounded-lg border bg-muted/40 p-4 text-sm">
      <h2 className="mb-3 font-semibold">
        <Link href="/disclosures" className="hover:text-primary">
          <Trans>All disclosures</Trans>
        </Link>
      </h2>
      <ul className="grid gap-1">
        {DISCLOSURE_DOCUMENTS.map((d) => {
          const current = d.href === path;
          return (
            <li key={d.href}>
              <Link
                href={d.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "block rounded-md px-2 py-1.5 transition-colors hover:bg-background hover:text-primary",
                  current && "bg-background font-semibold text-primary",
                )}
              >
                {i18n._(d.title)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** One disclosure document: its header, its sections, and the other documents beside it. */
export function DisclosureLayout({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const reviewed = formatIstDate(DISCLOSURES_REVIEWED_ON);
  return (
    <>
      <PageHeader eyebrow={t`Regulatory disclosures`} title={title} description={description} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        <article className="grid max-w-3xl content-start gap-10">
          {children}
          <p className="text-sm text-muted-foreground">
            <Trans>Last reviewed on {reviewed}.</Trans>
          </p>
        </article>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <DisclosuresNav />
        </aside>
      </div>
    </>
  );
}
