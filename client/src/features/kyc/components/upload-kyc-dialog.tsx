import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, FileUp, Loader2, Upload } from "lucide-react";
import { useId, useState, type DragEvent } from "react";
import { KYC_DOCUMENT_TYPES, KYC_MAX_FILE_BYTES, aadhaarProblem, panProblem } from "@shared/catalog/kyc";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldIssues } from "@/lib/api";
import { cn } from "@/lib/utils";
import { UploadConnectionError, useUploadKycDocument } from "../api/upload-kyc-document";

const ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";
const TYPE_HINT = /\.(pdf|jpe?g|png)$/i;
/** The size limit in whole megabytes, as the texts state it. */
const maxMb = KYC_MAX_FILE_BYTES / (1024 * 1024);
const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** A quick look before sending; the server judges the file by its content and has the last word. */
function fileProblem(file: File | null): MessageDescriptor | null {
  if (!file) return msg`Please choose a file to upload`;
  if (file.size > KYC_MAX_FILE_BYTES) return msg`The file is too large. The limit is ${maxMb} MB.`;
  if (!TYPE_HINT.test(file.name) && !["application/pdf", "image/jpeg", "image/png"].includes(file.type))
    return msg`Only PDF, JPEG and PNG files can be uploaded.`;
  return null;
}

function numberCheck(type: string, value: string): { problem: string | null; checked: boolean } {
  if (!value.trim()) return { problem: null, checked: false };
  if (type === "PAN Card") return { problem: panProblem(value), checked: true };
  if (type === "Aadhaar Card") return { problem: aadhaarProblem(value), checked: true };
  return { problem: null, checked: false };
}

/** Upload one KYC document: its type, an optional number checked as it is typed, and the file with real progress. */
export function UploadKycDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const upload = useUploadKycDocument();
  const [documentType, setDocumentType] = useState("");
  const [documentNumber, setDocumentNumber] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const number = numberCheck(documentType, documentNumber);
  const problemWithFile = fileProblem(file);
  // The server's messages arrive in the page's language; the shared checks' messages are catalogue ids (shared/locales).
  const errors = {
    documentType: serverError?.fields.documentType ?? (submitted && !documentType ? t`Please choose the document type` : undefined),
    documentNumber:
      serverError?.fields.documentNumber ??
      (number.problem && (submitted || documentNumber.replace(/\W/g, "").length >= 10) ? i18n._(number.problem) : undefined),
    file: serverError?.fields.file ?? ((submitted || file) && problemWithFile ? i18n._(problemWithFile) : undefined),
  };
  const fileName = file?.name;
  const progress = upload.progress;

  const reset = () => {
    setDocumentType("");
    setDocumentNumber("");
    setFile(null);
    setSubmitted(false);
    setServerError(null);
    upload.reset();
  };

  const close = (next: boolean) => {
    if (upload.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const choose = (chosen: File | undefined) => {
    setServerError(null);
    setFile(chosen ?? null);
  };

  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0]);
  };

  const submit = () => {
    setSubmitted(true);
    setServerError(null);
    if (!documentType || number.problem || fileProblem(file)) return;
    upload.mutate(
      { file: file!, documentType, documentNumber: documentNumber.trim() || undefined },
      {
        onSuccess: (doc) => {
          const type = i18n._(doc.documentType);
          toast({
            title: t`Document uploaded`,
            description:
              doc.verificationStatus === "verified" ? t`Your ${type} is verified.` : t`Your ${type} is with our team for verification.`,
          });
          close(false);
        },
        onError: (error) => {
          const fields = Object.fromEntries(fieldIssues(error).map((i) => [i.path, i.message]));
          const message =
            error instanceof UploadConnectionError
              ? t`The upload failed. Please check your connection and try again.`
              : errorMessage(error, t`The upload failed. Please try again.`);
          setServerError({ message, fields });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            <Trans>Upload a KYC document</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>PDF, JPEG or PNG, up to {maxMb} MB. Only our verification team can see it.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field id={`${id}-type`} label={t`Document type`} error={errors.documentType}>
            <NativeSelect
              {...fieldAria(`${id}-type`, errors.documentType)}
              value={documentType}
              onChange={(e) => setDocumentType(e.target.value)}
            >
              <option value="" disabled>
                {t`Choose a document type`}
              </option>
              {KYC_DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {i18n._(type)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id={`${id}-number`}
            label={t`Document number (optional)`}
            error={errors.documentNumber}
            hint={
              number.checked && !number.problem ? (
                <span className="flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                  <CheckCircle2 className="size-3.5" aria-hidden /> <Trans>The number looks right</Trans>
                </span>
              ) : documentType === "Aadhaar Card" ? (
                t`We keep only the last 4 digits`
              ) : documentType === "PAN Card" ? (
                t`10 characters, like ABCDE1234F`
              ) : undefined
            }
          >
            <Input
              {...fieldAria(`${id}-number`, errors.documentNumber, true)}
              value={documentNumber}
              onChange={(e) => setDocumentNumber(e.target.value)}
              autoComplete="off"
              inputMode={documentType === "Aadhaar Card" ? "numeric" : undefined}
              className={documentType === "PAN Card" ? "uppercase" : undefined}
              maxLength={30}
            />
          </Field>
          <div className="grid gap-2">
            <label
              htmlFor={`${id}-file`}
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={cn(
                "flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm transition-colors focus-within:ring-2 focus-within:ring-ring",
                dragging ? "border-primary bg-accent" : "border-input hover:bg-secondary/50",
                errors.file && "border-destructive",
              )}
            >
              <FileUp className="size-8 text-primary" aria-hidden />
              {file ? (
                <span className="font-medium break-all">
                  {file.name} <span className="text-muted-foreground">({formatSize(file.size)})</span>
                </span>
              ) : (
                <span>
                  <Trans>
                    <span className="font-semibold text-primary">Choose a file</span> or drag it here
                  </Trans>
                </span>
              )}
              <span className="text-xs text-muted-foreground">
                <Trans>PDF, JPEG or PNG, up to {maxMb} MB</Trans>
              </span>
              <input
                id={`${id}-file`}
                type="file"
                accept={ACCEPT}
                className="sr-only"
                aria-label={t`Document file`}
                aria-invalid={errors.file ? true : undefined}
                aria-describedby={errors.file ? `${id}-file-error` : undefined}
                onChange={(e) => choose(e.target.files?.[0])}
              />
            </label>
            {errors.file && (
              <p id={`${id}-file-error`} className="text-sm font-medium text-destructive">
                {errors.file}
              </p>
            )}
          </div>
          {upload.isPending && (
            <div className="grid gap-1.5">
              <div className="flex justify-between text-xs text-muted-foreground">
                <span>
                  <Trans>Uploading {fileName}</Trans>
                </span>
                <span>{upload.progress}%</span>
              </div>
              <div
                className="h-2 overflow-hidden rounded-full bg-muted"
                role="progressbar"
                aria-label={t`Upload progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.progress}
              >
                <span className="block h-full rounded-full bg-primary transition-[width]" style={{ width: `${upload.progress}%` }} />
              </div>
            </div>
          )}
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription className="mt-0">{serverError.message}</AlertDescription>
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={upload.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
              {upload.isPending ? t`Uploading... ${progress}%` : t`Upload`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
