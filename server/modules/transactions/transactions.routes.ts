import { desc, eq } from "drizzle-orm";
import { Router } from "express";
import { transactionLabel } from "../../../shared/catalog/transactions";
import { transactions } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { requireUser } from "../../http/guards";
import { withFields } from "../../db/row-view";

export function transactionsRouter(db: Db) {
  const r = Router();
  r.get("/transactions", requireUser, async (req, res) => {
    const rows = await db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, req.user!.id))
      .orderBy(desc(transactions.transactionDate), desc(transactions.id));
    res.json(rows.map((t) => withFields(t, { label: transactionLabel(t.transactionType) })));
  });
  return r;
}
