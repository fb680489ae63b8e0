import { BadgeCheck, FileCheck2, IdCard, Upload } from "lucide-react";
import { LoadingText, TabHeading } from "@/components/list-states";
import { EmptyState } from "@/components/ui/empty-state";
import { RetryAlert } from "@/components/ui/alert";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { useKycDocuments } from "../api/get-kyc-documents";

const SUGGESTED_DOCUMENTS = ["PAN Card", "Aadhaar Card", "Salary Slip (last 3 months)"];
const RECOMMENDED_COUNT = 3;

function UploadMoreButton() {
  // The secure upload flow ships with the KYC feature; until then the action is shown but unavailable.
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button disabled aria-describedby="kyc-upload-note">
        <Upload aria-hidden /> Upload More Documents
      </Button>
      <p id="kyc-upload-note" className="text-xs text-muted-foreground">
        Secure online upload opens soon.
      </p>
    </div>
  );
}

export function KycTab() {
  const { data: documents = [], isLoading, isError, refetch, isFetching } = useKycDocuments();

  if (isLoading) return <LoadingText>Loading KYC documents...</LoadingText>;
  if (isError) {
    return <RetryAlert title="We couldn't load your KYC documents" message="Please check your connection and try again." onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (documents.length === 0) {
    return (
      <EmptyState icon={IdCard} title="No KYC documents uploaded" action={<UploadMoreButton />}>
        <p>Upload these documents to complete your KYC and speed up loan approval:</p>
        <ul className="mt-3 grid gap-2 text-left">
          {SUGGESTED_DOCUMENTS.map((doc) => (
            <li key={doc} className="flex items-center gap-2 text-foreground">
              <FileCheck2 className="size-4 text-primary" aria-hidden />
              {doc}
            </li>
          ))}
        </ul>
      </EmptyState>
    );
  }

  return (
    <div>
      <TabHeading
        title="KYC Documents"
        description="Verified documents speed up every loan and investment."
        action={documents.length < RECOMMENDED_COUNT ? <UploadMoreButton /> : undefined}
      />
      <Card>
        <ul className="divide-y">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-4 p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                {doc.verificationStatus.toLowerCase() === "verified" ? <BadgeCheck className="size-5" aria-hidden /> : <IdCard className="size-5" aria-hidden />}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium">{doc.documentType}</p>
                <p className="text-sm text-muted-foreground">
                  Uploaded {formatDate(doc.uploadedAt)}
                  {doc.documentNumber && ` · ${doc.documentNumber}`}
                </p>
                {doc.rejectionReason && <p className="mt-1 text-sm text-red-700 dark:text-red-300">Reason: {doc.rejectionReason}</p>}
              </div>
              <StatusBadge status={doc.verificationStatus} />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
