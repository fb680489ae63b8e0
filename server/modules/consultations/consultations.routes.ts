import { asc, eq } from "drizzle-orm";
import { Router } from "express";
import { consultations } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/guards";

/** The signed-in user's consultations (booking and staff handling arrive with the consultations work). */
export function consultationsRouter(db: Db) {
  const r = Router();
  r.get("/consultations", requireUser, async (req, res) => {
    res.json(
      await db.select().from(consultations).where(eq(consultations.userId, req.user!.id)).orderBy(asc(consultations.preferredDate), asc(consultations.id)),
    );
  });
  return r;
}
