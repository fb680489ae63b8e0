import { Check, Eye, FileSearch, X } from "lucide-react";
import { useState } from "react";
import { PagedList } from "@/components/paged-list/paged-list";
import { usePagedList } from "@/components/paged-list/use-paged-list";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { ADMIN_KYC_PAGE_SIZE, adminKycSource, type AdminKycRow } from "../api/get-admin-kyc";
import { KycPreviewDialog } from "./kyc-preview-dialog";
import { KycReviewDialog, type PendingKycReview } from "./kyc-review-dialog";

const STATUS_OPTIONS = [
  ["pending", "Pending"],
  ["verified", "Verified"],
  ["rejected", "Rejected"],
  ["", "All"],
] as const;

function KycRow({
  doc,
  onPreview,
  onReview,
}: {
  doc: AdminKycRow;
  onPreview: () => void;
  onReview: (status: "verified" | "rejected") => void;
}) {
  const what = `${doc.documentType} of ${doc.customer.fullName}`;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {doc.documentType} <span className="text-muted-foreground">#{doc.id}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {doc.customer.fullName} ({doc.customer.username}) · uploaded {formatDate(doc.uploadedAt)}
          {doc.documentNumber && ` · ${doc.documentNumber}`}
        </p>
        {doc.rejectionReason && <p className="mt-1 text-sm text-red-700 dark:text-red-300">Reason: {doc.rejectionReason}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={doc.verificationStatus} />
        <Button variant="outline" size="sm" onClick={onPreview} aria-label={`Preview ${what}`}>
          <Eye aria-hidden /> Preview
        </Button>
        {doc.verificationStatus !== "verified" && (
          <Button size="sm" onClick={() => onReview("verified")} aria-label={`Verify ${what}`}>
            <Check aria-hidden /> Verify
          </Button>
        )}
        {doc.verificationStatus !== "rejected" && (
          <Button variant="destructive" size="sm" onClick={() => onReview("rejected")} aria-label={`Reject ${what}`}>
            <X aria-hidden /> Reject
          </Button>
        )}
      </div>
    </li>
  );
}

/** The admin panel's KYC Documents tab: the review queue, filtered, searched and paged on the server. */
export function AdminKycTab() {
  const list = usePagedList({ source: adminKycSource, pageSize: ADMIN_KYC_PAGE_SIZE, filters: { status: "pending" } });
  const [preview, setPreview] = useState<AdminKycRow | null>(null);
  const [review, setReview] = useState<PendingKycReview | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>KYC Documents</CardTitle>
        <CardDescription>Look at each document, then verify it or reject it with a reason the customer will see.</CardDescription>
      </CardHeader>
      <CardContent>
        <PagedList
          list={list}
          noun={["document", "documents"]}
          search={{ label: "Search KYC documents", placeholder: "Search by customer, username, email or type" }}
          filter={{ name: "status", label: "Status", options: STATUS_OPTIONS }}
          errorTitle="Could not load KYC documents"
          empty={{
            icon: FileSearch,
            title: "No KYC documents found",
            text: list.q
              ? `Nothing matches "${list.q}".`
              : list.filters.status === "pending"
                ? "Nothing is waiting for review."
                : "Documents customers upload will appear here.",
          }}
          layout={{
            kind: "list",
            item: (doc) => (
              <KycRow
                doc={doc}
                onPreview={() => setPreview(doc)}
                onReview={(verificationStatus) => setReview({ doc, verificationStatus })}
              />
            ),
          }}
        />
      </CardContent>
      <KycPreviewDialog doc={preview} onClose={() => setPreview(null)} />
      <KycReviewDialog review={review} onClose={() => setReview(null)} />
    </Card>
  );
}
