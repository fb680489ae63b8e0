import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { LENDING_PARTNERS, type LendingPartner, type LendingPartnerKind } from "@shared/catalog/lending-partners";
import { LOAN_TYPES } from "@shared/catalog/loan-types";
import { LegalSection } from "@/components/legal-section";
import { DisclosureLayout } from "./disclosure-layout";

const linkClass = "font-medium text-primary underline underline-offset-2";

const KINDS: readonly { kind: LendingPartnerKind; heading: MessageDescriptor; intro: MessageDescriptor }[] = [
  {
    kind: "digital-lending-app",
    heading: msg`Our digital lending app`,
    intro: msg`The only app through which GharSetu lends. We do not lend through any other app or website.`,
  },
  {
    kind: "co-lender",
    heading: msg`Banks and NBFCs we co-lend with`,
    intro: msg`Under the RBI's co-lending arrangements a partner may fund part of your loan. Your rate, charges and terms stay those of your Key Fact Statement, and we remain your lender and your point of contact.`,
  },
  {
    kind: "service-provider",
    heading: msg`Lending service providers`,
    intro: msg`Firms that do part of the work on a loan for us. We stay responsible for what they do, and they see only the data their work needs.`,
  },
];

function PartnerCard({ partner }: { partner: LendingPartner }) {
  const { i18n } = useLingui();
  const products = LOAN_TYPES.filter((l) => partner.products.includes(l.code))
    .map((l) => i18n._(l.label))
    .join(", ");
  return (
    <li className="grid gap-2 rounded-lg border p-4 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span lang="en" className="text-base font-semibold">
          {partner.name}
        </span>
        <span className="text-muted-foreground">{partner.website}</span>
      </p>
      <p>{i18n._(partner.role)}</p>
      <p className="text-muted-foreground">
        <Trans>Loans: {products}</Trans>
      </p>
    </li>
  );
}

/** The partners in a GharSetu loan (shared/catalog/lending-partners.ts), by kind, each with what it does. */
export function LendingPartners() {
  const { t, i18n } = useLingui();
  return (
    <DisclosureLayout
      title={t`Lending Partners and Service Providers`}
      description={t`Who takes part in a GharSetu loan besides us, and what each one does, as the RBI's digital lending rules ask us to publish.`}
    >
      {KINDS.map(({ kind, heading, intro }) => (
        <LegalSection key={kind} title={i18n._(heading)}>
          <p>{i18n._(intro)}</p>
          <ul className="grid gap-3">
            {LENDING_PARTNERS.filter((p) => p.kind === kind).map((p) => (
              <PartnerCard key={p.name} partner={p} />
            ))}
          </ul>
        </LegalSection>
      ))}
      <LegalSection title={t`Keep yourself safe`}>
        <ul className="grid list-disc gap-2 pl-5 marker:text-primary">
          <li>
            <Trans>
              None of our partners asks you for money or takes your EMIs: pay only to GharSetu, from your dashboard or your mandate.
            </Trans>
          </li>
          <li>
            <Trans>No one from GharSetu or a partner ever asks for your password or OTP.</Trans>
          </li>
          <li>
            <Trans>
              A complaint about any of them comes to our grievance redressal officer:{" "}
              <Link href="/disclosures/grievance-redressal" className={linkClass}>
                grievance redressal policy
              </Link>
              .
            </Trans>
          </li>
        </ul>
      </LegalSection>
    </DisclosureLayout>
  );
}
