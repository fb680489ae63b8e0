import { BadgePercent } from "lucide-react";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const ITEMS = [
  { value: "age", title: "Age", text: "Age 21 to 65 at maturity." },
  { value: "income", title: "Income", text: "Income ₹25,000 per month for salaried or ₹3 lakh annual for self-employed." },
  { value: "credit", title: "Credit score", text: "Credit score 700 recommended." },
];

/** Spec section 2: the eligibility criteria and the promotional rate. */
export function EligibilityAccordion() {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Eligibility criteria</CardTitle>
        <p className="flex items-center gap-2 rounded-md bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">
          <BadgePercent className="size-4 shrink-0" aria-hidden /> Interest rates start from {LOAN_LIMITS.promoRateFrom}% p.a.
        </p>
      </CardHeader>
      <CardContent>
        <Accordion type="single" collapsible defaultValue="age">
          {ITEMS.map((item) => (
            <AccordionItem key={item.value} value={item.value} className="last:border-b-0">
              <AccordionTrigger className="py-3 text-sm">{item.title}</AccordionTrigger>
              <AccordionContent>{item.text}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </CardContent>
    </Card>
  );
}
