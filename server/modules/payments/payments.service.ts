import { randomBytes } from "node:crypto";
import { and, eq, inArray, ne } from "drizzle-orm";
import {
  ALREADY_PAID_MESSAGE,
  PAYMENT_ERROR_CODES,
  PAYMENT_TRANSACTION_TYPE,
  type PaymentType,
} from "../../../shared/catalog/transactions";
import {
  consultations,
  loanApplications,
  payments,
  sipInvestments,
  transactions,
  webhookEvents,
  type Payment,
  razorpayWebhookSchema,
  type PaymentVerifyInput,
  type PublicUser,
  type RazorpayWebhookEvent,
} from "../../../shared/schema";
import { ERROR_CODES } from "../../../shared/contracts/errors";
import type { PaymentCreation, PaymentVerification, WebhookAnswer } from "../../../shared/contracts/payments";
import type { Db, Executor } from "../../db/client";
import { HttpError, badRequest, codedError, conflict, notFound, type ErrorMessage } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { lockLiveAccount } from "../account";
import { writeAudit } from "../audit";
import { paymentReceipt, notify, type PaidItem } from "../notifications";
import type { Payable, PayableItem, Payables } from "./payables";
import type { PaymentGateway } from "./razorpay-gateway";
import { now } from "../../../shared/clock";
import { paiseToRupees, type Paise } from "../../../shared/finance/money";
import { getSettings } from "../settings";
import { GST_FEES } from "./receipt";
import { formatPaiseExact } from "../../../shared/format";

const alreadyPaid = () => codedError(409, PAYMENT_ERROR_CODES.alreadyPaid, ALREADY_PAID_MESSAGE);
/** The item takes no payment (rejected, cancelled, paused, gone): its own code, apart from any other 409. */
const notPayable = (message: ErrorMessage) => conflict(message, ERROR_CODES.notPayable);

/**
 * Why the item takes no payment now (null: it does). With `lock`, the item is share-locked until the
 * transaction ends, so a rejection, pause or cancellation (which lock it for update before expiring its
 * orders) either waits for this payment or has already happened and is seen here.
 */
async function itemRefusal(db: Executor, payable: Payable, itemId: number, lock = false): Promise<string | null> {
  const status = await payable.status(db, itemId, lock);
  return status === null ? /*i18n*/ "There is nothing to pay for here any more" : payable.refusal(status);
}

/** The item being paid for, if it is the caller's; the amount is always computed by its module, never sent by the client. */
async function findPayable(db: Db, payable: Payable, userId: number, itemId: number): Promise<PayableItem> {
  const item = await payable.find(db, userId, itemId);
  if (!item) throw notFound(payable.notFoundMessage);
  const refusal = payable.refusal(item.status);
  if (refusal) throw conflict(refusal, payable.refusalCode?.(item.status) ?? ERROR_CODES.notPayable);
  return item;
}

const openOrCaptured = (type: PaymentType, itemId: number) =>
  and(eq(payments.paymentFor, type), eq(payments.relatedId, itemId), inArray(payments.status, ["created", "captured"]));

/**
 * Starts paying for an item, or hands back its open order. The database holds at most one open order
 * per item (a partial unique index), so any number of simultaneous "Pay" presses share one order.
 */
