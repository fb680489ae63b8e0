import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { transactions } from "../schema/payments";
import { route, rupees, timestamp, type Json } from "./define";

/**
 * A transaction in the customer's history: the row, its type's label, and what it paid for, so that a page
 * words it in its own language ("Processing fee, Home Loan application #5"); `description` is the server's
 * English wording, kept for records.
 */
export const transactionView = z.strictObject({
  ...createSelectSchema(transactions, { transactionDate: timestamp }).omit({ amountPaise: true }).shape,
  amount: rupees,
  label: z.string(),
  /** A processing fee's loan type (the stored payload, e.g. HomeLoan); null for other types. */
  loanType: z.string().nullable(),
  /** A SIP contribution's plan name (a shared catalogue id); null for other types. */
  planName: z.string().nullable(),
  /** A consultation booking's topic (a shared catalogue id); null for other types. */
  topic: z.string().nullable(),
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
