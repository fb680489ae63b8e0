import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LOCALE_TAGS } from "@shared/i18n/locales";
import { ApiError } from "@/lib/api";
import { answerOf } from "@/lib/api-client";
import { activeLocale } from "@/lib/i18n";
import { kycDocumentsQueryKey } from "./get-kyc-documents";

export type KycUploadInput = { file: File; documentType: string; documentNumber?: string };

/** The upload never reached the server (the connection dropped): the dialog says so in the page's language. */
export class UploadConnectionError extends Error {
  constructor() {
    super("The upload failed. Please check your connection and try again.");
    this.name = "UploadConnectionError";
  }
}

/**
 * Multipart upload with real progress: fetch cannot report upload progress, XMLHttpRequest can.
 * A failure throws the same ApiError as every other call, so messages read the same way. It is not the
 * shared api client, so it asks for the server's messages in the page's language itself.
 */
export function uploadKycDocument(
  { file, documentType, documentNumber }: KycUploadInput,
  onProgress: (percent: number) => void,
): Promise<ReturnType<typeof answerOf<"POST /api/kyc-documents">>> {
  const body = new FormData();
  body.append("documentType", documentType);
  if (documentNumber) body.append("documentNumber", documentNumber);
  body.append("file", file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/kyc-documents");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", LOCALE_TAGS[activeLocale()]);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(answerOf("POST /api/kyc-documents", xhr.responseText));
      else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => reject(new UploadConnectionError());
    xhr.send(body);
  });
}

export function useUploadKycDocument() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (input: KycUploadInput) => {
      setProgress(0);
      return uploadKycDocument(input, setProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kycDocumentsQueryKey }),
  });
  return { ...mutation, progress };
}
