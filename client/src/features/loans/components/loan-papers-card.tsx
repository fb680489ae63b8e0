import { Trans, useLingui } from "@lingui/react/macro";
import { FileDown, Receipt } from "lucide-react";
import { Link } from "wouter";
import { statusOfStage } from "@shared/catalog/loan-stages";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { LoanApplicationRow } from "../api/get-loan-applications";
import { kfsPdfUrl, sanctionLetterPdfUrl } from "../api/get-kfs";

/** The papers of an application to keep: its Key Fact Statement, its sanction letter once sanctioned, and where the receipts are. */
export function LoanPapersCard({ loan }: { loan: Pick<LoanApplicationRow, "id" | "stage" | "sanction" | "processingFeePaid"> }) {
  const { i18n } = useLingui();
  const sanctioned = loan.sanction !== null && statusOfStage(loan.stage) === "approved";
  // An application that ended has no terms on offer: its KFS is not offered again (the fee's receipt stays).
  const ended = loan.stage === "rejected" || loan.stage === "withdrawn";
  if (ended && !loan.processingFeePaid) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your papers</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>PDFs to keep, in the language of this page.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {!ended && (
          <Button asChild variant="outline" className="justify-start">
            <a href={kfsPdfUrl(loan.id, i18n.locale)} download>
              <FileDown aria-hidden /> <Trans>Key Fact Statement</Trans>
            </a>
          </Button>
        )}
        {sanctioned && (
          <Button asChild variant="outline" className="justify-start">
            <a href={sanctionLetterPdfUrl(loan.id, i18n.locale)} download>
              <FileDown aria-hidden /> <Trans>Sanction letter</Trans>
            </a>
          </Button>
        )}
        {loan.processingFeePaid && (
          <Button asChild variant="ghost" className="justify-start">
            <Link href="/dashboard?tab=transactions">
              <Receipt aria-hidden /> <Trans>Fee receipt: in your transactions</Trans>
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
