import { now } from "../../../shared/clock";
import type { Paise } from "../../../shared/finance/money";
import { formatPaiseExact } from "../../../shared/format";
import { payments, transactions } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";

/** What a payment made through a mandate is for (never a checkout: the server makes these). */
export const SIP_INSTALMENT_PAYMENT = "sip-instalment";

/**
 * Records a debit the gateway captured through a SIP's mandate, in the caller's transaction: a captured
 * payment for the instalment (at most one: the unique capture per item refuses a second, and the caller
 * rolls back) and its transaction row. Answers the payment's id.
 */
export async function recordMandateDebit(
  tx: Executor,
  debit: {
    userId: number;
    instalmentId: number;
    amountPaise: Paise;
    orderId: string;
    gatewayPaymentId: string;
    demoMode: boolean;
    description: string;
  },
  ctx: RequestContext,
): Promise<number> {
  const at = now();
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: debit.userId,
      amountPaise: debit.amountPaise,
      status: "captured",
      orderId: debit.orderId,
      paymentId: debit.gatewayPaymentId,
      paymentFor: SIP_INSTALMENT_PAYMENT,
      relatedId: debit.instalmentId,
      notes: { description: debit.description },
      demoMode: debit.demoMode,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: payments.id });
  await tx.insert(transactions).values({
    userId: debit.userId,
    transactionType: "sip_contribution",
    amountPaise: debit.amountPaise,
    relatedId: debit.instalmentId,
    paymentId: payment.id,
    description: debit.description,
    transactionDate: at,
  });
  await writeAudit(tx, ctx, {
    subjectId: debit.userId,
    actionType: "capture_mandate_debit",
    entityType: "payment",
    entityId: payment.id,
    newValue: { status: "captured", paymentId: debit.gatewayPaymentId, instalmentId: debit.instalmentId },
    description: `Mandate debit ${debit.orderId} of ${formatPaiseExact(debit.amountPaise)} captured`,
  });
  return payment.id;
}
