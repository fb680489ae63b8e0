import { sql } from "drizzle-orm";
import type { AnalyticsView } from "../../../shared/contracts/analytics";
import { queryRows, type Db } from "../../db/client";
import { keptCount, keptCountOfStatuses } from "../../db/kept-counts";

const MONTHS_IN_CHART = 6;

/**
 * Every figure is an SQL aggregate. Loan figures come from loan_monthly_stats, and the totals of
 * customers, SIPs (by status), consultations (by status) and audit entries from row_counts, all kept by
 * triggers (migrations 0001, 0014 and 0017), so the cost does not grow with the data; only the new customers
 * of the last two weeks are counted, by index.
 */
export async function getAnalytics(db: Db): Promise<AnalyticsView> {
  const [counts, months, latest] = await Promise.all([
    queryRows<Record<string, number>>(
      db,
      sql`select
        ${keptCount("users")} as "totalUsers",
        (select count(*) from users where created_at >= now() - interval '7 days')::int as "newLast7",
        (select count(*) from users where created_at >= now() - interval '14 days' and created_at < now() - interval '7 days')::int as "newPrev7",
        (select coalesce(sum(applications), 0) from loan_monthly_stats)::int as "loansTotal",
        (select coalesce(sum(applications), 0) from loan_monthly_stats where status = 'pending')::int as "loansPending",
        (select coalesce(sum(applications), 0) from loan_monthly_stats where status = 'approved')::int as "loansApproved",
        (select coalesce(sum(applications), 0) from loan_monthly_stats where status = 'rejected')::int as "loansRejected",
        ${keptCountOfStatuses("consultations")} as "consultationsTotal",
        ${keptCount("consultations:scheduled")} as "consultationsScheduled",
        ${keptCount("consultations:completed")} as "consultationsCompleted",
        ${keptCountOfStatuses("sip_investments")} as "sipTotal",
        ${keptCount("sip_investments:active")} as "sipActive",
        ${keptCount("audit_logs")} as "auditTotal"`,
    ),
    queryRows<{ month: string; HomeLoan: number; LAP: number; BTTopUp: number }>(
      db,
      sql`with months as (
            select (date_trunc('month', now() at time zone 'Asia/Kolkata') - make_interval(months => g))::date as month
            from generate_series(0, ${MONTHS_IN_CHART - 1}) g)
          select to_char(m.month, 'YYYY-MM') as month,
            coalesce(sum(s.applications) filter (where s.loan_type = 'HomeLoan'), 0)::int as "HomeLoan",
            coalesce(sum(s.applications) filter (where s.loan_type = 'LAP'), 0)::int as "LAP",
            coalesce(sum(s.applications) filter (where s.loan_type = 'BTTopUp'), 0)::int as "BTTopUp"
          from months m left join loan_monthly_stats s on s.month = m.month
          group by m.month order by m.month`,
    ),
    queryRows<AnalyticsView["latestConsultations"][number]>(
      db,
      sql`select c.id, c.topic, to_char(c.preferred_date, 'YYYY-MM-DD') as "preferredDate", c.status, c.name, u.full_name as "fullName"
          from consultations c join users u on u.id = c.user_id
          order by c.booked_at desc, c.id desc limit 3`,
    ),
  ]);
  const c = counts[0];
  return {
    totalUsers: c.totalUsers,
    loanStats: { total: c.loansTotal, pending: c.loansPending, approved: c.loansApproved, rejected: c.loansRejected },
    consultations: { total: c.consultationsTotal, scheduled: c.consultationsScheduled, completed: c.consultationsCompleted },
    sipInvestments: { total: c.sipTotal, active: c.sipActive },
    auditLogs: { total: c.auditTotal },
    newUsers: { last7Days: c.newLast7, previous7Days: c.newPrev7, trendPercent: trendPercent(c.newLast7, c.newPrev7) },
    loansByMonth: months,
    latestConsultations: latest,
  };
}

/** Change against the previous 7 days, one decimal; null when there is nothing to compare with. */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
