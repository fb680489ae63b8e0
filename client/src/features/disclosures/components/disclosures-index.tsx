import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { DISCLOSURE_DOCUMENTS } from "../documents";
import { RegistrationDetails } from "./registration-details";

/** /disclosures: the company's registration and a card for each document. */
export function DisclosuresIndex() {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageHeader
        eyebrow={t`Regulatory disclosures`}
        title={t`Disclosures`}
        description={t`Who we are registered as, the codes and policies we lend by, and who works with us on your loan, as the RBI asks every housing finance company to publish.`}
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        <RegistrationDetails />
        <section aria-labelledby="documents-heading" className="grid gap-4">
          <h2 id="documents-heading" className="text-xl font-semibold tracking-tight">
            <Trans>Codes, policies and partners</Trans>
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {DISCLOSURE_DOCUMENTS.map(({ href, title, summary, icon: Icon }) => (
              <li key={href}>
                <Card className="h-full transition-colors hover:border-primary">
                  <Link href={href} className="group flex h-full gap-4 p-5">
                    <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
                    <span className="grid gap-1">
                      <span className="font-semibold group-hover:text-primary">{i18n._(title)}</span>
                      <span className="text-sm text-muted-foreground">{i18n._(summary)}</span>
                    </span>
                    <ArrowRight className="ml-auto mt-0.5 size-4 shrink-0 text-muted-foreground group-hover:text-primary" aria-hidden />
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
