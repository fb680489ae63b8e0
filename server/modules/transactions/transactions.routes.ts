import { and, desc, eq, getTableColumns } from "drizzle-orm";
import { PAYMENT_TRANSACTION_TYPE, transactionLabel } from "../../../shared/catalog/transactions";
import { transactionsContract } from "../../../shared/contracts/transactions";
import { consultations, loanApplications, sipInvestments, transactions } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { serve } from "../../http/contract-routes";
import { paiseToRupees } from "../../../shared/finance/money";

/** The item a transaction of this type paid for, when it is the customer's own (a join, never another's row). */
const paidFor = (type: string, table: typeof loanApplications | typeof sipInvestments | typeof consultations) =>
  and(eq(transactions.transactionType, type), eq(table.id, transactions.relatedId), eq(table.userId, transactions.userId));

export function transactionsRoutes(db: Db) {
  return [
    serve(transactionsContract.list, async ({ user }) => {
      // One query: each row with what it paid for (the loan's type, the SIP's plan, the consultation's topic),
      // so that a page words it in its own language; `description` stays as the server wrote it, in English.
      const rows = await db
        .select({
          ...getTableColumns(transactions),
          loanType: loanApplications.loanType,
          planName: sipInvestments.planName,
          topic: consultations.topic,
        })
        .from(transactions)
        .leftJoin(loanApplications, paidFor(PAYMENT_TRANSACTION_TYPE["loan-processing-fee"], loanApplications))
        .leftJoin(sipInvestments, paidFor(PAYMENT_TRANSACTION_TYPE["sip-investment"], sipInvestments))
        .leftJoin(consultations, paidFor(PAYMENT_TRANSACTION_TYPE.consultation, consultations))
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
        loanType: t.loanType,
        planName: t.planName,
        topic: t.topic,
      }));
    }),
  ];
}
