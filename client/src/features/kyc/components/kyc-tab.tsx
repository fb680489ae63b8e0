import { BadgeCheck, Download, FileCheck2, IdCard, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { KYC_MAX_DOCUMENTS, KYC_RECOMMENDED_COUNT, KYC_SUGGESTED_DOCUMENTS } from "@shared/catalog/kyc";
import { LoadingText, TabHeading } from "@/components/list-states";
import { RetryAlert } from "@/components/ui/alert";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { useDeleteKycDocument } from "../api/delete-kyc-document";
import { useKycDocuments, type KycDocumentRow } from "../api/get-kyc-documents";
import { UploadKycDialog } from "./upload-kyc-dialog";

function DeleteDocumentDialog({ doc, onClose }: { doc: KycDocumentRow | null; onClose: () => void }) {
  const remove = useDeleteKycDocument();
  const confirm = () =>
    doc &&
    remove.mutate(doc.id, {
      onSuccess: () => {
        toast({ title: "Document deleted", description: `${doc.documentType} removed.` });
        onClose();
      },
      onError: (error) => toast({ title: "Could not delete", description: errorMessage(error), variant: "destructive" }),
    });
  return (
    <Dialog open={doc !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        {doc && (
          <>
            <DialogHeader>
              <DialogTitle>Delete {doc.documentType}?</DialogTitle>
              <DialogDescription>The file is removed for good. You can upload a new one afterwards.</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
                Keep it
              </Button>
              <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
                {remove.isPending ? "Deleting..." : "Delete"}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DocumentRow({ doc, onDelete }: { doc: KycDocumentRow; onDelete: (doc: KycDocumentRow) => void }) {
  const verified = doc.verificationStatus === "verified";
  return (
    <li className="flex flex-wrap items-center gap-4 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        {verified ? <BadgeCheck className="size-5" aria-hidden /> : <IdCard className="size-5" aria-hidden />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{doc.documentType}</p>
        <p className="text-sm text-muted-foreground">
          Uploaded {formatDate(doc.uploadedAt)}
          {doc.documentNumber && ` · ${doc.documentNumber}`}
          {doc.autoVerified && " · verified automatically"}
        </p>
        {doc.rejectionReason && <p className="mt-1 text-sm text-red-700 dark:text-red-300">Reason: {doc.rejectionReason}</p>}
      </div>
      <div className="flex items-center gap-2">
        <StatusBadge status={doc.verificationStatus} />
        <Button asChild variant="ghost" size="icon" aria-label={`Download ${doc.documentType} uploaded ${formatDate(doc.uploadedAt)}`}>
          <a href={doc.documentUrl} download>
            <Download aria-hidden />
          </a>
        </Button>
        {doc.verificationStatus === "pending" && (
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={`Delete ${doc.documentType} uploaded ${formatDate(doc.uploadedAt)}`}
            onClick={() => onDelete(doc)}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
    </li>
  );
}

export function KycTab() {
  const { data: documents = [], isLoading, isError, refetch, isFetching } = useKycDocuments();
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<KycDocumentRow | null>(null);

  const uploadButton = (label: string, variant: "default" | "outline" = "default") => (
    <Button variant={variant} onClick={() => setUploading(true)} disabled={documents.length >= KYC_MAX_DOCUMENTS}>
      <Upload aria-hidden /> {label}
    </Button>
  );

  if (isLoading) return <LoadingText>Loading KYC documents...</LoadingText>;
  if (isError) {
    return (
      <RetryAlert
        title="We couldn't load your KYC documents"
        message="Please check your connection and try again."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  return (
    <div>
      {documents.length === 0 ? (
        <EmptyState icon={IdCard} title="No KYC documents uploaded" action={uploadButton("Upload Documents")}>
          <p>Upload these documents to complete your KYC and speed up loan approval:</p>
          <ul className="mt-3 grid gap-2 text-left">
            {KYC_SUGGESTED_DOCUMENTS.map((doc) => (
              <li key={doc} className="flex items-center gap-2 text-foreground">
                <FileCheck2 className="size-4 text-primary" aria-hidden />
                {doc}
              </li>
            ))}
          </ul>
        </EmptyState>
      ) : (
        <>
          <TabHeading
            title="KYC Documents"
            description="Verified documents speed up every loan and investment."
            action={
              documents.length < KYC_RECOMMENDED_COUNT
                ? uploadButton("Upload More Documents")
                : uploadButton("Upload a Document", "outline")
            }
          />
          <Card>
            <ul className="divide-y">
              {documents.map((doc) => (
                <DocumentRow key={doc.id} doc={doc} onDelete={setDeleting} />
              ))}
            </ul>
          </Card>
          {documents.length >= KYC_MAX_DOCUMENTS && (
            <p className="mt-3 text-sm text-muted-foreground">
              You have {KYC_MAX_DOCUMENTS} documents, the most we keep. Delete a pending one to upload another.
            </p>
          )}
        </>
      )}
      <UploadKycDialog open={uploading} onOpenChange={setUploading} />
      <DeleteDocumentDialog doc={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
