import { and, eq, sql } from "drizzle-orm";
import { addDays, istDateOf } from "../../../shared/calendar/ist";
import { SIP_MANDATE } from "../../../shared/catalog/sip-plans";
import { milliUnitsBought, paise, rupeesToPaise } from "../../../shared/finance";
import { instalmentsDueBy } from "../../../shared/finance/sip-schedule";
import { formatPaiseExact } from "../../../shared/format";
import { auditLogs, payments, sipInstalments, sipInvestments, sipMandates, transactions } from "../../../shared/schema";
import type { Executor } from "../../db/client";
import { SIP_INSTALMENT_PAYMENT } from "../payments";
import { navOn } from "./nav-source";
import { recordFirstInstalment } from "./sip-payable";

/**
 * Generated customers' SIPs as if they had run (demo data and `npm run db:seed`): each SIP whose first
 * contribution was paid gets its instalment 1 with units at that day's NAV, autopay (demo) from the next
 * day when the customer chose auto-debit, and every instalment due since debited on its date, as the job
 * runner would have (a few missed, none after a pause or a cancellation began). Written directly, without
 * notices: they are history. Only SIPs without instalments yet are touched, so running it again changes
 * nothing. Answers how many instalments it wrote.
 */
export async function writeSipHistory(tx: Executor, now: Date): Promise<number> {
  const today = istDateOf(now);
  const sips = await tx
    .select({ sip: sipInvestments, payment: payments })
    .from(sipInvestments)
    .innerJoin(
      payments,
      and(eq(payments.paymentFor, "sip-investment"), eq(payments.relatedId, sipInvestments.id), eq(payments.status, "captured")),
    )
    .where(sql`not exists (select 1 from ${sipInstalments} i where i.sip_id = ${sipInvestments.id})`);
  let written = 0;
  for (const { sip, payment } of sips) {
    const paidOn = istDateOf(payment.updatedAt);
    await recordFirstInstalment(tx, sip, payment);
    written++;
    if (!sip.autoDebit) continue;
    const activated = addDays(paidOn, 1);
    const ended = sip.status === "active" ? today : null;
    // A paused or cancelled SIP stopped at some point: its last debit is a month or two back.
    const until = ended ?? addDays(today, -45);
    await tx.insert(sipMandates).values({
      sipId: sip.id,
      userId: sip.userId,
      kind: sip.monthlyAmountPaise <= rupeesToPaise(SIP_MANDATE.upiLimit) ? "upi" : "enach",
      maxAmountPaise: paise(sip.monthlyAmountPaise * SIP_MANDATE.headroomTimes),
      status: sip.status === "cancelled" ? "revoked" : "active",
      gatewayCustomerId: `cust_demo_${sip.userId}`,
      gatewayTokenId: `token_demo_sip_${sip.id}`,
      demoMode: true,
      createdAt: payment.updatedAt,
      activatedAt: new Date(payment.updatedAt.getTime() + 86_400_000),
    });
    const due = instalmentsDueBy(sip.startDate, sip.durationMonths, until, 2).filter((d) => d.dueDate >= activated);
    let missedInRow = 0;
    for (const d of due) {
      // About one debit in twelve fails (not enough in the account), never two in a row here.
      const missed = missedInRow === 0 && (sip.id * 7 + d.seq * 13) % 12 === 0;
      const at = new Date(`${d.dueDate}T05:30:00Z`);
      const orderId = `order_demo_sip-${sip.id}-${d.seq}`;
      if (missed) {
        await tx.insert(sipInstalments).values({
          sipId: sip.id,
          userId: sip.userId,
          seq: d.seq,
          dueDate: d.dueDate,
          debitOn: d.dueDate,
          amountPaise: sip.monthlyAmountPaise,
          status: "missed",
          noticeSentAt: new Date(at.getTime() - 86_400_000),
          gatewayOrderId: orderId,
          failureReason: "Insufficient balance in the account",
          settledAt: at,
        });
        await tx.insert(auditLogs).values({
          userId: null,
          subjectId: sip.userId,
          actionType: "sip_instalment_missed",
          entityType: "sip_instalment",
          entityId: String(sip.id),
          newValue: { seq: d.seq, status: "missed", missedInRow: 1 },
          description: `SIP #${sip.id} instalment ${d.seq}: the debit failed (1 in a row)`,
          createdAt: at,
        });
        missedInRow = 1;
      } else {
        const nav = await navOn(tx, sip.planName, d.dueDate);
        const description = `SIP #${sip.id} instalment ${d.seq}, ${sip.planName}`;
        const [paid] = await tx
          .insert(payments)
          .values({
            userId: sip.userId,
            amountPaise: sip.monthlyAmountPaise,
            status: "captured",
            orderId,
            paymentId: `pay_demo_sip-${sip.id}-${d.seq}`,
            paymentFor: SIP_INSTALMENT_PAYMENT,
            relatedId: null,
            notes: { description },
            demoMode: true,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: payments.id });
        const [row] = await tx
          .insert(sipInstalments)
          .values({
            sipId: sip.id,
            userId: sip.userId,
            seq: d.seq,
            dueDate: d.dueDate,
            debitOn: d.dueDate,
            amountPaise: sip.monthlyAmountPaise,
            status: "paid",
            noticeSentAt: new Date(at.getTime() - 86_400_000),
            gatewayOrderId: orderId,
            gatewayPaymentId: `pay_demo_sip-${sip.id}-${d.seq}`,
            paymentId: paid.id,
            navDate: nav.navDate,
            nav4: nav.nav4,
            milliUnits: milliUnitsBought(sip.monthlyAmountPaise, nav.nav4),
            settledAt: at,
          })
          .returning({ id: sipInstalments.id });
        await tx.update(payments).set({ relatedId: row.id }).where(eq(payments.id, paid.id));
        // The audit row the job runner writes for a debit (payments' recordMandateDebit), dated when it happened.
        await tx.insert(auditLogs).values({
          userId: null,
          subjectId: sip.userId,
          actionType: "capture_mandate_debit",
          entityType: "payment",
          entityId: String(paid.id),
          newValue: { status: "captured", paymentId: `pay_demo_sip-${sip.id}-${d.seq}`, instalmentId: row.id },
          description: `Mandate debit ${orderId} of ${formatPaiseExact(sip.monthlyAmountPaise)} captured`,
          createdAt: at,
        });
        await tx.insert(transactions).values({
          userId: sip.userId,
          transactionType: "sip_contribution",
          amountPaise: sip.monthlyAmountPaise,
          relatedId: row.id,
          paymentId: paid.id,
          description,
          transactionDate: at,
        });
        missedInRow = 0;
      }
      written++;
    }
    if (missedInRow) await tx.update(sipInvestments).set({ missedInRow }).where(eq(sipInvestments.id, sip.id));
  }
  return written;
}
