import { Trans, useLingui } from "@lingui/react/macro";
import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { formatDate } from "@/lib/format";
import type { ConsultationRow } from "../api/get-consultations";

/** View Summary: what the adviser wrote after the session. */
export function SummaryDialog({ consultation }: { consultation: ConsultationRow }) {
  const { t, i18n } = useLingui();
  const id = consultation.id;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t`View summary of consultation #${id}`}>
          <FileText aria-hidden /> <Trans>View Summary</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            <Trans>Consultation summary</Trans>
          </DialogTitle>
          <DialogDescription>
            {i18n._(consultation.topic)} · {formatDate(consultation.preferredDate)}
          </DialogDescription>
        </DialogHeader>
        {consultation.summary ? (
          // The adviser's own words, shown as written.
          <p translate="no" className="whitespace-pre-line rounded-md bg-muted p-4 text-sm leading-relaxed">
            {consultation.summary}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>Your adviser hasn't added a summary yet. It will appear here once they do.</Trans>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
