import { and, eq, inArray } from "drizzle-orm";
import { now } from "../../../shared/clock";
import { SIP_MANDATE } from "../../../shared/catalog/sip-plans";
import { ERROR_CODES } from "../../../shared/contracts/errors";
import type { SipView } from "../../../shared/contracts/sip";
import { paise, paiseToRupees, rupeesToPaise } from "../../../shared/finance";
import {
  sipInvestments,
  sipMandates,
  users,
  type PublicUser,
  type SipMandateConfirmInput,
  type SipMandateInput,
} from "../../../shared/schema";
import type { Db } from "../../db/client";
import { badRequest, codedError, HttpError, invalidTransition, notFound } from "../../http/errors";
import type { RequestContext } from "../../http/request-context";
import { lockLiveAccount } from "../account";
import { writeAudit } from "../audit";
import { notify, sipMandateActive } from "../notifications";
import { capturedPaymentOf, type PaymentGateway, type RecurringGateway } from "../payments";
import { sipViewOf } from "./sip.service";

export type MandateGateways = { checkout: PaymentGateway; recurring: RecurringGateway };

/** The most one debit may take: twice the monthly amount (room for a step-up), within UPI's limit for UPI AutoPay. */
export function mandateMaxPaise(monthlyPaise: number, kind: "upi" | "enach") {
  const wanted = monthlyPaise * SIP_MANDATE.headroomTimes;
  return paise(kind === "upi" ? Math.min(wanted, rupeesToPaise(SIP_MANDATE.upiLimit)) : wanted);
}

/**
 * Sets up a SIP's autopay after its first contribution: one mandate per SIP. In demo mode it is in force
 * at once; with Razorpay keys it waits for the customer to authorise it in Razorpay's checkout (the
 * answer comes to confirmMandate).
 */
export async function setUpMandate(
  db: Db,
  gateways: MandateGateways,
  user: PublicUser,
  id: number,
  input: SipMandateInput,
  ctx: RequestContext,
): Promise<{ sip: SipView; checkout: { keyId: string; orderId: string; customerId: string; amount: number; recurring: true } | null }> {
  const { recurring } = gateways;
  // The gateway's customer and order come first, outside the transaction (a network call); an unused one costs nothing.
  const [account] = await db.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, user.id));
  const [sipRow] = await db
    .select()
    .from(sipInvestments)
    .where(and(eq(sipInvestments.id, id), eq(sipInvestments.userId, user.id)));
  if (!sipRow) throw notFound(/*i18n*/ "SIP investment not found");
  if (input.kind === "upi" && sipRow.monthlyAmountPaise > rupeesToPaise(SIP_MANDATE.upiLimit))
    throw badRequest(/*i18n*/ "UPI AutoPay takes debits up to ₹1,00,000. Choose e-NACH for this SIP.");
  const maxAmountPaise = mandateMaxPaise(sipRow.monthlyAmountPaise, input.kind);
  let customerId = "cust_demo";
  let order: { orderId: string; amount: number } | null = null;
  if (!recurring.demo) {
    customerId = await recurring.createCustomer(
      account?.name ?? `Customer ${user.id}`,
      account?.email ?? `customer-${user.id}@gharsetu.invalid`,
    );
    order = await recurring.createMandateOrder(customerId, input.kind, maxAmountPaise, `sip-${id}-mandate`);
  }
  return db.transaction(async (tx) => {
    await lockLiveAccount(tx, user.id, "update");
    const [sip] = await tx.select().from(sipInvestments).where(eq(sipInvestments.id, id)).for("update");
    if (sip.status !== "active" || sip.cancelEffectiveOn) throw invalidTransition(/*i18n*/ "Autopay can be set up only for a running SIP");
    if (!(await capturedPaymentOf(tx, "sip-investment", id)))
      throw invalidTransition(/*i18n*/ "Pay the first contribution first: autopay takes the instalments after it");
    const [live] = await tx
      .select({ id: sipMandates.id, status: sipMandates.status })
      .from(sipMandates)
      .where(and(eq(sipMandates.sipId, id), inArray(sipMandates.status, ["pending", "active"])))
      .for("update");
    if (live?.status === "active") throw codedError(409, ERROR_CODES.mandateExists, /*i18n*/ "This SIP already has autopay set up");
    // One never authorised (the checkout closed, the bank not heard from) gives way to a new attempt.
    if (live) await tx.update(sipMandates).set({ status: "revoked", revokedAt: now() }).where(eq(sipMandates.id, live.id));
    const at = now();
    const [mandate] = await tx
      .insert(sipMandates)
      .values({
        sipId: id,
        userId: user.id,
        kind: input.kind,
        maxAmountPaise,
        status: recurring.demo ? "active" : "pending",
        gatewayCustomerId: customerId,
        gatewayTokenId: recurring.demo ? `token_demo_sip_${id}` : null,
        authOrderId: order?.orderId ?? null,
        demoMode: recurring.demo,
        createdAt: at,
        activatedAt: recurring.demo ? at : null,
      })
      .returning();
    await writeAudit(tx, ctx, {
      actionType: "set_up_sip_mandate",
      entityType: "sip_investment",
      entityId: id,
      newValue: { kind: mandate.kind, maxAmountPaise: mandate.maxAmountPaise, status: mandate.status, demoMode: mandate.demoMode },
      description: `User #${user.id} set up ${mandate.kind === "upi" ? "UPI AutoPay" : "e-NACH"} for SIP #${id}${recurring.demo ? " (demo)" : ""}`,
    });
    if (mandate.status === "active") await notify(tx, sipMandateActive(sip, mandate));
    return {
      sip: await sipViewOf(tx, sip),
      checkout: order && {
        keyId: gateways.checkout.keyId,
        orderId: order.orderId,
        customerId,
        amount: paiseToRupees(paise(order.amount)),
        recurring: true as const,
      },
    };
  });
}

