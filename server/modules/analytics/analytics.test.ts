import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, loanApplications, sipInvestments } from "../../../shared/schema";
import { rupeesToPaise } from "../../../shared/finance/money";
import { queryRows } from "../../db/client";
import { createTestApp, makeUser, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { trendPercent } from "./analytics.service";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t, "admin");
});
afterAll(() => t.close());

// The figures are counted against the database's own now() (analytics.service.ts), as are the rows' stamps: the test dates rows by it too.
const loan = (userId: number, loanType: string, status: "pending" | "approved" | "rejected", appliedAt: SQL = sql`now()`) => ({
  userId,
  loanType,
  status,
  appliedAt,
  amountPaise: rupeesToPaise(2_500_000),
  tenure: 240,
  interestRate: 8.5,
  purpose: "Buying a flat",
  monthlyIncomePaise: rupeesToPaise(90_000),
});

describe("GET /api/admin/analytics", () => {
  it("computes every figure from the data", async () => {
    const u = await makeUser(t);
    const old = await makeUser(t);
    await t.db.execute(sql`update users set created_at = now() - interval '10 days' where id = ${old.id}`);
    // The 15th of last month in India.
    const lastMonth = sql`(date_trunc('month', now() at time zone 'Asia/Kolkata') - interval '1 month' + interval '14 days') at time zone 'Asia/Kolkata'`;
    await t.db
      .insert(loanApplications)
      .values([
        loan(u.id, "HomeLoan", "pending"),
        loan(u.id, "HomeLoan", "approved"),
        loan(u.id, "LAP", "rejected"),
        loan(u.id, "BTTopUp", "pending", lastMonth),
      ]);
    // An admin decision moves the counts (the stats follow updates too).
    await t.db.execute(sql`update loan_applications set status = 'approved' where loan_type = 'LAP'`);
    await t.db.insert(consultations).values([
      { userId: u.id, topic: "Tax Planning", preferredDate: "2026-12-01", status: "scheduled", name: "A" },
      { userId: u.id, topic: "Financial Planning", preferredDate: "2026-12-02", status: "completed" },
      { userId: u.id, topic: "Other Financial Services", preferredDate: "2026-12-03", status: "cancelled" },
      { userId: u.id, topic: "Wealth Management", preferredDate: "2026-12-04", status: "scheduled" },
    ]);
    await t.db.insert(sipInvestments).values([
      {
        userId: u.id,
        planName: "Equity Growth Plan",
        monthlyAmountPaise: rupeesToPaise(5000),
        startDate: "2026-12-01",
        durationMonths: 60,
      },
      {
        userId: u.id,
        planName: "Debt Stability Plan",
        monthlyAmountPaise: rupeesToPaise(1000),
        startDate: "2026-12-01",
        durationMonths: 24,
        status: "paused",
      },
    ]);

    const res = await admin.agent.get("/api/admin/analytics");
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.totalUsers).toBe(3);
    expect(a.loanStats).toEqual({ total: 4, pending: 2, approved: 2, rejected: 0 });
    expect(a.consultations).toEqual({ total: 4, scheduled: 2, completed: 1 });
    expect(a.sipInvestments).toEqual({ total: 2, active: 1 });
    expect(a.auditLogs.total).toBeGreaterThanOrEqual(1);
    expect(a.newUsers).toEqual({ last7Days: 2, previous7Days: 1, trendPercent: 100 });
    expect(a.loansByMonth).toHaveLength(6);
    const current = a.loansByMonth.at(-1);
    expect(current).toMatchObject({ HomeLoan: 2, LAP: 1, BTTopUp: 0 });
    expect(a.loansByMonth.at(-2)).toMatchObject({ HomeLoan: 0, LAP: 0, BTTopUp: 1 });
    expect(a.latestConsultations.map((c: { topic: string }) => c.topic)).toEqual([
      "Wealth Management",
      "Other Financial Services",
      "Financial Planning",
    ]);
    expect(a.latestConsultations[0].fullName).toBe(u.fullName);
  });

  it("keeps its kept counts equal to the tables as rows change status, go (with what cascades) and come", async () => {
    const counted = async () =>
      (
        await queryRows<Record<string, number>>(
          t.db,
          sql`select (select count(*) from users)::int as "totalUsers",
                     (select count(*) from consultations)::int as "consultationsTotal",
                     (select count(*) from consultations where status = 'scheduled')::int as "consultationsScheduled",
                     (select count(*) from consultations where status = 'completed')::int as "consultationsCompleted",
                     (select count(*) from sip_investments)::int as "sipTotal",
                     (select count(*) from sip_investments where status = 'active')::int as "sipActive"`,
        )
      )[0];
    const shown = async () => {
      const a = (await admin.agent.get("/api/admin/analytics").expect(200)).body;
      return {
        totalUsers: a.totalUsers,
        consultationsTotal: a.consultations.total,
        consultationsScheduled: a.consultations.scheduled,
        consultationsCompleted: a.consultations.completed,
        sipTotal: a.sipInvestments.total,
        sipActive: a.sipInvestments.active,
      };
    };
    const leaving = await makeUser(t);
    const staying = await makeUser(t);
    await t.db.insert(consultations).values([
      { userId: leaving.id, topic: "Tax Planning", preferredDate: "2026-12-05", status: "scheduled" },
      { userId: staying.id, topic: "Tax Planning", preferredDate: "2026-12-06", status: "scheduled" },
    ]);
    await t.db.insert(sipInvestments).values([
      {
        userId: leaving.id,
        planName: "Equity Growth Plan",
        monthlyAmountPaise: rupeesToPaise(5000),
        startDate: "2026-12-01",
        durationMonths: 60,
      },
      {
        userId: staying.id,
        planName: "Equity Growth Plan",
        monthlyAmountPaise: rupeesToPaise(5000),
        startDate: "2026-12-01",
        durationMonths: 60,
      },
    ]);
    expect(await shown()).toEqual(await counted());
    const before = await shown();
    await t.db.execute(sql`update consultations set status = 'completed' where user_id = ${staying.id}`);
    await t.db.execute(sql`update sip_investments set status = 'paused' where user_id = ${staying.id}`);
    // An update that leaves the status as it was moves nothing.
    await t.db.execute(sql`update sip_investments set monthly_amount_paise = 600000 where user_id = ${leaving.id}`);
    await t.db.execute(sql`delete from users where id = ${leaving.id}`);
    const after = await shown();
    expect(after).toEqual(await counted());
    expect(after).toEqual({
      totalUsers: before.totalUsers - 1,
      consultationsTotal: before.consultationsTotal - 1,
      consultationsScheduled: before.consultationsScheduled - 2,
      consultationsCompleted: before.consultationsCompleted + 1,
      sipTotal: before.sipTotal - 1,
      sipActive: before.sipActive - 2,
    });
  });

  it("computes the trend against the previous 7 days", () => {
    expect(trendPercent(12, 10)).toBe(20);
    expect(trendPercent(5, 10)).toBe(-50);
    expect(trendPercent(1, 3)).toBe(-66.7);
    expect(trendPercent(0, 0)).toBe(0);
    expect(trendPercent(4, 0)).toBeNull();
  });
});
