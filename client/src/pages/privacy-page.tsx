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
import { formatIstDate } from "@shared/format";
import { PageHeader } from "@/components/layout/page-header";
import { LegalSection } from "@/components/legal-section";

export default function PrivacyPage() {
  const officer = COMPANY.grievanceOfficer;
  return (
    <>
      <PageHeader
        eyebrow="Privacy notice"
        title="How we use your personal data"
        description={`Version ${PRIVACY_NOTICE_VERSION}, in force from ${formatIstDate(PRIVACY_NOTICE_EFFECTIVE)}. Under India's Digital Personal Data Protection Act, 2023, ${COMPANY.legalName} is the data fiduciary for the data below.`}
      />
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        <LegalSection title="What we collect, why, and for how long">
          {/* A phone gets one card per item: three columns would not fit. */}
          <ul className="grid gap-3 sm:hidden">
            {PRIVACY_NOTICE_ITEMS.map((item) => (
              <li key={item.what} className="rounded-lg border p-3 text-sm">
                <p className="font-medium">{item.what}</p>
                <dl className="mt-2 grid gap-1.5 text-muted-foreground">
                  <div>
                    <dt className="inline font-semibold text-foreground">Why: </dt>
                    <dd className="inline">{item.why}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold text-foreground">How long: </dt>
                    <dd className="inline">{item.howLong}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden rounded-lg border sm:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">What we collect, why, and for how long</caption>
              <thead className="bg-muted/60">
                <tr>
                  <th scope="col" className="p-3 font-semibold">
                    What
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Why
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    How long
                  </th>
                </tr>
              </thead>
              <tbody>
                {PRIVACY_NOTICE_ITEMS.map((item) => (
                  <tr key={item.what} className="border-t align-top">
                    <th scope="row" className="p-3 font-medium">
                      {item.what}
                    </th>
                    <td className="p-3 text-muted-foreground">{item.why}</td>
                    <td className="p-3 text-muted-foreground">{item.howLong}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            We share your loan application with the bank or NBFC you apply to, and payments with our payment gateway, only as far as each
            needs it. We never sell your data. Marketing e-mails go only to customers who have said yes, and you can change your mind at any
            time.
          </p>
        </LegalSection>
        <LegalSection title="When you delete your account">
          <p>
            Your name, e-mail address, mobile number, username, the contact details and notes of your consultations and your SIP bank
            details are erased at once, and you are signed out everywhere. Loan applications, payments and transactions are kept without
            your name or contact details, because lending and tax laws require those records. The audit trail of your account is kept for 8
            years with your details taken out.
          </p>
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100">
            <h3 className="font-semibold">KYC documents: kept for {KYC_RETENTION_YEARS} years when the law says so</h3>
            <p className="mt-1">{KYC_RETENTION_RULE}</p>
          </div>
        </LegalSection>
        <LegalSection title="Your rights">
          <ul className="grid list-disc gap-2 pl-5">
            {PRIVACY_RIGHTS.map((right) => (
              <li key={right}>{right}</li>
            ))}
          </ul>
          <p>
            Signed in? Go to your{" "}
            <Link href="/dashboard?tab=profile" className="font-medium text-primary underline underline-offset-2">
              profile
            </Link>
            .
          </p>
        </LegalSection>
        <LegalSection title="Questions and complaints">
          <p>
            Write to our grievance officer, {officer.name}, at{" "}
            <a href={`mailto:${officer.email}`} className="font-medium text-primary underline underline-offset-2">
              {officer.email}
            </a>{" "}
            or call{" "}
            <a href={`tel:${officer.phone.replace(/\s/g, "")}`} className="font-medium text-primary underline underline-offset-2">
              {officer.phone}
            </a>
            . We answer within 30 days. {officer.escalationNote}
          </p>
        </LegalSection>
      </div>
    </>
  );
}
