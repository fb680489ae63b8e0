import { desc, eq, sql } from "drizzle-orm";
import { loanTypeLabel } from "../../../shared/catalog/loan-types";
import { loanApplications, users, type LoanDecision, type PagedSearchQuery } from "../../../shared/schema";
import { queryRows, type Db } from "../../db/client";
import { containsPattern } from "../../db/search";
import type { AdminLoanView, DecidedLoanView } from "../../../shared/contracts/loans";
import { alreadyInStatus, notFound } from "../../http/errors";
import { refuseOwnReview } from "../../http/four-eyes";
import type { RequestContext } from "../../http/request-context";
import { writeAudit } from "../audit";
import { loanApproved, loanRejected, notify } from "../notifications";
import { expireOpenOrders } from "../payments";
import { loanRowJson } from "./loan-json";
import { withFields } from "../../db/row-view";
import { now } from "../../../shared/clock";

// Same expression as the trigram index (migrations/0017_money_in_paise.sql recreated it over amount_paise), so the index serves it.
const LOAN_SEARCH_TEXT = sql`lower(${loanApplications.loanType} || ' ' ||
  case ${loanApplications.loanType} when 'HomeLoan' then 'home loan' when 'LAP' then 'loan against property lap' when 'BTTopUp' then 'balance transfer top-up' else 'loan' end
  || ' ' || ${loanApplications.status} || ' ' || (${loanApplications.amountPaise} / 100)::text)`;

/**
 * Staff list: newest first, searched in SQL over loan type, applicant name, username, status and
 * amount. Both halves are index-backed: the loan fields by their trigram index, the applicant by the
 * users trigram index, whose matching ids then use the loans' user_id index.
 */
export async function listAllLoans(db: Db, { q, page, pageSize }: PagedSearchQuery): Promise<{ items: AdminLoanView[]; total: number }> {
  const p = q ? containsPattern(q) : null;
  const where = p
    ? sql`(${LOAN_SEARCH_TEXT} like ${p} or ${loanApplications.userId} = any(array(
          select u.id from users u
          where lower(u.full_name || ' ' || u.username || ' ' || u.email || ' ' || u.role) like ${p}
            and (lower(u.full_name) like ${p} or lower(u.username) like ${p}))))`
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ loan: loanApplications, fullName: users.fullName, username: users.username, email: users.email })
      .from(loanApplications)
      .innerJoin(users, eq(users.id, loanApplications.userId))
      .where(where)
      .orderBy(desc(loanApplications.appliedAt), desc(loanApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // Unfiltered, the total comes from the trigger-kept stats rather than counting every application.
    where
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(loanApplications)
          .where(where)
      : queryRows<{ total: number }>(db, sql`select coalesce(sum(applications), 0)::int as total from loan_monthly_stats`),
  ]);
  const items = rows.map((r) =>
    withFields(loanRowJson(r.loan), {
      loanTypeLabel: loanTypeLabel(r.loan.loanType),
      applicant: { fullName: r.fullName, username: r.username, email: r.email },
    }),
  );
  return { items, total };
}

/** Approve or reject, in any direction, but never to the status it already has. */
export async function decideLoan(db: Db, id: number, decision: LoanDecision, ctx: RequestContext): Promise<DecidedLoanView> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(loanApplications).where(eq(loanApplications.id, id)).for("update");
    if (!current) throw notFound("Loan application not found");
    refuseOwnReview(current.userId, ctx, "application");
    // The one answer for "already in that status" across modules (docs/decisions/api-contract-for-any-client.md).
    if (current.status === decision.status) throw alreadyInStatus(`This application is already ${decision.status}`);
    const rejectionReason = decision.status === "rejected" ? decision.rejectionReason! : null;
    const [updated] = await tx
      .update(loanApplications)
      .set({ status: decision.status, rejectionReason, updatedAt: now() })
      .where(eq(loanApplications.id, id))
      .returning();
    // A fee order opened before the rejection must not be paid after it.
    if (updated.status === "rejected")
      await expireOpenOrders(tx, "loan-processing-fee", id, ctx, `loan application #${id} was rejected`, current.userId);
    await writeAudit(tx, ctx, {
      actionType: "update_loan_status",
      entityType: "loan_application",
      entityId: id,
      subjectId: current.userId,
      oldValue: { status: current.status },
      newValue: { status: updated.status },
      personal: {
        oldValue: current.rejectionReason ? { rejectionReason: current.rejectionReason } : null,
        newValue: rejectionReason ? { rejectionReason } : null,
      },
      description: `Loan application #${id} ${decision.status}${rejectionReason ? " with a reason" : ""}`,
    });
    await notify(tx, updated.status === "approved" ? loanApproved(updated) : loanRejected(updated));
    return withFields(loanRowJson(updated), { loanTypeLabel: loanTypeLabel(updated.loanType) });
  });
}
