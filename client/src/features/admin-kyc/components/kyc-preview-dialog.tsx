import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { AdminKycRow } from "../api/get-admin-kyc";

/** The document in the page: an image as an image, a PDF in the browser's viewer; always a download beside it. */
export function KycPreviewDialog({ doc, onClose }: { doc: AdminKycRow | null; onClose: () => void }) {
  return (
    <Dialog open={doc !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {doc && (
          <>
            <DialogHeader>
              <DialogTitle>
                {doc.documentType} · {doc.customer.fullName}
              </DialogTitle>
              <DialogDescription>
                {doc.documentNumber ? `Number on file: ${doc.documentNumber}` : "No number was given with this document."}
              </DialogDescription>
            </DialogHeader>
            <div className="max-h-[65vh] overflow-auto rounded-md border bg-muted/40">
              {doc.contentType === "application/pdf" ? (
                <iframe
                  title={`${doc.documentType} of ${doc.customer.fullName}`}
                  src={`${doc.documentUrl}?inline=1`}
                  className="h-[60vh] w-full"
                />
              ) : (
                <img
                  src={`${doc.documentUrl}?inline=1`}
                  alt={`${doc.documentType} of ${doc.customer.fullName}`}
                  className="mx-auto max-h-[60vh] object-contain"
                />
              )}
            </div>
            <Button asChild variant="outline" className="w-fit">
              <a href={doc.documentUrl} download>
                <Download aria-hidden /> Download
              </a>
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
