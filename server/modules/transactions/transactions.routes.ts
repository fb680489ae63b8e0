import { desc, eq } from "drizzle-orm";
import { transactionLabel } from "../../../shared/catalog/transactions";
import { transactionsContract } from "../../../shared/contracts/transactions";
import { transactions } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { withFields } from "../../db/row-view";

export function transactionsRoutes(db: Db) {
  return [
    serve(transactionsContract.list, async ({ user }) => {
      const rows = await db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, user.id))
        .orderBy(desc(transactions.transactionDate), desc(transactions.id));
      return rows.map((t) => withFields(t, { label: transactionLabel(t.transactionType) }));
    }),
  ];
}
