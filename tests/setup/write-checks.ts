import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../server/db/client";

/**
 * Database checks shared by the crash tests (tests/e2e/crash-safety*.e2e.ts, durability-postgres):
 * what a SIGKILL in the middle of concurrent writes must never leave behind.
 */

/** How many loan applications carry each purpose starting with `prefix` (the tests label each submission by its purpose). */
export async function loansByPurpose(db: Db, prefix: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ purpose: string; n: number }>(
    db,
    sql`select purpose, count(*)::int as n from loan_applications where starts_with(purpose, ${prefix}) group by purpose`,
  );
  return new Map(rows.map((r) => [r.purpose, r.n]));
}

/** The order ids of captured payments, each with how many transactions it has (exactly one is right). */
export async function capturedPayments(db: Db): Promise<{ order_id: string; txns: number }[]> {
  return queryRows<{ order_id: string; txns: number }>(
    db,
    sql`select p.order_id, (select count(*)::int from transactions t where t.payment_id = p.id) as txns from payments p where p.status = 'captured'`,
  );
}

/**
 * Half-written changes, all of which must be 0: transactions without a captured payment, captured
 * payments without exactly one capture audit row, loan applications without their audit row.
 */
export async function halfWritten(db: Db): Promise<{ txns: number; audits: number; loans: number }> {
  const [row] = await queryRows<{ txns: number; audits: number; loans: number }>(
    db,
    sql`select
          (select count(*)::int from transactions t where not exists (select 1 from payments p where p.id = t.payment_id and p.status = 'captured')) as txns,
          (select count(*)::int from payments p where p.status = 'captured'
             and (select count(*) from audit_logs a where a.action_type = 'capture_payment' and a.entity_id = p.id::text) <> 1) as audits,
          (select count(*)::int from loan_applications l where not exists
             (select 1 from audit_logs a where a.action_type = 'create_loan_application' and a.entity_id = l.id::text)) as loans`,
  );
  return row;
}
