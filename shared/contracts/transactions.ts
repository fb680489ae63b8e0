import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { transactions } from "../schema/payments";
import { route, rupees, timestamp, type Json } from "./define";

/** A transaction in the customer's history: the row and its type's label. */
export const transactionView = z.strictObject({
  ...createSelectSchema(transactions, { transactionDate: timestamp }).omit({ amountPaise: true }).shape,
  amount: rupees,
  label: z.string(),
});
export type TransactionView = z.input<typeof transactionView>;
export type TransactionViewJson = Json<typeof transactionView>;

/** The money that moved on the customer's account (fees, contributions), newest first. */
export const transactionsContract = {
  list: route({
    method: "GET",
    path: "/api/transactions",
    summary: "The customer's own transactions, newest first",
    access: "user",
    response: z.array(transactionView),
  }),
};
