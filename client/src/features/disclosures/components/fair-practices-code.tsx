import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { DisclosureLayout } from "./disclosure-layout";
import { PolicySections, type PolicySection } from "./policy-sections";

const days = COMPANY.grievanceOfficer.responseDays;
const linkClass = "font-medium text-primary underline underline-offset-2";

/**
 * The Fair Practices Code, under the headings of the RBI's directions on fair practices for housing finance
 * companies, saying what GharSetu does at each step (docs/decisions/regulatory-disclosures.md).
 */
const SECTIONS: readonly PolicySection[] = [
  {
    heading: msg`Applications and how we process them`,
    points: [
      msg`Every page, form, letter and e-mail is in English or Hindi, whichever you choose, and you can switch at any time.`,
      msg`The application form lists the documents we need and every fee we charge, so you know the cost before you apply.`,
      msg`Each application gets a reference number and an in-principle answer as soon as you submit it, before we ask for any fee.`,
      msg`Before you apply you see a Key Fact Statement with the interest rate, the EMI, every charge and the APR, in your language.`,
    ],
  },
  {
    heading: msg`Loan appraisal, terms and conditions`,
    points: [
      msg`We judge an application by your income, your other EMIs and the property's value, by the same written rules for everyone.`,
      msg`A sanction is given in writing: a sanction letter with the amount, the annual rate, the EMI, the tenure and every charge, with the Key Fact Statement.`,
      msg`If we cannot lend, we tell you why in writing, and what would change the answer.`,
      msg`You get a copy of the loan agreement and of every paper it refers to, in your dashboard, free of charge.`,
      msg`Penal charges for a late EMI are a flat charge, stated in the agreement and the Key Fact Statement; they are never added to the interest rate.`,
    ],
  },
  {
    heading: msg`Disbursement and changes to the terms`,
    points: [
      msg`We pay the loan out only as the sanction letter says, once its conditions are met.`,
      msg`We tell you in writing, in your language, before any change to a charge, and a change never applies to the past.`,
      msg`The interest rate of your loan is fixed for the whole term: we never change it after the sanction.`,
      msg`We ask for payment early, or for more security, only as the loan agreement allows, and after telling you in writing.`,
    ],
  },
  {
    heading: msg`After the loan is paid out`,
    points: [
      msg`We do not interfere in your affairs beyond what the loan agreement provides.`,
      msg`When you repay in full, we return your original property papers within 30 days, at our office or by registered post as you choose, and remove any charge on the property.`,
      msg`If we are late in returning them, we pay you ₹5,000 for each day of delay, as the RBI requires.`,
      msg`You may repay early, in part or in full, at any time, from any source, without any charge.`,
      msg`If you want to move your loan to another lender, we give you the papers you need within 21 days of your request.`,
    ],
  },
  {
    heading: msg`General`,
    points: [
      msg`We never discriminate on the grounds of sex, caste, religion, disability or any other personal trait: the same rules and the same rate for everyone.`,
      msg`To recover dues we never harass or threaten anyone, we call only between 8 AM and 7 PM, and our staff always say who they are.`,
      msg`We never ask for your password or OTP, and we keep your data as our privacy notice says.`,
      msg`Our staff are trained in this code, and our board reviews it, and how we have kept it, every year.`,
    ],
  },
];

export function FairPracticesCode() {
  const { t } = useLingui();
  const officer = <span lang="en">{COMPANY.grievanceOfficer.name}</span>;
  return (
    <DisclosureLayout
      title={t`Fair Practices Code`}
      description={t`The promises we keep to every borrower, under the RBI's directions on fair practices for housing finance companies.`}
    >
      <PolicySections sections={SECTIONS} />
      <PolicySections
        start={SECTIONS.length + 1}
        sections={[
          {
            heading: msg`Grievance redressal`,
            points: [],
            after: (
              <p>
                <Trans>
                  If we fall short of this code, tell our grievance redressal officer, {officer}: we answer within {days} days, and you may
                  then take the complaint to the RBI Integrated Ombudsman. Read our{" "}
                  <Link href="/disclosures/grievance-redressal" className={linkClass}>
                    grievance redressal policy
                  </Link>{" "}
                  or{" "}
                  <Link href="/grievance" className={linkClass}>
                    raise a complaint
                  </Link>
                  .
                </Trans>
              </p>
            ),
          },
        ]}
      />
    </DisclosureLayout>
  );
}
