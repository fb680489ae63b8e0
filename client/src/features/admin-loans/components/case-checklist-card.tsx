import { ExternalLink, FileText } from "lucide-react";
import { useId, useState } from "react";
import { CHECKLIST_ITEMS } from "@shared/catalog/document-checklist";
import { RetryAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api";
import { formatIstDate } from "@/lib/format";
import { useCaseChecklist, type CaseChecklist } from "../api/get-case-checklist";
import { useReviewLoanDocument } from "../api/review-loan-document";

type Item = CaseChecklist["items"][number];

const STATUS = {
  missing: { label: "Not sent", color: "grey" },
  submitted: { label: "To review", color: "blue" },
  accepted: { label: "Accepted", color: "green" },
  needs_new_copy: { label: "New copy asked", color: "red" },
} as const;

const PROFILE = {
  salaried: "Salaried",
  "self-employed-professional": "Self-employed professional",
  "self-employed-business": "Self-employed business",
  nri: "NRI",
} as const;
const PURCHASE = { builder: "builder purchase", resale: "resale", construction: "construction on own plot" } as const;

/**
 * The application's document checklist as the credit team reviews it: each item with its file (a preview
 * opens in a new tab), accepted or sent back with a reason. The documents
 * stage is passed once every required item is accepted. Each file opened is audited.
 */
export function CaseChecklistCard({ applicationId }: { applicationId: number }) {
  const query = useCaseChecklist(applicationId);
  const checklist = query.data;
  const required = checklist?.items.filter((i) => i.required) ?? [];
  const accepted = required.filter((i) => i.status === "accepted").length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Document checklist</CardTitle>
        {checklist && (
          <CardDescription>
            {PROFILE[checklist.applicantProfile]}
            {checklist.profileGiven ? "" : " (not said: from the employment type)"}
            {checklist.purchaseKind ? `, ${PURCHASE[checklist.purchaseKind]}` : ""}. {accepted} of {required.length} required accepted
            {checklist.complete ? ": the documents stage may be passed." : "."}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : !checklist ? (
          <RetryAlert
            title="The checklist could not be loaded"
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <ul className="divide-y rounded-lg border">
            {checklist.items.map((item) => (
              <CaseChecklistRow key={item.id} applicationId={applicationId} item={item} reviewable={checklist.uploadsOpen} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function CaseChecklistRow({ applicationId, item, reviewable }: { applicationId: number; item: Item; reviewable: boolean }) {
  const label = CHECKLIST_ITEMS.get(item.id)?.label ?? item.id;
  const review = useReviewLoanDocument();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const preview = item.file ? `${item.file.url}?inline=1` : null;
  const canReview = reviewable && item.source === "upload";
  // Sent with the copy the viewer looked at: one replaced since is refused, and the list read again.
  const uploadedAt = item.file?.uploadedAt ?? "";
  const send = (status: "accepted" | "needs_new_copy") =>
    review.mutate(
      { id: applicationId, itemId: item.id, body: status === "accepted" ? { status, uploadedAt } : { status, reason, uploadedAt } },
      { onSuccess: () => (setAsking(false), setReason("")) },
    );
  return (
    <li className="grid gap-2 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 gap-3">
          {/* No thumbnail: every opening of a customer's file is audited, so a file is opened only when asked. */}
          <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <div className="min-w-0">
            <p className="font-medium">
              {label}
              {!item.required && <span className="font-normal text-muted-foreground"> (optional)</span>}
            </p>
            <p className="text-xs text-muted-foreground">
              {item.file ? `${item.source === "kyc" ? "KYC document" : "Sent"} ${formatIstDate(item.file.uploadedAt)}` : "Nothing sent yet"}
              {item.source === "kyc" && item.status !== "accepted" ? ": reviewed in the KYC queue" : ""}
            </p>
            {item.status === "needs_new_copy" && item.reason && <p className="text-sm">Asked for a new copy: {item.reason}</p>}
          </div>
        </div>
        <div className="flex items-center gap-3">
          <Badge color={STATUS[item.status].color}>{STATUS[item.status].label}</Badge>
          {preview && (
            <a
              href={preview}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Preview<span className="sr-only"> {label} (opens in a new tab)</span>
              <ExternalLink aria-hidden className="size-3.5" />
            </a>
          )}
        </div>
      </div>
      {canReview && !asking && (
        <div className="flex flex-wrap gap-2">
          {item.status !== "accepted" && (
            <Button type="button" size="sm" disabled={review.isPending} onClick={() => send("accepted")}>
              Accept<span className="sr-only"> {label}</span>
            </Button>
          )}
          {item.status !== "needs_new_copy" && (
            <Button type="button" size="sm" variant="outline" disabled={review.isPending} onClick={() => setAsking(true)}>
              Ask for a new copy<span className="sr-only"> of {label}</span>
            </Button>
          )}
        </div>
      )}
      {asking && (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            send("needs_new_copy");
          }}
        >
          <label htmlFor={reasonId} className="text-sm font-medium">
            Why a new copy is needed (the customer reads this)
          </label>
          <Textarea id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} rows={2} maxLength={500} required />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={review.isPending || reason.trim() === ""}>
              Send back
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {review.isError && (
        <p role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
          {errorMessage(review.error)}
        </p>
      )}
    </li>
  );
}
