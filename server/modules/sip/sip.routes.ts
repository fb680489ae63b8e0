import { desc, eq } from "drizzle-orm";
import { Router } from "express";
import { sipInvestments } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/guards";

/** The signed-in user's SIPs (creation arrives with the SIP work). */
export function sipRouter(db: Db) {
  const r = Router();
  r.get("/sip-investments", requireUser, async (req, res) => {
    res.json(await db.select().from(sipInvestments).where(eq(sipInvestments.userId, req.user!.id)).orderBy(desc(sipInvestments.createdAt)));
  });
  return r;
}
