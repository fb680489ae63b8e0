import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Clock, FileUp, FileWarning, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import {
  APPLICANT_PROFILES,
  PROFILE_LABELS,
  PROFILES_OF_EMPLOYMENT,
  PURCHASE_KINDS,
  PURCHASE_LABELS,
  type ApplicantProfile,
  type PurchaseKind,
} from "@shared/catalog/applicant-profiles";
import { CHECKLIST_GROUPS, CHECKLIST_ITEMS } from "@shared/catalog/document-checklist";
import { KYC_MAX_FILE_BYTES } from "@shared/catalog/kyc";
import { RetryAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { formatIstDate } from "@/lib/format";
import { useLoanChecklist, type LoanChecklist, type LoanChecklistItem } from "../api/get-loan-checklist";
import { useSetChecklistProfile } from "../api/set-checklist-profile";
import { useUploadLoanDocument } from "../api/upload-loan-document";
import { GROUP_LABELS, ITEM_STATUS_LABELS } from "../lib/labels";

const STATUS_COLOR = { missing: "grey", submitted: "blue", accepted: "green", needs_new_copy: "red" } as const;
const ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/**
 * "Documents for this application": what this case needs and why (built from who applies and for what),
 * where each one is, and a file to send for each one not yet accepted (docs/decisions/document-checklist.md).
 */
export function LoanChecklistCard({
  loanId,
  loanType,
  employmentType,
}: {
  loanId: number;
  loanType: string;
  /** The employment type the application was filed with: the profiles offered refine it. */
  employmentType: string | null;
}) {
  const { t } = useLingui();
  const query = useLoanChecklist(loanId);
  const card = useRef<HTMLDivElement>(null);
  const loaded = query.data !== undefined;
  // Opened at #documents (the tracker's and the e-mail's link): brought into view once its items are in.
  useEffect(() => {
    if (loaded && window.location.hash === "#documents") card.current?.scrollIntoView({ block: "start" });
  }, [loaded]);
  return (
    <Card id="documents" ref={card} className="scroll-mt-24">
      <CardHeader>
        <CardTitle>
          <Trans>Documents for this application</Trans>
        </CardTitle>
        {query.data && <ChecklistSummary checklist={query.data} />}
      </CardHeader>
      <CardContent className="grid gap-6">
        {query.isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : !query.data ? (
          <RetryAlert
            title={t`We couldn't load the documents of this application`}
            message={t`Please check your connection and try again.`}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <ChecklistBody loanId={loanId} checklist={query.data} homeLoan={loanType === "HomeLoan"} employmentType={employmentType} />
        )}
      </CardContent>
    </Card>
  );
}

function ChecklistSummary({ checklist }: { checklist: LoanChecklist }) {
  const required = checklist.items.filter((i) => i.required);
  const accepted = required.filter((i) => i.status === "accepted").length;
  const total = required.length;
  return (
    <CardDescription>
      {checklist.complete ? (
        <Trans>All {total} documents are accepted.</Trans>
      ) : (
        <Trans>
          {accepted} of {total} accepted. Your application moves to the credit team once all are.
        </Trans>
      )}
    </CardDescription>
  );
}

function ChecklistBody({
  loanId,
  checklist,
  homeLoan,
  employmentType,
}: {
  loanId: number;
  checklist: LoanChecklist;
  homeLoan: boolean;
  employmentType: string | null;
}) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const profile = i18n._(PROFILE_LABELS[checklist.applicantProfile]);
  const purchase = checklist.purchaseKind ? i18n._(PURCHASE_LABELS[checklist.purchaseKind]) : null;
  return (
    <>
      <div className="grid gap-2 rounded-md border bg-muted/30 p-3 text-sm">
        <p>
          {purchase ? (
            <Trans>
              Listed for: <strong>{profile}</strong> · <strong>{purchase}</strong>
            </Trans>
          ) : (
            <Trans>
              Listed for: <strong>{profile}</strong>
            </Trans>
          )}
        </p>
        {!checklist.profileGiven && checklist.profileEditable && !editing && (
          <p className="text-muted-foreground">
            <Trans>You did not tell us which describes you best, so this is our guess from your employment type.</Trans>
          </p>
        )}
        {checklist.profileEditable &&
          (editing ? (
            <ProfileForm
              loanId={loanId}
              checklist={checklist}
              asksPurchase={homeLoan}
              profiles={
                employmentType === "salaried" || employmentType === "self-employed"
                  ? PROFILES_OF_EMPLOYMENT[employmentType]
                  : APPLICANT_PROFILES
              }
              onDone={() => setEditing(false)}
            />
          ) : (
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setEditing(true)}>
              <Trans>Not right? Change it</Trans>
            </Button>
          ))}
      </div>
      {CHECKLIST_GROUPS.map((group) => {
        const items = checklist.items.filter((i) => i.group === group);
        if (items.length === 0) return null;
        return (
          <section key={group} className="grid gap-2" aria-labelledby={`checklist-${group}`}>
            <h3 id={`checklist-${group}`} className="text-sm font-semibold">
              {i18n._(GROUP_LABELS[group])}
            </h3>
            <ul className="grid gap-2">
              {items.map((item) => (
                <ChecklistRow key={item.id} loanId={loanId} item={item} uploadsOpen={checklist.uploadsOpen} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function StatusIcon({ status }: { status: LoanChecklistItem["status"] }) {
  if (status === "accepted") return <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />;
  if (status === "submitted") return <Clock className="mt-0.5 size-4 shrink-0 text-blue-600" aria-hidden />;
  if (status === "needs_new_copy") return <FileWarning className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />;
  return <FileUp className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />;
}

function ChecklistRow({ loanId, item, uploadsOpen }: { loanId: number; item: LoanChecklistItem; uploadsOpen: boolean }) {
  const { t, i18n } = useLingui();
  const words = CHECKLIST_ITEMS.get(item.id);
  const label = words ? i18n._(words.label) : item.id;
  const upload = useUploadLoanDocument();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const mb = KYC_MAX_FILE_BYTES / (1024 * 1024);
  const canSend = uploadsOpen && item.status !== "accepted";

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (file.size > KYC_MAX_FILE_BYTES) return setProblem(t`The file is too large. The limit is ${mb} MB.`);
    setProblem(null);
    upload.mutate({ id: loanId, itemId: item.id, file }, { onError: (error) => setProblem(errorMessage(error)) });
  };
  const uploadedOn = item.file ? formatIstDate(item.file.uploadedAt) : "";

  return (
    <li className="flex gap-3 rounded-md border p-3 text-sm">
      <StatusIcon status={item.status} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium">{label}</p>
          <Badge color={STATUS_COLOR[item.status]} className="normal-case">
            {i18n._(ITEM_STATUS_LABELS[item.status])}
          </Badge>
        </div>
        {words && <p className="text-muted-foreground">{i18n._(words.why)}</p>}
        {item.status === "needs_new_copy" && item.reason && (
          <p className="text-red-700 dark:text-red-400">
            <Trans>
              Why: <span translate="no">{item.reason}</span>
            </Trans>
          </p>
        )}
        {item.file && (
          <p className="text-muted-foreground">
            {item.source === "kyc" ? (
              <Trans>From your KYC documents, uploaded {uploadedOn}.</Trans>
            ) : (
              <Trans>
                Sent {uploadedOn}:{" "}
                <a className="text-primary underline-offset-4 hover:underline" href={item.file.url} download>
                  <span translate="no" className="break-all">
                    {item.file.fileName ?? label}
                  </span>
                </a>
              </Trans>
            )}
          </p>
        )}
        {canSend && (
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <input ref={input} type="file" accept={ACCEPT} className="sr-only" tabIndex={-1} aria-hidden onChange={onFile} />
            <Button
              type="button"
              variant={item.status === "missing" || item.status === "needs_new_copy" ? "default" : "outline"}
              size="sm"
              disabled={upload.isPending}
              aria-describedby={problem ? errorId : undefined}
              onClick={() => input.current?.click()}
            >
              <Upload aria-hidden />
              {upload.isPending ? (
                <Trans>Sending…</Trans>
              ) : item.status === "missing" ? (
                <Trans>Upload</Trans>
              ) : item.status === "needs_new_copy" ? (
                <Trans>Upload a new copy</Trans>
              ) : (
                <Trans>Replace the file</Trans>
              )}
              {/* Which document, for a screen reader going from button to button. */}
              <span className="sr-only">: {label}</span>
            </Button>
            <span className="text-xs text-muted-foreground">
              <Trans>PDF, JPG or PNG, up to {mb} MB</Trans>
            </span>
          </div>
        )}
        {problem && (
          <p id={errorId} role="alert" className="text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </div>
    </li>
  );
}

function ProfileForm({
  loanId,
  checklist,
  asksPurchase,
  profiles,
  onDone,
}: {
  loanId: number;
  checklist: LoanChecklist;
  /** A home loan: what it buys decides the property's papers. */
  asksPurchase: boolean;
  /** The profiles that fit the application's employment type. */
  profiles: readonly ApplicantProfile[];
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const save = useSetChecklistProfile();
  const [profile, setProfile] = useState<ApplicantProfile>(checklist.applicantProfile);
  const [purchase, setPurchase] = useState<PurchaseKind | "">(checklist.purchaseKind ?? "");
  const profileId = useId();
  const purchaseId = useId();
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ id: loanId, applicantProfile: profile, purchaseKind: purchase || null }, { onSuccess: onDone });
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={profileId} className="text-sm font-medium">
          <Trans>Which describes you best?</Trans>
        </label>
        <NativeSelect id={profileId} value={profile} onChange={(e) => setProfile(e.target.value as ApplicantProfile)}>
          {profiles.map((p) => (
            <option key={p} value={p}>
              {i18n._(PROFILE_LABELS[p])}
            </option>
          ))}
        </NativeSelect>
      </div>
      {asksPurchase && (
        <div className="grid gap-1">
          <label htmlFor={purchaseId} className="text-sm font-medium">
            <Trans>What are you buying?</Trans>
          </label>
          <NativeSelect id={purchaseId} value={purchase} onChange={(e) => setPurchase(e.target.value as PurchaseKind | "")}>
            <option value="">{t`Not decided yet`}</option>
            {PURCHASE_KINDS.map((k) => (
              <option key={k} value={k}>
                {i18n._(PURCHASE_LABELS[k])}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {save.isError && (
        <p role="alert" className="text-red-700 sm:col-span-2 dark:text-red-400">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
