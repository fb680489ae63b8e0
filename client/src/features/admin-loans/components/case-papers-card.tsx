import { statusOfStage } from "@shared/catalog/loan-stages";
import { FileDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { LoanCase } from "../api/get-loan-case";

/** The papers the customer reads, as they read them (English): the Key Fact Statement, and the sanction letter once sanctioned. Each read is audited. */
export function CasePapersCard({ application }: Pick<LoanCase, "application">) {
  const sanctioned = application.sanction !== null && statusOfStage(application.stage) === "approved";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Papers</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild variant="outline" className="justify-start">
          <a href={`/api/loan-applications/${application.id}/kfs/pdf?lang=en`} download>
            <FileDown aria-hidden /> Key Fact Statement (PDF)
          </a>
        </Button>
        {sanctioned && (
          <Button asChild variant="outline" className="justify-start">
            <a href={`/api/loan-applications/${application.id}/sanction-letter/pdf?lang=en`} download>
              <FileDown aria-hidden /> Sanction letter (PDF)
            </a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