export async function createPayment(
  db: Db,
  gateway: PaymentGateway,
  payables: Payables,
  user: PublicUser,
  type: PaymentType,
  itemId: number,
  ctx: RequestContext,
): Promise<PaymentCreation> {
  const item = await findPayable(db, payables[type], user.id, itemId);
  const existing = await db.select().from(payments).where(openOrCaptured(type, itemId));
  if (existing.some((p) => p.status === "captured")) throw alreadyPaid();

  // A ₹0 payment (the free consultation) never goes to the gateway: it is confirmed like a demo payment.
  const demo = gateway.demo || item.amountPaise === 0;
  const open = existing.find((p) => p.status === "created");
  if (open && open.userId === user.id && open.amountPaise === item.amountPaise && open.demoMode === demo)
    return toCreation(open, item, user, gateway);
  // An open order that no longer fits (made in demo mode before keys were set, or for another amount) expires.
  if (open) await expirePayment(db, open, ctx, "superseded by a new order");

  const receipt = `${type.slice(0, 12)}-${itemId}-${randomBytes(4).toString("hex")}`;
  const notes = { paymentFor: type, relatedId: String(itemId), userId: String(user.id), description: item.description };
  const orderId = demo ? `order_demo_${randomBytes(8).toString("hex")}` : (await gateway.createOrder(item.amountPaise, receipt, notes)).id;

  const payment = await db.transaction(async (tx) => {
    await lockLiveAccount(tx, user.id);
    // The item may have stopped taking payments since it was read above; its open orders were expired then.
    const refusal = await itemRefusal(tx, payables[type], itemId, true);
    if (refusal) throw notPayable(refusal);
    const [row] = await tx
      .insert(payments)
      .values({
        userId: user.id,
        amountPaise: item.amountPaise,
        status: "created",
        orderId,
        paymentFor: type,
        relatedId: itemId,
        receipt,
        notes,
        demoMode: demo,
        feeGstPercent: GST_FEES.includes(type) ? (await getSettings(tx)).feeGstPercent : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await writeAudit(tx, ctx, {
      actionType: "create_payment",
      entityType: "payment",
      entityId: row.id,
      newValue: { paymentFor: type, relatedId: itemId, amountPaise: item.amountPaise, orderId, demoMode: demo },
      description: `Payment of ${formatPaiseExact(item.amountPaise)} started: ${item.description}`,
    });
    return row;
  });
  if (payment) return toCreation(payment, item, user, gateway);
  // A simultaneous press created the item's open order first (any gateway order made here is never shown).
  const [winner] = await db.select().from(payments).where(openOrCaptured(type, itemId));
  if (!winner || winner.status === "captured") throw alreadyPaid();
  return toCreation(winner, item, user, gateway);
}

async function expirePayment(db: Executor, payment: Payment, ctx: RequestContext, why: string) {
  await db.transaction(async (tx) => {
    const [expired] = await tx
      .update(payments)
      .set({ status: "expired", updatedAt: now() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "created")))
      .returning({ id: payments.id });
    if (!expired) return;
    await writeAudit(tx, ctx, {
      subjectId: payment.userId,
      actionType: "expire_payment",
      entityType: "payment",
      entityId: payment.id,
      oldValue: { status: "created" },
      newValue: { status: "expired" },
      description: `Payment ${payment.orderId} expired: ${why}`,
    });
  });
}

/**
 * Expires the item's open orders, in the transaction that stops it taking payments (a loan rejected),
 * so an order opened before cannot be paid after. Money that still arrives for one is a refund due.
 */
export async function expireOpenOrders(
  tx: Executor,
  type: PaymentType,
  itemId: number,
  ctx: RequestContext,
  why: string,
  subjectId: number,
) {
  const expired = await tx
    .update(payments)
    .set({ status: "expired", updatedAt: now() })
    .where(and(eq(payments.paymentFor, type), eq(payments.relatedId, itemId), eq(payments.status, "created")))
    .returning({ id: payments.id, orderId: payments.orderId });
  for (const p of expired) {
    await writeAudit(tx, ctx, {
      actionType: "expire_payment",
      entityType: "payment",
      entityId: p.id,
      subjectId,
      oldValue: { status: "created" },
      newValue: { status: "expired" },
      description: `Payment ${p.orderId} expired: ${why}`,
    });
  }
}

/**
 * The item's captured payment becomes a refund due (the customer withdrew while the fee is refundable), in
 * the caller's transaction, audited; answers the amount to refund, or null when nothing was paid.
 * Refunds are made from the gateway's dashboard, as for money that arrives for an item that ended.
 */
export async function markRefundDue(
  tx: Executor,
  type: PaymentType,
  itemId: number,
  ctx: RequestContext,
  why: string,
  subjectId: number,
): Promise<Paise | null> {
  const [refund] = await tx
    .update(payments)
    .set({ status: "refund_due", updatedAt: now() })
    .where(and(eq(payments.paymentFor, type), eq(payments.relatedId, itemId), eq(payments.status, "captured")))
    .returning({ id: payments.id, orderId: payments.orderId, amountPaise: payments.amountPaise });
  if (!refund) return null;
  await writeAudit(tx, ctx, {
    actionType: "payment_refund_due",
    entityType: "payment",
    entityId: refund.id,
    subjectId,
    oldValue: { status: "captured" },
    newValue: { status: "refund_due" },
    description: `Payment ${refund.orderId} of ${formatPaiseExact(refund.amountPaise)} to be refunded: ${why}`,
  });
  return refund.amountPaise;
}

function toCreation(payment: Payment, item: PayableItem, user: PublicUser, gateway: PaymentGateway): PaymentCreation {
  return {
    amount: paiseToRupees(payment.amountPaise),
    paymentId: payment.id,
    status: payment.status,
    paymentFor: payment.paymentFor,
    demo_mode: payment.demoMode,
    razorpay: {
      key: gateway.keyId,
      amount: payment.amountPaise,
      currency: "INR",
      name: "GharSetu",
      description: item.description,
      order_id: payment.orderId,
      prefill: { name: user.fullName, email: user.email, contact: user.phoneNumber ?? "" },
    },
  };
}

/**
 * The one path by which a payment becomes captured (verify and webhook alike): marks it, writes one
 * transaction and an audit row. Idempotent: a second call finds it captured and changes nothing.
 * It never touches a loan's review status. Money for an item that no longer takes payments (a rejected
 * loan, a paused SIP) is never a paid fee: it is recorded as a refund due.
 */
export async function capturePayment(
  tx: Executor,
  payables: Payables,
  payment: Payment,
  providerPaymentId: string,
  signature: string | null,
  ctx: RequestContext,
  via: string,
): Promise<CaptureResult> {
  const payable = payables[payment.paymentFor as PaymentType];
  // The item before its payments, in the order a rejection or pause takes them.
  const refusal = await itemRefusal(tx, payable, payment.relatedId ?? -1, true);
  // Lock every payment of the item, so two orders for it can never both be captured.
  const siblings = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(and(eq(payments.paymentFor, payment.paymentFor), eq(payments.relatedId, payment.relatedId ?? -1)))
    .for("update");
  const self = siblings.find((p) => p.id === payment.id);
  if (self?.status === "captured") return "already";
  if (refusal) {
    if (self?.status === "refund_due") return "not_payable";
    // A ₹0 confirmation moved no money, so there is nothing to give back.
    const status = payment.amountPaise > 0 ? "refund_due" : "expired";
    await tx.update(payments).set({ status, paymentId: providerPaymentId, signature, updatedAt: now() }).where(eq(payments.id, payment.id));
    await writeAudit(tx, ctx, {
      subjectId: payment.userId,
      actionType: payment.amountPaise > 0 ? "payment_refund_due" : "expire_payment",
      entityType: "payment",
      entityId: payment.id,
      oldValue: { status: self?.status ?? payment.status },
      newValue: { status, paymentId: providerPaymentId },
      description: `Payment ${payment.orderId} arrived for an item that no longer takes payments (${via})${payment.amountPaise > 0 ? "; refund due" : ""}`,
    });
    return "not_payable";
  }
  if (siblings.some((p) => p.id !== payment.id && p.status === "captured")) {
    await tx
      .update(payments)
      .set({ status: "duplicate", paymentId: providerPaymentId, signature, updatedAt: now() })
      .where(eq(payments.id, payment.id));
    await writeAudit(tx, ctx, {
      subjectId: payment.userId,
      actionType: "duplicate_payment",
      entityType: "payment",
      entityId: payment.id,
      newValue: { status: "duplicate", paymentId: providerPaymentId },
      description: `Payment ${payment.orderId} arrived for an item already paid (${via}); refund due`,
    });
    return "duplicate";
  }
  const [updated] = await tx
    .update(payments)
    .set({ status: "captured", paymentId: providerPaymentId, signature, updatedAt: now() })
    .where(and(eq(payments.id, payment.id), ne(payments.status, "captured")))
    .returning();
  if (!updated) return "already";
  await tx
    .insert(transactions)
    .values({
      userId: payment.userId,
      transactionType: PAYMENT_TRANSACTION_TYPE[payment.paymentFor as PaymentType],
      amountPaise: payment.amountPaise,
      relatedId: payment.relatedId,
      paymentId: payment.id,
      description: (payment.notes as { description?: string } | null)?.description ?? `Payment ${payment.orderId}`,
    })
    .onConflictDoNothing();
  await writeAudit(tx, ctx, {
    subjectId: payment.userId,
    actionType: "capture_payment",
    entityType: "payment",
    entityId: payment.id,
    oldValue: { status: payment.status },
    newValue: { status: "captured", paymentId: providerPaymentId },
    description: `Payment ${payment.orderId} of ${formatPaiseExact(payment.amountPaise)} captured (${via})`,
  });
  await payable.captured?.(tx, updated, ctx);
  // No money moves for the free consultation: its booking confirmation says all there is to say.
  if (updated.amountPaise > 0) await notify(tx, paymentReceipt(updated, await paidItem(tx, updated)));
  return "captured";
}

/**
 * What a payment paid for, by the item's own name (the loan's type, the SIP's plan, the consultation's
 * topic), so the receipt words it in its reader's language; undefined when the item is gone.
 */
async function paidItem(tx: Executor, payment: Payment): Promise<PaidItem | undefined> {
  const id = payment.relatedId;
  if (id === null) return undefined;
  const kind = payment.paymentFor as PaymentType;
  const [row] =
    kind === "loan-processing-fee"
      ? await tx.select({ name: loanApplications.loanType }).from(loanApplications).where(eq(loanApplications.id, id))
      : kind === "sip-investment"
        ? await tx.select({ name: sipInvestments.planName }).from(sipInvestments).where(eq(sipInvestments.id, id))
        : await tx.select({ name: consultations.topic }).from(consultations).where(eq(consultations.id, id));
  return row ? { kind, id, name: row.name } : undefined;
}

export type CaptureResult = "captured" | "already" | "duplicate" | "not_payable";

const invalidSignature = () => new HttpError(400, /*i18n*/ "Payment signature is invalid");
const refundNote = () => conflict(/*i18n*/ "This was already paid. This second payment will be refunded within 5-7 working days.");
const notPayableNote = async (db: Executor, payables: Payables, payment: Payment) => {
  const refusal =
    (await itemRefusal(db, payables[payment.paymentFor as PaymentType], payment.relatedId ?? -1)) ??
    /*i18n*/ "This payment arrived after its item stopped taking payments";
  return notPayable(payment.amountPaise > 0 ? [refusal, /*i18n*/ "This payment will be refunded within 5-7 working days."] : refusal);
};

/**
 * The `demo` signature counts only for an order made in demo mode, and only while the app still runs
 * without Razorpay keys (or for a ₹0 item, which never goes to the gateway); any other order needs
 * Razorpay's HMAC.
 */
function signatureValid(gateway: PaymentGateway, payment: Payment, input: PaymentVerifyInput): boolean {
  if (payment.demoMode) return input.razorpay_signature === "demo" && (gateway.demo || payment.amountPaise === 0);
  return (
    input.razorpay_signature !== "demo" &&
    gateway.checkPaymentSignature(payment.orderId, input.razorpay_payment_id, input.razorpay_signature)
  );
}

/**
 * Confirms a payment from the checkout's answer. Replays of a finished payment change nothing. A
 * genuine Razorpay payment for an expired order is still captured: the money was taken.
 */
export async function verifyPayment(
  db: Db,
  gateway: PaymentGateway,
  payables: Payables,
  user: PublicUser,
  input: PaymentVerifyInput,
  ctx: RequestContext,
): Promise<PaymentVerification> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, input.razorpay_order_id), eq(payments.userId, user.id)));
  if (!payment) throw notFound(/*i18n*/ "Payment not found");
  const valid = signatureValid(gateway, payment, input);
  if (payment.status === "captured") {
    if (!valid || payment.paymentId !== input.razorpay_payment_id) throw invalidSignature();
  } else if (payment.status === "duplicate") {
    throw valid ? refundNote() : invalidSignature();
  } else if (payment.status === "refund_due") {
    throw valid ? await notPayableNote(db, payables, payment) : invalidSignature();
  } else if (payment.demoMode && !gateway.demo && payment.amountPaise > 0) {
    await expirePayment(db, payment, ctx, "started in demo mode, and payments are now live");
    throw conflict(/*i18n*/ "This payment was started in demo mode and has expired. Please start the payment again.");
  } else if (!valid) {
    await writeAudit(db, ctx, {
      actionType: "payment_verification_failed",
      entityType: "payment",
      entityId: payment.id,
      description: `Payment ${payment.orderId}: signature did not verify`,
    });
    throw invalidSignature();
  } else if (payment.status !== "created" && payment.demoMode) {
    throw conflict(/*i18n*/ "This payment has expired. Please start the payment again.");
  } else {
    const result = await db.transaction((tx) =>
      capturePayment(
        tx,
        payables,
        payment,
        input.razorpay_payment_id,
        input.razorpay_signature,
        ctx,
        payment.demoMode ? "demo" : "checkout",
      ),
    );
    if (result === "duplicate") throw refundNote();
    if (result === "not_payable") throw await notPayableNote(db, payables, payment);
  }
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return {
    success: true,
    status: current.status,
    paymentId: current.id,
    orderId: current.orderId,
    amount: paiseToRupees(current.amountPaise),
    paymentFor: current.paymentFor,
    relatedId: current.relatedId,
  };
}

