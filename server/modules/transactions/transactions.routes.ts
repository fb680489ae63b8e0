import { desc, eq } from "drizzle-orm";
import { transactionLabel } from "../../../shared/catalog/transactions";
import { transactionsContract } from "../../../shared/contracts/transactions";
import { transactions } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { paiseToRupees } from "../../../shared/finance/money";

export function transactionsRoutes(db: Db) {
  return [
    serve(transactionsContract.list, async ({ user }) => {
      const rows = await db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, user.id))
        .orderBy(desc(transactions.transactionDate), desc(transactions.id));
      // Every field written out: one object shape, and the amount in rupees at the edge.
      return rows.map((t) => ({
        id: t.id,
        userId: t.userId,
        transactionType: t.transactionType,
        amount: paiseToRupees(t.amountPaise),
        relatedId: t.relatedId,
        paymentId: t.paymentId,
        description: t.description,
        transactionDate: t.transactionDate,
        label: transactionLabel(t.transactionType),
      }));
    }),
  ];
}
