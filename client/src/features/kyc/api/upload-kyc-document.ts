import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "@/lib/api";
import { answerOf } from "@/lib/api-client";
import { kycDocumentsQueryKey } from "./get-kyc-documents";

export type KycUploadInput = { file: File; documentType: string; documentNumber?: string };

/**
 * Multipart upload with real progress: fetch cannot report upload progress, XMLHttpRequest can.
 * A failure throws the same ApiError as every other call, so messages read the same way.
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
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(answerOf("POST /api/kyc-documents", xhr.responseText));
      else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => reject(new Error("The upload failed. Please check your connection and try again."));
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
