import { desc, eq } from "drizzle-orm";
import { Router } from "express";
import { kycDocuments } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/guards";

/** The signed-in user's KYC documents (upload arrives with the KYC work). */
export function kycRouter(db: Db) {
  const r = Router();
  r.get("/kyc-documents", requireUser, async (req, res) => {
    res.json(await db.select().from(kycDocuments).where(eq(kycDocuments.userId, req.user!.id)).orderBy(desc(kycDocuments.uploadedAt)));
  });
  return r;
}
