import { desc, eq, sql } from "drizzle-orm";
import { loanTypeLabel } from "../../../shared/catalog/loan-types";
import { loanApplications, users, type LoanDecision, type PagedSearchQuery, type PublicUser } from "../../../shared/schema";
import { queryRows, type Db } from "../../db/client";
import { containsPattern } from "../../db/search";
import type { AdminLoanView, DecidedLoanView } from "../../../shared/contracts/loans";
import type { RequestContext } from "../../http/request-context";
import { getSettings } from "../settings";
import { loanRowJson } from "./loan-json";
import { decideLoanStage } from "./loan-stages.service";
import { withFields } from "../../db/row-view";

// Same expression as the trigram index (migrations/0019_loan_stages_and_underwriting.sql last recreated it, adding the stage), so the index serves it.
const LOAN_SEARCH_TEXT = sql`lower(${loanApplications.loanType} || ' ' ||
  case ${loanApplications.loanType} when 'HomeLoan' then 'home loan' when 'LAP' then 'loan against property lap' when 'BTTopUp' then 'balance transfer top-up' else 'loan' end
  || ' ' || ${loanApplications.status} || ' ' || replace(${loanApplications.stage}, '_', ' ') || ' ' || (${loanApplications.amountPaise} / 100)::text)`;

/**
 * Staff list: newest first, searched in SQL over loan type, applicant name, username, status, stage
 * and amount. Both halves are index-backed: the loan fields by their trigram index, the applicant by the
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

/**
 * The spec's one-step approve or reject, as maker-checker allows it (loan-stages.service.ts); the answer is
 * the application as decided.
 */
export async function decideLoan(
  db: Db,
  id: number,
  decision: LoanDecision,
  viewer: PublicUser,
  ctx: RequestContext,
): Promise<DecidedLoanView> {
  const updated = await db.transaction(async (tx) => decideLoanStage(tx, id, decision, viewer, await getSettings(tx), ctx));
  return withFields(loanRowJson(updated), { loanTypeLabel: loanTypeLabel(updated.loanType) });
}
