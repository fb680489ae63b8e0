import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, Download, FileCheck2, IdCard, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { KYC_MAX_DOCUMENTS, KYC_RECOMMENDED_COUNT, KYC_SUGGESTED_DOCUMENTS } from "@shared/catalog/kyc";
import { TabHeading } from "@/components/list-states";
import { ListSkeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatDate, statusColor } from "@/lib/format";
import { useDeleteKycDocument } from "../api/delete-kyc-document";
import { useKycDocuments, type KycDocumentRow } from "../api/get-kyc-documents";
import { KYC_STATUS_LABEL } from "../lib/labels";
import { UploadKycDialog } from "./upload-kyc-dialog";

function DeleteDocumentDialog({ doc, onClose }: { doc: KycDocumentRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteKycDocument();
  const type = doc ? i18n._(doc.documentType) : "";
  const confirm = () =>
    doc &&
    remove.mutate(doc.id, {
      onSuccess: () => {
        toast({ title: t`Document deleted`, description: t`${type} removed.` });
        onClose();
      },
      onError: (error) => toast({ title: t`Could not delete`, description: errorMessage(error), variant: "destructive" }),
    });
  return (
    <Dialog open={doc !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        {doc && (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>Delete {type}?</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>The file is removed for good. You can upload a new one afterwards.</Trans>
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
                <Trans>Keep it</Trans>
              </Button>
              <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
                {remove.isPending ? t`Deleting...` : t`Delete`}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DocumentRow({ doc, onDelete }: { doc: KycDocumentRow; onDelete: (doc: KycDocumentRow) => void }) {
  const { t, i18n } = useLingui();
  const verified = doc.verificationStatus === "verified";
  const type = i18n._(doc.documentType);
  const uploaded = formatDate(doc.uploadedAt);
  // The reviewer's own words, shown as written (translate="no").
  const reason = <span translate="no">{doc.rejectionReason}</span>;
  return (
    // The words get at least 14rem: on a phone the status and buttons go under them, never squeeze them.
    <li className="flex items-start gap-4 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        {verified ? <BadgeCheck className="size-5" aria-hidden /> : <IdCard className="size-5" aria-hidden />}
      </span>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-[min(100%,14rem)] flex-1 wrap-anywhere">
          <p className="font-medium">{type}</p>
          <p className="text-sm text-muted-foreground">
            <Trans>Uploaded {uploaded}</Trans>
            {doc.documentNumber && ` · ${doc.documentNumber}`}
            {doc.autoVerified && ` · ${t`verified automatically`}`}
          </p>
          {doc.rejectionReason && (
            <p className="mt-1 text-sm text-red-700 dark:text-red-300">
              <Trans>Reason: {reason}</Trans>
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Badge color={statusColor(doc.verificationStatus)}>{t(KYC_STATUS_LABEL[doc.verificationStatus])}</Badge>
          <Button asChild variant="ghost" size="icon" aria-label={t`Download ${type} uploaded ${uploaded}`}>
            <a href={doc.documentUrl} download>
              <Download aria-hidden />
            </a>
          </Button>
          {doc.verificationStatus === "pending" && (
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={t`Delete ${type} uploaded ${uploaded}`}
              onClick={() => onDelete(doc)}
            >
              <Trash2 aria-hidden />
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

export function KycTab() {
  const { t, i18n } = useLingui();
  const { data: documents = [], isLoading, isError, refetch, isFetching } = useKycDocuments();
  const max = KYC_MAX_DOCUMENTS;
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<KycDocumentRow | null>(null);

  const uploadButton = (label: string, variant: "default" | "outline" = "default") => (
    <Button variant={variant} onClick={() => setUploading(true)} disabled={documents.length >= KYC_MAX_DOCUMENTS}>
      <Upload aria-hidden /> {label}
    </Button>
  );

  if (isLoading) return <ListSkeleton label={t`Loading KYC documents...`} />;
  if (isError) {
    return (
      <RetryAlert
        title={t`We couldn't load your KYC documents`}
        message={t`Please check your connection and try again.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  return (
    <div>
      {documents.length === 0 ? (
        <EmptyState icon={IdCard} title={t`No KYC documents uploaded`} action={uploadButton(t`Upload Documents`)}>
          <p>
            <Trans>Upload these documents to complete your KYC and speed up loan approval:</Trans>
          </p>
          <ul className="mt-3 grid gap-2 text-left">
            {KYC_SUGGESTED_DOCUMENTS.map((doc) => (
              <li key={doc} className="flex items-center gap-2 text-foreground">
                <FileCheck2 className="size-4 text-primary" aria-hidden />
                {i18n._(doc)}
              </li>
            ))}
          </ul>
        </EmptyState>
      ) : (
        <>
          <TabHeading
            title={t`KYC Documents`}
            description={t`Verified documents speed up every loan and investment.`}
            action={
              documents.length < KYC_RECOMMENDED_COUNT
                ? uploadButton(t`Upload More Documents`)
                : uploadButton(t`Upload a Document`, "outline")
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
              <Trans>You have {max} documents, the most we keep. Delete a pending one to upload another.</Trans>
            </p>
          )}
        </>
      )}
      <UploadKycDialog open={uploading} onOpenChange={setUploading} />
      <DeleteDocumentDialog doc={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
