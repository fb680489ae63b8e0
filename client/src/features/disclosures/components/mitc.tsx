import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { formatCount } from "@/lib/format";
import { CurrentRates } from "./current-rates";
import { DisclosureLayout } from "./disclosure-layout";
import { LoanCharges } from "./loan-charges";
import { OfficerCard } from "./officer-card";
import { PolicySections } from "./policy-sections";

const linkClass = "font-medium text-primary underline underline-offset-2";
const minYears = formatCount(LOAN_LIMITS.minTenure / 12);
const maxYears = formatCount(LOAN_LIMITS.maxTenure / 12);
const days = COMPANY.grievanceOfficer.responseDays;

/**
 * The Most Important Terms and Conditions of a GharSetu home loan, under the headings the RBI's directions
 * name, with the figures the settings and the catalogues hold now (docs/decisions/regulatory-disclosures.md).
 */
export function Mitc() {
  const { t } = useLingui();
  const phone = COMPANY.phones[0];
  const email = COMPANY.email;
  return (
    <DisclosureLayout
      title={t`Most Important Terms and Conditions (MITC)`}
      description={t`The terms of a GharSetu home loan that matter most, in one place. A loan against property and a balance transfer top-up have the same terms unless a line says otherwise.`}
    >
      <p className="rounded-lg border-l-4 border-primary bg-muted/40 p-4 leading-relaxed">
        <Trans>
          This summary is part of every loan agreement we sign. The Key Fact Statement and the sanction letter of your own loan state its
          figures; where they differ from this page, they apply.
        </Trans>
      </p>
      <PolicySections
        sections={[
          {
            heading: msg`Interest`,
            points: [
              msg`The rate is fixed for the whole term of the loan: it is not linked to any benchmark and never resets, so your EMI stays the same.`,
              msg`Interest is worked out every month on the principal still outstanding, from the day the loan is paid out.`,
              msg`Your Key Fact Statement states your rate, your EMI, the total interest and the APR (the yearly cost with the processing fee) before you accept the loan.`,
            ],
            after: (
              <>
                <CurrentRates />
                <p>
                  <Trans>
                    These are the rates of new applications today. How we set them:{" "}
                    <Link href="/disclosures/interest-rate-policy" className={linkClass}>
                      interest rate policy
                    </Link>
                    .
                  </Trans>
                </p>
              </>
            ),
          },
          { heading: msg`Fees and charges`, points: [], after: <LoanCharges /> },
          {
            heading: msg`Security for the loan`,
            points: [
              msg`The loan is secured by a mortgage of the property it is for, usually by deposit of the title deeds, or as the property's state requires.`,
              msg`A co-owner of the property joins the loan as a co-applicant. We ask for no other security or guarantee unless the sanction letter says so.`,
              msg`When the loan is repaid in full, we return the original property papers within 30 days and pay you ₹5,000 for each day of delay.`,
            ],
          },
          {
            heading: msg`Insurance of the property and the borrower`,
            points: [
              msg`Insuring the property or your life is your choice, not a condition of the loan: we charge no insurance fees and never add a premium to the loan.`,
              msg`If you choose a policy, you may buy it from any insurer you like.`,
            ],
          },
          {
            heading: msg`Conditions for disbursement of the loan`,
            points: [
              msg`The sanction letter is accepted and the Key Fact Statement acknowledged.`,
              msg`Your KYC is verified and the processing fee paid.`,
              msg`The property's legal title and technical valuation are confirmed before the loan is paid out.`,
              msg`The loan agreement is signed and the mortgage created.`,
              msg`The loan is paid at once to the seller, the builder or, for a balance transfer, your current lender; never in cash.`,
              msg`Until the loan is paid out, you may withdraw without any penalty.`,
            ],
          },
          {
            heading: msg`Repayment of the loan and interest`,
            points: [
              msg`You repay in equal monthly instalments (EMIs) of principal and interest, over ${minYears} to ${maxYears} years, starting one month after the loan is paid out.`,
              msg`EMIs are paid by a mandate on your bank account. The repayment schedule comes with the Key Fact Statement and stays in your dashboard.`,
              msg`You may prepay in part or in full at any time, from any source, without any charge; a part-prepayment lowers the principal outstanding.`,
            ],
          },
          {
            heading: msg`Brief procedure for recovery of dues`,
            points: [
              msg`If an EMI is late we remind you by e-mail and phone, and the penal charge above applies.`,
              msg`A loan with an EMI unpaid for more than 90 days becomes a non-performing asset, and is reported as such to the credit bureaus.`,
              msg`Dues are recovered by our own staff, who carry an identity card and our letter of authority; we have engaged no recovery agents.`,
              msg`We contact you only between 8 AM and 7 PM, and never harass, threaten or shame anyone.`,
              msg`As a last resort, and only after a written demand notice giving you 60 days to pay, we may enforce the mortgage under the SARFAESI Act, 2002.`,
            ],
          },
          {
            heading: msg`Customer service`,
            points: [
              msg`Call ${phone} or write to ${email}; the chat assistant on every page answers at any time.`,
              msg`Your sanction letter, Key Fact Statement, receipts and repayment schedule are free to download from your dashboard whenever you need them.`,
              msg`You can follow every step of your application and loan in your dashboard, and we tell you by e-mail when it moves.`,
            ],
          },
          {
            heading: msg`Grievance redressal`,
            points: [
              msg`Our grievance redressal officer answers every complaint within ${days} days. If we do not, or you are not satisfied, you may complain to the RBI Integrated Ombudsman.`,
            ],
            after: (
              <>
                <OfficerCard />
                <p>
                  <Trans>
                    Read our{" "}
                    <Link href="/disclosures/grievance-redressal" className={linkClass}>
                      grievance redressal policy
                    </Link>
                    .
                  </Trans>
                </p>
              </>
            ),
          },
          {
            heading: msg`Notices`,
            points: [
              msg`We send notices to the e-mail address and mobile number on your account, and by post to your address where the law asks for a written notice.`,
              msg`Notices are written in the language of your account, English or Hindi.`,
              msg`We tell you at least 30 days before any change to a charge takes effect; the interest rate of your loan never changes.`,
              msg`Tell us at once when your address, e-mail or mobile number changes: a notice sent to the last one you gave us counts as delivered.`,
            ],
          },
        ]}
      />
    </DisclosureLayout>
  );
}
