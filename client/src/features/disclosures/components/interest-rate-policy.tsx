import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { KFS_VALIDITY_WORKING_DAYS } from "@shared/catalog/loan-papers";
import { keyFacts } from "@shared/finance/fees";
import { rupeesToPaise } from "@shared/finance/money";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount, formatCurrency, formatPaise, formatPercent } from "@/lib/format";
import { useSettings } from "@/lib/settings/get-settings";
import { CurrentRates } from "./current-rates";
import { DisclosureLayout } from "./disclosure-layout";
import { PolicySections } from "./policy-sections";

const linkClass = "font-medium text-primary underline underline-offset-2";
const kfsDays = KFS_VALIDITY_WORKING_DAYS;
/** The worked example's loan: a typical first home loan. */
const EXAMPLE = { amount: 3_000_000, years: 20 };

/** A home loan worked out at today's rate: its EMI, fee, total interest and APR, as its Key Fact Statement would state them. */
function WorkedExample() {
  const { data: settings } = useSettings();
  if (!settings) return <Skeleton className="h-16 w-full" />;
  const facts = keyFacts(rupeesToPaise(EXAMPLE.amount), settings.homeLoanRate, EXAMPLE.years * 12);
  const amount = formatCurrency(EXAMPLE.amount);
  const years = formatCount(EXAMPLE.years);
  const rate = formatPercent(settings.homeLoanRate);
  const emi = formatPaise(facts.emi);
  const fee = formatPaise(facts.processingFee);
  const interest = formatPaise(facts.totalInterest);
  const apr = formatPercent(facts.apr);
  return (
    <p className="rounded-lg border bg-muted/40 p-4">
      <Trans>
        For example, a home loan of {amount} over {years} years at {rate} has an EMI of {emi}, a processing fee of {fee} and total interest
        of {interest}: its APR is {apr}.
      </Trans>
    </p>
  );
}

/** How GharSetu sets its interest rates (docs/decisions/loan-rate-is-the-lenders.md, docs/decisions/regulatory-disclosures.md). */
export function InterestRatePolicy() {
  const { t } = useLingui();
  return (
    <DisclosureLayout
      title={t`Interest Rate Policy`}
      description={t`How we set the interest rate of each loan, and what you are told about it before you borrow.`}
    >
      <PolicySections
        sections={[
          {
            heading: msg`Our rates today`,
            points: [],
            after: (
              <>
                <CurrentRates />
                <p>
                  <Trans>
                    Every application for a loan type is filed at that rate. The loan form shows it, and an application that asks for any
                    other rate is refused.
                  </Trans>
                </p>
              </>
            ),
          },
          {
            heading: msg`How a rate is set`,
            points: [
              msg`Our credit committee sets one rate for each loan type, and changes it in our system settings; the change is recorded with who made it and when.`,
              msg`A rate is built from what our funds cost us, what it costs to run a loan, a premium for the risk of the loan type, and our margin.`,
              msg`A new rate applies to applications filed from the day it is published here, never to loans already sanctioned.`,
            ],
          },
          {
            heading: msg`Gradation of risk`,
            points: [
              msg`We grade risk by loan type, not by borrower: a home loan, secured by the home it buys, carries the least; a loan against property, which may fund any purpose, carries more.`,
              msg`A balance transfer top-up is priced to move a loan that a borrower has already been repaying on time elsewhere.`,
              msg`Your income, your other EMIs and the property's value decide whether and how much we lend (our eligibility rules), never your rate.`,
            ],
          },
          {
            heading: msg`The same rate for everyone`,
            points: [
              msg`Every borrower of a loan type pays the same published rate: we never charge more or less because of sex, caste, religion, age, disability, where you live or how you applied.`,
              msg`The rate is fixed for the whole term: it is not linked to a benchmark, never resets, and your EMI does not change.`,
              msg`Penal charges for a late EMI are a flat charge, never added to the rate and never compounded.`,
            ],
          },
          {
            heading: msg`What the Key Fact Statement and the APR tell you`,
            points: [
              msg`Before you apply you get a Key Fact Statement with the rate, the EMI, the total interest, every fee and the repayment schedule of your loan.`,
              msg`The APR (annual percentage rate) is the whole yearly cost of the loan: the interest and the processing fee together.`,
              msg`If our rate changes while you fill in the form, the form shows you the new Key Fact Statement before you submit.`,
              msg`The Key Fact Statement that comes with a sanction holds its terms for ${kfsDays} working days.`,
            ],
            after: <WorkedExample />,
          },
        ]}
      />
      <p>
        <Trans>
          Every charge besides interest is listed in the{" "}
          <Link href="/disclosures/mitc" className={linkClass}>
            Most Important Terms and Conditions
          </Link>
          .
        </Trans>
      </p>
    </DisclosureLayout>
  );
}
