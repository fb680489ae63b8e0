import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { PRIVACY_NOTICE_EFFECTIVE, TERMS_SECTIONS, TERMS_VERSION } from "@shared/catalog/privacy";
import { formatIstDate } from "@shared/format";
import { PageHeader } from "@/components/layout/page-header";
import { LegalSection } from "@/components/legal-section";

export default function TermsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Terms of use"
        title={`Using ${COMPANY.name}`}
        description={`Version ${TERMS_VERSION}, in force from ${formatIstDate(PRIVACY_NOTICE_EFFECTIVE)}. By creating an account you agree to these terms.`}
      />
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        {TERMS_SECTIONS.map((s) => (
          <LegalSection key={s.heading} title={s.heading}>
            <p>{s.body}</p>
          </LegalSection>
        ))}
        <p className="text-sm text-muted-foreground">
          See also our{" "}
          <Link href="/privacy" className="font-medium text-primary underline underline-offset-2">
            privacy notice
          </Link>
          . {COMPANY.legalName}.
        </p>
      </div>
    </>
  );
}
