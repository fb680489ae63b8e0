import type { Response } from "express";
import { KYC_CONTENT_TYPES } from "../../shared/catalog/kyc";
import { notFound } from "../http/errors";
import type { FileStorage } from "./file-storage";

/**
 * Streams a customer's stored file (a KYC or loan document): never cached, never sniffed, opened in the
 * page (`inline`, staff previews) or downloaded as `<baseName>.<its type's extension>`.
 */
export async function sendStoredFile(
  res: Response,
  storage: FileStorage,
  file: { storageKey: string; contentType: string | null; baseName: string; inline: boolean },
): Promise<void> {
  const { stream, size } = await storage.open(file.storageKey).catch(() => {
    throw notFound(/*i18n*/ "The file of this document is missing; please upload it again");
  });
  stream.on("error", () => res.destroy());
  const ext = (file.contentType && KYC_CONTENT_TYPES[file.contentType as keyof typeof KYC_CONTENT_TYPES]) || "jpg";
  res.set({
    "Content-Type": file.contentType ?? "application/octet-stream",
    "Content-Length": String(size),
    "Content-Disposition": `${file.inline ? "inline" : "attachment"}; filename="${file.baseName}.${ext}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  stream.pipe(res);
}
