import { and, eq, inArray } from "drizzle-orm";
import { kycDocuments } from "../../../shared/schema";
import type { Executor } from "../../db/client";

/** What investing needs of a customer's KYC, as mutual-fund rules ask: a verified PAN, and a verified Aadhaar or address proof. */
export type KycReadiness = { pan: boolean; identity: boolean };

export async function kycReadiness(db: Executor, userId: number): Promise<KycReadiness> {
  const verified = await db
    .select({ type: kycDocuments.documentType })
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.userId, userId),
        eq(kycDocuments.verificationStatus, "verified"),
        inArray(kycDocuments.documentType, ["PAN Card", "Aadhaar Card", "Address Proof"]),
      ),
    );
  const types = new Set(verified.map((v) => v.type));
  return { pan: types.has("PAN Card"), identity: types.has("Aadhaar Card") || types.has("Address Proof") };
}
