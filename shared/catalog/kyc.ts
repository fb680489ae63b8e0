/** KYC document types a customer can upload as real files, for staff to verify or reject. */
export const KYC_DOCUMENT_TYPES = [
  /*i18n*/ "PAN Card",
  /*i18n*/ "Aadhaar Card",
  /*i18n*/ "Salary Slip",
  /*i18n*/ "Bank Statement",
  /*i18n*/ "ITR",
  /*i18n*/ "Property Documents",
  /*i18n*/ "Address Proof",
  /*i18n*/ "Other",
] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** Judged by the file's first bytes, never by its name or declared type. */
export const KYC_CONTENT_TYPES = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" } as const;
export type KycContentType = keyof typeof KYC_CONTENT_TYPES;

export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const KYC_MAX_DOCUMENTS = 20;

/** The dashboard's suggestion while nothing is uploaded, and the count below which it offers 'Upload More Documents'. */
export const KYC_SUGGESTED_DOCUMENTS = [/*i18n*/ "PAN Card", /*i18n*/ "Aadhaar Card", /*i18n*/ "Salary Slip (last 3 months)"] as const;
export const KYC_RECOMMENDED_COUNT = 3;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

// Verhoeff's dihedral-group tables (the Aadhaar checksum).
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Whether a string of digits passes the Verhoeff checksum (its last digit is the check digit). */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const reversed = digits.split("").reverse();
  for (let i = 0; i < reversed.length; i++) c = D[c][P[i % 8][Number(reversed[i])]];
  return c === 0;
}

/** The check digit that makes `digits` + it pass Verhoeff (for building valid test numbers). */
export function verhoeffCheckDigit(digits: string): number {
  for (let d = 0; d <= 9; d++) if (verhoeffValid(`${digits}${d}`)) return d;
  throw new Error("unreachable");
}

/** 12 digits, not starting with 0 or 1, passing Verhoeff; spaces and hyphens allowed between groups. */
export function aadhaarProblem(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, "");
  if (/\D/.test(digits)) return /*i18n*/ "Aadhaar number can only have digits";
  if (digits.length !== 12) return /*i18n*/ "Aadhaar number must be 12 digits";
  if (/^[01]/.test(digits)) return /*i18n*/ "Aadhaar number cannot start with 0 or 1";
  if (!verhoeffValid(digits)) return /*i18n*/ "This Aadhaar number is not valid; please check the digits";
  return null;
}

/** What is wrong with a PAN: its length, or (10 characters long) its pattern. */
export function panProblem(raw: string): string | null {
  const pan = raw.trim().toUpperCase();
  if (PAN_PATTERN.test(pan)) return null;
  if (pan.length !== 10) return /*i18n*/ "PAN must be 10 characters, like ABCDE1234F";
  return /*i18n*/ "PAN looks like ABCDE1234F: 5 letters, 4 digits, then a letter";
}

/** Only the last 4 digits of an Aadhaar number are ever kept or shown. */
export const maskAadhaar = (raw: string) => `XXXX XXXX ${raw.replace(/[\s-]/g, "").slice(-4)}`;

/** Any other document number: only its last 4 letters or digits are kept. */
export const maskTail = (raw: string) =>
  `XXXX${raw
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-4)
    .toUpperCase()}`;

/** Control characters, and the Unicode marks that reorder text ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf"). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name as people save scans ("aadhaar_234567890124.pdf"), kept only as a label: its last path
 * segment, without characters that hide or reorder text, and without long digit runs (they could be
 * an identity number).
 */
export const safeFileName = (name: string) => {
  const base = name.split(/[\\/]/).pop()!.replace(INVISIBLE, "").trim();
  return (/^\.+$/.test(base) ? "document" : base).replace(/\d{4,}/g, "…").slice(0, 200);
};
