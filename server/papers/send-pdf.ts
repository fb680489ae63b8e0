import type { Response } from "express";

/** A paper sent as a download: never cached, never sniffed. */
export function sendPdf(res: Response, { pdf, fileName }: { pdf: Buffer; fileName: string }) {
  res.set({
    "Content-Type": "application/pdf",
    "Content-Length": String(pdf.length),
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  res.end(pdf);
}
