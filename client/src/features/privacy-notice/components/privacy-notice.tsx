import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import {
  KYC_RETENTION_RULE,
  KYC_RETENTION_YEARS,
  PRIVACY_NOTICE_EFFECTIVE,
  PRIVACY_NOTICE_ITEMS,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_RIGHTS,
} from "@shared/catalog/privacy";
import { PageHeader } from "@/components/layout/page-header";
import { LegalSection } from "@/components/legal-section";
import { catalogueText } from "@/lib/catalogue-text";
import { formatIstDate } from "@/lib/format";

export default function PrivacyPage() {
  const officer = COMPANY.grievanceOfficer;
  const { t, i18n } = useLingui();
  const text = (value: string) => catalogueText(i18n, value);
  const version = PRIVACY_NOTICE_VERSION;
  const effective = formatIstDate(PRIVACY_NOTICE_EFFECTIVE);
  // The legal name and the officer's name are written in English in every language, and marked so.
  const fiduciary = <span lang="en">{COMPANY.legalName}</span>;
  const years = KYC_RETENTION_YEARS;
  // The audit trail's years (AUDIT_RETENTION_YEARS on the server), kept out of the sentence's words.
  const auditYears = 8;
  const responseDays = officer.responseDays;
  const { email: officerEmail, phone: officerPhone } = officer;
  const officerName = <span lang="en">{officer.name}</span>;
  return (
    <>
      <PageHeader
        eyebrow={t`Privacy notice`}
        title={t`How we use your personal data`}
        description={
          <Trans>
            Version {version}, in force from {effective}. Under India's Digital Personal Data Protection Act, 2023, {fiduciary} is the data
            fiduciary for the data below.
          </Trans>
        }
      />
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        <LegalSection title={t`What we collect, why, and for how long`}>
          {/* A phone gets one card per item: three columns would not fit. */}
          <ul className="grid gap-3 sm:hidden">
            {PRIVACY_NOTICE_ITEMS.map((item) => (
              <li key={item.what} className="rounded-lg border p-3 text-sm">
                <p className="font-medium">{text(item.what)}</p>
                <dl className="mt-2 grid gap-1.5 text-muted-foreground">
                  <div>
                    <dt className="inline font-semibold text-foreground">{t`Why:`} </dt>
                    <dd className="inline">{text(item.why)}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold text-foreground">{t`How long:`} </dt>
                    <dd className="inline">{text(item.howLong)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden rounded-lg border sm:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                <Trans>What we collect, why, and for how long</Trans>
              </caption>
              <thead className="bg-muted/60">
                <tr>
                  <th scope="col" className="p-3 font-semibold">
                    <Trans>What</Trans>
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    <Trans>Why</Trans>
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    <Trans>How long</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {PRIVACY_NOTICE_ITEMS.map((item) => (
                  <tr key={item.what} className="border-t align-top">
                    <th scope="row" className="p-3 font-medium">
                      {text(item.what)}
                    </th>
                    <td className="p-3 text-muted-foreground">{text(item.why)}</td>
                    <td className="p-3 text-muted-foreground">{text(item.howLong)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <Trans>
              We share your loan application with the bank or NBFC you apply to, and payments with our payment gateway, only as far as each
              needs it. We never sell your data. Marketing e-mails go only to customers who have said yes, and you can change your mind at
              any time.
            </Trans>
          </p>
        </LegalSection>
        <LegalSection title={t`When you delete your account`}>
          <p>
            <Trans>
              Your name, e-mail address, mobile number, username, the contact details and notes of your consultations and your SIP bank
              details are erased at once, and you are signed out everywhere. Loan applications, payments and transactions are kept without
              your name or contact details, because lending and tax laws require those records. The audit trail of your account is kept for{" "}
              {auditYears} years with your details taken out.
            </Trans>
          </p>
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100">
            <h3 className="font-semibold">
              <Trans>KYC documents: kept for {years} years when the law says so</Trans>
            </h3>
            <p className="mt-1">{text(KYC_RETENTION_RULE)}</p>
          </div>
        </LegalSection>
        <LegalSection title={t`Your rights`}>
          <ul className="grid list-disc gap-2 pl-5">
            {PRIVACY_RIGHTS.map((right) => (
              <li key={right}>{text(right)}</li>
            ))}
          </ul>
          <p>
            <Trans>
              Signed in? Go to your{" "}
              <Link href="/dashboard?tab=profile" className="font-medium text-primary underline underline-offset-2">
                profile
              </Link>
              .
            </Trans>
          </p>
        </LegalSection>
        <LegalSection title={t`Questions and complaints`}>
          <p>
            <Trans>
              Write to our grievance officer, {officerName}, at{" "}
              <a href={`mailto:${officerEmail}`} className="font-medium text-primary underline underline-offset-2">
                {officerEmail}
              </a>{" "}
              or call{" "}
              <a href={`tel:${officerPhone.replace(/\s/g, "")}`} className="font-medium text-primary underline underline-offset-2">
                {officerPhone}
              </a>
              . We answer within {responseDays} days.
            </Trans>{" "}
            {text(officer.escalationNote)}
          </p>
        </LegalSection>
      </div>
    </>
  );
}
