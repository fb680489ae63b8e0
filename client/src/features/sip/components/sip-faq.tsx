import { ELSS } from "@shared/catalog/sip-plans";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { formatCurrency } from "@/lib/format";

const FAQ = [
  {
    q: "What is a SIP?",
    a: "A Systematic Investment Plan invests a fixed amount in a mutual fund every month. Buying regularly averages out the price you pay, and compounding grows what you have invested.",
  },
  {
    q: "How much do I need to start?",
    a: "From ₹500 a month, depending on the plan. You can start more SIPs or choose a bigger amount at any time.",
  },
  {
    q: "Can I pause or stop my SIP?",
    a: "Yes. Pause, resume or cancel a SIP from your dashboard at any time. Money already invested stays invested.",
  },
  {
    q: "Are the returns guaranteed?",
    a: "No. The expected returns are illustrations based on past performance of similar funds. Actual returns rise and fall with the markets.",
  },
  {
    q: "How does the Tax-Saver ELSS Plan save tax?",
    a: `Investments in ELSS qualify for a deduction under Section 80C of up to ${formatCurrency(ELSS.section80cLimit)} a year, under the old tax regime. Each contribution is locked in for ${ELSS.lockInYears} years.`,
  },
];

/** The SIP page's five questions. */
export function SipFaq() {
  return (
    <section aria-labelledby="sip-faq-heading" className="grid gap-2">
      <h2 id="sip-faq-heading" className="text-xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <Accordion>
        {FAQ.map((item, i) => (
          <AccordionItem key={item.q} value={String(i)}>
            <AccordionTrigger>{item.q}</AccordionTrigger>
            <AccordionContent>{item.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
