import { AlertTriangle, Check, Eye, FileSearch, X } from "lucide-react";
import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Pagination, pageSummary } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { ADMIN_KYC_PAGE_SIZE, useAdminKyc, type AdminKycQuery, type AdminKycRow } from "../api/get-admin-kyc";
import { KycPreviewDialog } from "./kyc-preview-dialog";
import { KycReviewDialog, type PendingKycReview } from "./kyc-review-dialog";

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
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<AdminKycQuery["status"]>("pending");
  const q = useDebouncedValue(search.trim());
  const [paging, setPaging] = useState({ key: `${q}|${status}`, page: 1 });
  const page = paging.key === `${q}|${status}` ? paging.page : 1;
  const { data, isLoading, isError, error, isFetching } = useAdminKyc({ q, status, page, pageSize: ADMIN_KYC_PAGE_SIZE });
  const [preview, setPreview] = useState<AdminKycRow | null>(null);
  const [review, setReview] = useState<PendingKycReview | null>(null);
  const total = data?.total ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>KYC Documents</CardTitle>
        <CardDescription>Look at each document, then verify it or reject it with a reason the customer will see.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchInput
            label="Search KYC documents"
            placeholder="Search by customer, username, email or type"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="sm:max-w-md sm:flex-1"
          />
          <div className="grid gap-1.5 sm:w-48">
            <Label htmlFor="kyc-status-filter">Status</Label>
            <NativeSelect id="kyc-status-filter" value={status} onChange={(e) => setStatus(e.target.value as AdminKycQuery["status"])}>
              <option value="pending">Pending</option>
              <option value="verified">Verified</option>
              <option value="rejected">Rejected</option>
              <option value="">All</option>
            </NativeSelect>
          </div>
        </div>
        {isError ? (
          <EmptyState icon={AlertTriangle} title="Could not load KYC documents">
            {errorMessage(error)}
          </EmptyState>
        ) : isLoading ? (
          <div className="grid gap-2" aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : data?.items.length === 0 ? (
          <EmptyState icon={FileSearch} title="No KYC documents found">
            {q
              ? `Nothing matches "${q}".`
              : status === "pending"
                ? "Nothing is waiting for review."
                : "Documents customers upload will appear here."}
          </EmptyState>
        ) : (
          <ul aria-busy={isFetching} className={cn("divide-y rounded-lg border", isFetching && "opacity-70 transition-opacity")}>
            {data?.items.map((doc) => (
              <KycRow
                key={doc.id}
                doc={doc}
                onPreview={() => setPreview(doc)}
                onReview={(verificationStatus) => setReview({ doc, verificationStatus })}
              />
            ))}
          </ul>
        )}
        {total > 0 && (
          <Pagination
            page={page}
            pageCount={Math.ceil(total / ADMIN_KYC_PAGE_SIZE)}
            onPageChange={(next) => setPaging({ key: `${q}|${status}`, page: next })}
            summary={pageSummary(page, ADMIN_KYC_PAGE_SIZE, total, total === 1 ? "document" : "documents")}
            disabled={isFetching}
          />
        )}
      </CardContent>
      <KycPreviewDialog doc={preview} onClose={() => setPreview(null)} />
      <KycReviewDialog review={review} onClose={() => setReview(null)} />
    </Card>
  );
}
