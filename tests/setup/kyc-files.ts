import { verhoeffCheckDigit } from "../../shared/catalog/kyc";

/** A valid one-page PDF (a viewer opens it), padded with trailing spaces to a wanted size. */
export function samplePdf(pad = 0): Buffer {
  const text = "BT /F1 18 Tf 20 40 Td (GharSetu KYC test) Tj ET";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([Buffer.from(pdf, "latin1"), Buffer.alloc(pad, 0x20)]);
}

/** A 1×1 PNG. */
export const samplePng = () => Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** The start of a Windows executable ("MZ" header), whatever name it is given. */
export const sampleExe = () => Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000", "hex"), Buffer.alloc(512, 0)]);

/** A 12-digit Aadhaar number that passes Verhoeff, built from an 11-digit stem not starting with 0 or 1. */
export const validAadhaar = (stem = "23456789012") => `${stem}${verhoeffCheckDigit(stem)}`;
