import { Trans, useLingui } from "@lingui/react/macro";
import { BadgePercent } from "lucide-react";
import { ELIGIBILITY_CRITERIA } from "@shared/catalog/eligibility";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The eligibility criteria and the promotional rate, so applicants know where they stand before applying. */
export function EligibilityAccordion() {
  const { i18n } = useLingui();
  const promoRate = LOAN_LIMITS.promoRateFrom;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">
          <Trans>Eligibility criteria</Trans>
        </CardTitle>
        <p className="flex items-center gap-2 rounded-md bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">
          <BadgePercent className="size-4 shrink-0" aria-hidden /> <Trans>Interest rates start from {promoRate}% p.a.</Trans>
        </p>
      </CardHeader>
      <CardContent>
        <Accordion defaultValue="age">
          {ELIGIBILITY_CRITERIA.map((item) => (
            <AccordionItem key={item.value} value={item.value} className="last:border-b-0">
              <AccordionTrigger className="py-3 text-sm">{i18n._(item.title)}</AccordionTrigger>
              <AccordionContent>{i18n._(item.text)}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </CardContent>
    </Card>
  );
}
