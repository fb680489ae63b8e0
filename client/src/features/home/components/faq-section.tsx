import { COMPANY } from "@shared/catalog/company";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { formatCurrency } from "@/lib/format";
import { SectionHeading } from "./section-heading";

const FAQS = [
  {
    q: `Does ${COMPANY.name} charge a fee for advice?`,
    a: "No. Consultations are free and fully online. We work directly with banks and NBFCs, with no agents in between.",
  },
  {
    q: "How much can I borrow?",
    a: `Online applications cover loans from ${formatCurrency(LOAN_LIMITS.minAmount)} to ${formatCurrency(LOAN_LIMITS.maxAmount)}, for tenures of ${LOAN_LIMITS.minTenure} to ${LOAN_LIMITS.maxTenure} months. Your eligibility depends on income, age and credit history.`,
  },
  {
    q: "What is the processing fee?",
    a: `${LOAN_LIMITS.processingFeePercent}% of the loan amount, paid online after you submit your application. We show it upfront, before you apply.`,
  },
  {
    q: "I am self-employed. Can I still apply?",
    a: "Yes. Self-employed applicants need an annual income of at least ₹3 lakh; we help you present your ITRs and business income.",
  },
  {
    q: "Which documents do I need?",
    a: "PAN Card, Aadhaar Card and salary slips for the last 3 months (or ITRs if self-employed). Upload them securely from your dashboard.",
  },
];

export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently asked questions" />
        <Accordion className="rounded-xl border bg-card px-6">
          {FAQS.map(({ q, a }, i) => (
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
