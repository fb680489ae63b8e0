import { useLingui } from "@lingui/react/macro";
import { COMPANY } from "@shared/catalog/company";
import { ELIGIBILITY } from "@shared/catalog/eligibility";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { formatCount, formatCurrency, formatPercent } from "@/lib/format";
import { SectionHeading } from "./section-heading";

/** Months of salary slips the documents answer asks for. */
const SALARY_SLIP_MONTHS = 3;

export function FaqSection() {
  const { t } = useLingui();
  const companyName = COMPANY.name;
  const minAmount = formatCurrency(LOAN_LIMITS.minAmount);
  const maxAmount = formatCurrency(LOAN_LIMITS.maxAmount);
  const minTenure = formatCount(LOAN_LIMITS.minTenure);
  const maxTenure = formatCount(LOAN_LIMITS.maxTenure);
  const processingFee = formatPercent(LOAN_LIMITS.processingFeePercent);
  // The amount in lakh, as the answer says it ("₹3 lakh"): the figure formatted, the word in the message.
  const minIncomeLakh = formatCurrency(ELIGIBILITY.minAnnualIncomeSelfEmployed / 100_000);
  const slipMonths = formatCount(SALARY_SLIP_MONTHS);
  const faqs = [
    {
      q: t`Does ${companyName} charge a fee for advice?`,
      a: t`No. Consultations are free and fully online. We work directly with banks and NBFCs, with no agents in between.`,
    },
    {
      q: t`How much can I borrow?`,
      a: t`Online applications cover loans from ${minAmount} to ${maxAmount}, for tenures of ${minTenure} to ${maxTenure} months. Your eligibility depends on income, age and credit history.`,
    },
    {
      q: t`What is the processing fee?`,
      a: t`${processingFee} of the loan amount, paid online after you submit your application. We show it upfront, before you apply.`,
    },
    {
      q: t`I am self-employed. Can I still apply?`,
      a: t`Yes. Self-employed applicants need an annual income of at least ${minIncomeLakh} lakh; we help you present your ITRs and business income.`,
    },
    {
      q: t`Which documents do I need?`,
      a: t`PAN Card, Aadhaar Card and salary slips for the last ${slipMonths} months (or ITRs if self-employed). Upload them securely from your dashboard.`,
    },
  ];

  return (
    <section aria-labelledby="faq-title" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow={t`Questions`} title={t`Frequently asked questions`} />
        <Accordion className="rounded-xl border bg-card px-6">
          {faqs.map(({ q, a }, i) => (
            <AccordionItem key={q} value={`faq-${i}`} className="last:border-b-0">
              <AccordionTrigger>{q}</AccordionTrigger>
              <AccordionContent>{a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
