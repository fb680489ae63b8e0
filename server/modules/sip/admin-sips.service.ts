import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AdminSipView } from "../../../shared/contracts/sip";
import { paiseToRupees } from "../../../shared/finance";
import { sipInstalments, sipInvestments, users, type AdminSipsQuery } from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import { containsPattern } from "../../db/search";

/**
 * Staff list of every customer's SIPs, newest first: searched over the plan and the customer's name and
 * username, by status, or only those with a failed debit; each with its latest mandate, its next debit
 * and its failed debits (in a row, in all, the latest's day and reason).
 */
export async function listAllSips(db: Db, { q, status, failed, page, pageSize }: AdminSipsQuery) {
  const conditions: SQL[] = [];
  const p = q ? containsPattern(q) : null;
  if (p) conditions.push(sql`lower(${sipInvestments.planName} || ' ' || ${users.fullName} || ' ' || ${users.username}) like ${p}`);
  if (status) conditions.push(eq(sipInvestments.status, status));
  if (failed) conditions.push(sql`exists (select 1 from sip_instalments i where i.sip_id = ${sipInvestments.id} and i.status = 'missed')`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        sip: sipInvestments,
        fullName: users.fullName,
        username: users.username,
        mandateKind: sql<
          "upi" | "enach" | null
        >`(select m.kind from sip_mandates m where m.sip_id = ${sipInvestments.id} order by m.id desc limit 1)`,
        mandateStatus: sql<
          "pending" | "active" | "revoked" | null
        >`(select m.status from sip_mandates m where m.sip_id = ${sipInvestments.id} order by m.id desc limit 1)`,
        nextDebitDate: sql<
          string | null
        >`(select min(i.debit_on)::text from sip_instalments i where i.sip_id = ${sipInvestments.id} and i.status in ('scheduled', 'notified'))`,
        failedDebits: sql<number>`(select count(*)::int from sip_instalments i where i.sip_id = ${sipInvestments.id} and i.status = 'missed')`,
        lastFailureDate: sql<
          string | null
        >`(select i.debit_on::text from sip_instalments i where i.sip_id = ${sipInvestments.id} and i.status = 'missed' order by i.seq desc limit 1)`,
        lastFailureReason: sql<
          string | null
        >`(select i.failure_reason from sip_instalments i where i.sip_id = ${sipInvestments.id} and i.status = 'missed' order by i.seq desc limit 1)`,
      })
      .from(sipInvestments)
      .innerJoin(users, eq(users.id, sipInvestments.userId))
      .where(where)
      .orderBy(desc(sipInvestments.createdAt), desc(sipInvestments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(sipInvestments)
      .innerJoin(users, eq(users.id, sipInvestments.userId))
      .where(where),
  ]);
  const items: AdminSipView[] = rows.map((r) => ({
    id: r.sip.id,
    planName: r.sip.planName,
    monthlyAmount: paiseToRupees(r.sip.monthlyAmountPaise),
    status: r.sip.status,
    startDate: r.sip.startDate,
    createdAt: r.sip.createdAt,
    cancelEffectiveOn: r.sip.cancelEffectiveOn,
    customer: { fullName: r.fullName, username: r.username },
    mandate: r.mandateKind && r.mandateStatus ? { kind: r.mandateKind, status: r.mandateStatus } : null,
    nextDebitDate: r.nextDebitDate,
    missedInRow: r.sip.missedInRow,
    failedDebits: r.failedDebits,
    lastFailure: r.lastFailureDate ? { date: r.lastFailureDate, reason: r.lastFailureReason } : null,
  }));
  return { items, total };
}

/** A customer's failed SIP debits, newest first (at most `limit`), for the staff's view of their case. */
export async function failedDebitsOf(db: Executor, userId: number, limit = 10) {
  const rows = await db
    .select({
      sipId: sipInstalments.sipId,
      planName: sipInvestments.planName,
      seq: sipInstalments.seq,
      date: sipInstalments.debitOn,
      amountPaise: sipInstalments.amountPaise,
      reason: sipInstalments.failureReason,
    })
    .from(sipInstalments)
    .innerJoin(sipInvestments, eq(sipInvestments.id, sipInstalments.sipId))
    .where(and(eq(sipInstalments.userId, userId), eq(sipInstalments.status, "missed")))
    .orderBy(desc(sipInstalments.debitOn), desc(sipInstalments.id))
    .limit(limit);
  return rows.map(({ amountPaise, ...r }) => ({ ...r, amount: paiseToRupees(amountPaise) }));
}