/** Razorpay's answer to the authorising payment: its signature checked, the token read, the mandate in force. */
export async function confirmMandate(
  db: Db,
  gateways: MandateGateways,
  user: PublicUser,
  id: number,
  input: SipMandateConfirmInput,
  ctx: RequestContext,
): Promise<SipView> {
  const [pending] = await db
    .select()
    .from(sipMandates)
    .where(and(eq(sipMandates.sipId, id), eq(sipMandates.userId, user.id), eq(sipMandates.status, "pending")));
  if (!pending) throw notFound(/*i18n*/ "No autopay is waiting to be confirmed for this SIP");
  if (
    pending.authOrderId !== input.razorpay_order_id ||
    !gateways.checkout.checkPaymentSignature(input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature)
  )
    throw new HttpError(400, /*i18n*/ "Payment signature is invalid");
  const token = await gateways.recurring.tokenOfPayment(input.razorpay_payment_id);
  if (!token) throw invalidTransition(/*i18n*/ "Your bank has not confirmed the mandate yet. Try again in a few minutes.");
  return db.transaction(async (tx) => {
    const [sip] = await tx.select().from(sipInvestments).where(eq(sipInvestments.id, id)).for("update");
    const [mandate] = await tx
      .update(sipMandates)
      .set({ status: "active", gatewayTokenId: token, activatedAt: now() })
      .where(and(eq(sipMandates.id, pending.id), eq(sipMandates.status, "pending")))
      .returning();
    if (mandate) {
      await writeAudit(tx, ctx, {
        actionType: "confirm_sip_mandate",
        entityType: "sip_investment",
        entityId: id,
        newValue: { status: "active" },
        description: `SIP #${id}'s ${mandate.kind === "upi" ? "UPI AutoPay" : "e-NACH"} mandate confirmed`,
      });
      await notify(tx, sipMandateActive(sip, mandate));
    }
    return sipViewOf(tx, sip);
  });
}
