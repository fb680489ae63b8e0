import { type KycDocumentType } from "../../../shared/catalog/kyc";
import { cardImage, documentPdf } from "./files";
import type { Random } from "./random";

export type DocumentFields = {
  documentType: KycDocumentType;
  /** As the service stores it: PAN in capitals, Aadhaar as XXXX XXXX 1234, others by their last 4 characters. */
  documentNumber: string | null;
  fileName: string;
  contentType: "application/pdf" | "image/png";
};

/** Identity cards first; the rest in no particular order. */
const USUAL_ORDER: KycDocumentType[] = [
  "PAN Card",
  "Aadhaar Card",
  "Salary Slip",
  "Bank Statement",
  "ITR",
  "Property Documents",
  "Address Proof",
];

export const KYC_REJECTION_REASONS: Partial<Record<KycDocumentType, string[]>> & { any: string[] } = {
  "Salary Slip": [
    "Salary slip is older than 3 months; please upload one of the last 3 months",
    "Employer's seal and signature are missing",
  ],
  "Bank Statement": [
    "Statement covers only 2 months; 6 months are needed",
    "Password-protected PDF; please upload it without the password",
  ],
  "Aadhaar Card": ["Only the front side was uploaded; please add the back side"],
  any: [
    "The scan is blurred and cannot be read",
    "Name on the document does not match the account holder",
    "Document is cut off at the edges",
  ],
};

/** A PAN as the Income Tax Department issues them: the 4th letter P for a person, the 5th the surname's initial. */
export function panNumber(rng: Random, lastName: string): string {
  return `${rng.letters(3)}P${lastName[0].toUpperCase()}${rng.digits(4)}${rng.letters(1)}`;
}

const FILE_NAMES: Partial<Record<KycDocumentType, string[]>> = {
  "Salary Slip": ["salary-slip-sep.pdf", "salary-slip-oct.pdf", "payslip-last-3-months.pdf"],
  "Bank Statement": ["bank-statement-6-months.pdf", "sbi-statement.pdf", "hdfc-statement-apr-sep.pdf"],
  ITR: ["itr-v-fy24-25.pdf", "itr-acknowledgement.pdf"],
  "Property Documents": ["sale-deed.pdf", "allotment-letter.pdf", "approved-plan.pdf"],
  "Address Proof": ["electricity-bill.pdf", "rent-agreement.pdf"],
};

/** `count` documents of different types: PAN and Aadhaar first, as customers upload them, then others. */
export function buildDocumentFields(rng: Random, lastName: string, count: number): DocumentFields[] {
  const types = [...USUAL_ORDER.slice(0, Math.min(count, 2)), ...rng.sample(USUAL_ORDER.slice(2), Math.max(0, count - 2))];
  return types.map((documentType) => documentFields(rng, documentType, lastName));
}

export function documentFields(rng: Random, documentType: KycDocumentType, lastName: string): DocumentFields {
  const card = documentType === "PAN Card" || documentType === "Aadhaar Card";
  const image = card && rng.chance(0.7);
  const stem = documentType.toLowerCase().replace(/ /g, "-");
  return {
    documentType,
    documentNumber:
      documentType === "PAN Card" ? panNumber(rng, lastName) : documentType === "Aadhaar Card" ? `XXXX XXXX ${rng.digits(4)}` : null,
    fileName: card ? `${stem}${image ? ".png" : ".pdf"}` : rng.pick(FILE_NAMES[documentType] ?? [`${stem}.pdf`]),
    contentType: image ? "image/png" : "application/pdf",
  };
}

export function kycRejectionReason(rng: Random, documentType: KycDocumentType): string {
  return rng.pick([...(KYC_REJECTION_REASONS[documentType] ?? []), ...KYC_REJECTION_REASONS.any]);
}

/** The file itself: a card picture, or a one-page PDF naming the document and its holder. */
export function documentFile(doc: DocumentFields, holder: string): Buffer {
  if (doc.contentType === "image/png") return cardImage(doc.documentType);
  return documentPdf([
    doc.documentType,
    `Account holder: ${holder}`,
    doc.documentNumber ? `Number: ${doc.documentNumber}` : "GharSetu demo document",
    "Sample file generated for the demo; not a real document.",
  ]);
}
