import { and, eq } from "drizzle-orm";
import { istDateOf } from "../../../shared/calendar/ist";
import { milliUnitsBought } from "../../../shared/finance/nav";
import { sipInstalments, sipInvestments, type Payment, type SipInvestment } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import { itemStatus, type Payable } from "../payments";
import { navOn } from "./nav-source";

/** Why an ended SIP takes no contribution: one whole sentence for each status (docs/i18n.md). */
const NOT_DUE: Record<string, string | undefined> = {
  cancelled: /*i18n*/ "This SIP is cancelled, so no contribution is due",
  completed: /*i18n*/ "This SIP is completed, so no contribution is due",
};

/** A SIP's first contribution: taken only while the SIP is active. */
export const sipContribution: Payable = {
  notFoundMessage: /*i18n*/ "SIP investment not found",
  refusal: (status) =>
    status === "paused"
      ? /*i18n*/ "This SIP is paused. Resume it to pay a contribution."
      : status === "active"
        ? null
        : (NOT_DUE[status] ?? `This SIP is ${status}, so no contribution is due`),
  status: (db, id, lock) => itemStatus(db, sipInvestments, id, lock),
  async find(db, userId, id) {
    const [sip] = await db
      .select()
      .from(sipInvestments)
      .where(and(eq(sipInvestments.id, id), eq(sipInvestments.userId, userId)));
    return sip
      ? { status: sip.status, amountPaise: sip.monthlyAmountPaise, description: `First contribution, ${sip.planName} (SIP #${sip.id})` }
      : null;
  },
  /** The first contribution is instalment 1: it buys units at the NAV of the day it was paid. */
  async captured(tx, payment) {
    const [sip] = await tx.select().from(sipInvestments).where(eq(sipInvestments.id, payment.relatedId!));
    if (sip) await recordFirstInstalment(tx, sip, payment);
  },
};

/** Instalment 1 from the captured first contribution, with the units it bought at that day's NAV (once: a replay changes nothing). */
export async function recordFirstInstalment(tx: Executor, sip: SipInvestment, payment: Payment): Promise<void> {
  const paidOn = istDateOf(payment.updatedAt);
  const nav = await navOn(tx, sip.planName, paidOn);
  await tx
    .insert(sipInstalments)
    .values({
      sipId: sip.id,
      userId: sip.userId,
      seq: 1,
      dueDate: sip.startDate,
      debitOn: paidOn,
      amountPaise: payment.amountPaise,
      status: "paid",
      gatewayOrderId: payment.orderId,
      gatewayPaymentId: payment.paymentId,
      paymentId: payment.id,
      navDate: nav.navDate,
      nav4: nav.nav4,
      milliUnits: milliUnitsBought(payment.amountPaise, nav.nav4),
      settledAt: payment.updatedAt,
    })
    .onConflictDoNothing();
}