function readWebhookEvent(rawBody: Buffer): RazorpayWebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw badRequest("Webhook body is not JSON");
  }
  const parsed = razorpayWebhookSchema.safeParse(body);
  if (!parsed.success) throw badRequest("Webhook body is not a Razorpay event");
  return parsed.data;
}

/** Razorpay webhook: signature over the raw body, de-duplicated on the event id, same capture path as verify. */
export async function handleWebhook(
  db: Db,
  gateway: PaymentGateway,
  payables: Payables,
  rawBody: Buffer | undefined,
  signature: string | undefined,
  eventId: string | undefined,
  ctx: RequestContext,
): Promise<WebhookAnswer> {
  if (!gateway.webhookConfigured) throw new HttpError(503, "Payment webhooks are not configured");
  if (!rawBody || !signature || !gateway.checkWebhookSignature(rawBody, signature)) throw new HttpError(400, "Invalid webhook signature");
  const event = readWebhookEvent(rawBody);
  const id = eventId || `${event.event}:${event.payload?.payment?.entity?.id ?? ""}`;
  return db.transaction(async (tx): Promise<WebhookAnswer> => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ eventId: id, eventType: event.event ?? "unknown" })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (fresh.length === 0) return { status: "duplicate" };
    const entity = event.payload?.payment?.entity;
    if ((event.event === "payment.captured" || event.event === "order.paid") && entity?.order_id && entity.id) {
      const [payment] = await tx.select().from(payments).where(eq(payments.orderId, entity.order_id));
      if (payment && payment.amountPaise === entity.amount) {
        await capturePayment(tx, payables, payment, entity.id, null, ctx, "webhook");
      } else if (payment) {
        await writeAudit(tx, ctx, {
          subjectId: payment.userId,
          actionType: "payment_amount_mismatch",
          entityType: "payment",
          entityId: payment.id,
          newValue: { expectedPaise: payment.amountPaise, receivedPaise: entity.amount ?? null, paymentId: entity.id },
          description: `Webhook for ${payment.orderId} reported a different amount; not captured`,
        });
      }
    }
    return { status: "ok" };
  });
}
