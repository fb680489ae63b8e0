import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { formatDate } from "@/lib/format";
import type { ConsultationRow } from "../api/get-consultations";

/** View Summary: what the adviser wrote after the session. */
export function SummaryDialog({ consultation }: { consultation: ConsultationRow }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`View summary of consultation #${consultation.id}`}>
          <FileText aria-hidden /> View Summary
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Consultation summary</DialogTitle>
          <DialogDescription>
            {consultation.topic} · {formatDate(consultation.preferredDate)}
          </DialogDescription>
        </DialogHeader>
        {consultation.summary ? (
          <p className="whitespace-pre-line rounded-md bg-muted p-4 text-sm leading-relaxed">{consultation.summary}</p>
        ) : (
          <p className="text-sm text-muted-foreground">Your adviser hasn't added a summary yet. It will appear here once they do.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
