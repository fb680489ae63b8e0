import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { PRIVACY_NOTICE_EFFECTIVE, TERMS_SECTIONS, TERMS_VERSION } from "@shared/catalog/privacy";
import { PageHeader } from "@/components/layout/page-header";
import { LegalSection } from "@/components/legal-section";
import { catalogueText } from "@/lib/catalogue-text";
import { formatIstDate } from "@/lib/format";

export default function TermsPage() {
  const { t, i18n } = useLingui();
  const company = COMPANY.name;
  const version = TERMS_VERSION;
  const effective = formatIstDate(PRIVACY_NOTICE_EFFECTIVE);
  const legalName = COMPANY.legalName;
  return (
    <>
      <PageHeader
        eyebrow={t`Terms of use`}
        title={t`Using ${company}`}
        description={t`Version ${version}, in force from ${effective}. By creating an account you agree to these terms.`}
      />
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        {TERMS_SECTIONS.map((s) => (
          <LegalSection key={s.heading} title={catalogueText(i18n, s.heading)}>
            <p>{catalogueText(i18n, s.body)}</p>
          </LegalSection>
        ))}
        <p className="text-sm text-muted-foreground">
          <Trans>
            See also our{" "}
            <Link href="/privacy" className="font-medium text-primary underline underline-offset-2">
              privacy notice
            </Link>
            .
          </Trans>{" "}
          {/* The legal name is written in English in every language. */}
          <span lang="en">{legalName}</span>.
        </p>
      </div>
    </>
  );
}
