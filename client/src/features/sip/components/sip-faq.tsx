import { Trans, useLingui } from "@lingui/react/macro";
import { ELSS, SIP_LIMITS } from "@shared/catalog/sip-plans";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { formatCurrency } from "@/lib/format";

/** The SIP page's five questions. */
export function SipFaq() {
  const { t } = useLingui();
  const minimum = formatCurrency(SIP_LIMITS.minAmount);
  const deductionLimit = formatCurrency(ELSS.section80cLimit);
  const lockInYears = ELSS.lockInYears;
  const faq = [
    {
      id: "what",
      q: t`What is a SIP?`,
      a: t`A Systematic Investment Plan invests a fixed amount in a mutual fund every month. Buying regularly averages out the price you pay, and compounding grows what you have invested.`,
    },
    {
      id: "start",
      q: t`How much do I need to start?`,
      a: t`From ${minimum} a month, depending on the plan. You can start more SIPs or choose a bigger amount at any time.`,
    },
    {
      id: "pause",
      q: t`Can I pause or stop my SIP?`,
      a: t`Yes. Pause, resume or cancel a SIP from your dashboard at any time. Money already invested stays invested.`,
    },
    {
      id: "guaranteed",
      q: t`Are the returns guaranteed?`,
      a: t`No. The expected returns are illustrations based on past performance of similar funds. Actual returns rise and fall with the markets.`,
    },
    {
      id: "elss",
      q: t`How does the Tax-Saver ELSS Plan save tax?`,
      a: t`Investments in ELSS qualify for a deduction under Section 80C of up to ${deductionLimit} a year, under the old tax regime. Each contribution is locked in for ${lockInYears} years.`,
    },
  ];

  return (
    <section aria-labelledby="sip-faq-heading" className="grid gap-2">
      <h2 id="sip-faq-heading" className="text-xl font-bold tracking-tight">
        <Trans>Frequently asked questions</Trans>
      </h2>
      <Accordion>
        {faq.map((item, i) => (
          <AccordionItem key={item.id} value={String(i)}>
            <AccordionTrigger>{item.q}</AccordionTrigger>
            <AccordionContent>{item.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
