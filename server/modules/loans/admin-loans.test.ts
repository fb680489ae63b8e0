import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { createTestApp, linksOf, pageOf, signedInAgent, type TestApp } from "../../../tests/setup/test-app";
import { validLoan } from "../../../tests/setup/factories";
import { auditLogsAsRead } from "../../../tests/setup/audit-rows";
import { oneStepDecisions } from "../../../tests/setup/maker-checker";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let customer: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  // The spec's one-step decision; with maker-checker on it is refused (loan-stages.test.ts).
  await oneStepDecisions(t);
  admin = await signedInAgent(t, "admin");
  customer = await signedInAgent(t);
  await customer.agent
    .post("/api/loan-applications")
    .send(validLoan({ amount: 3_300_000 }))
    .expect(201);
  await customer.agent
    .post("/api/loan-applications")
    .send(validLoan({ loanType: "LAP", amount: 1_200_000 }))
    .expect(201);
});
afterAll(() => t.close());

describe("GET /api/admin/loan-applications", () => {
  it("pages all applications with the applicant, searched in SQL", async () => {
    const all = await admin.agent.get("/api/admin/loan-applications");
    expect(pageOf(all).total).toBe(2);
    expect(linksOf(all)).toEqual({
      first: "/api/admin/loan-applications?page=1&pageSize=100",
      last: "/api/admin/loan-applications?page=1&pageSize=100",
    });
    expect(all.body[0]).toMatchObject({
      loanType: "LAP",
      applicant: { fullName: customer.user.fullName, username: customer.user.username },
    });
    const search = (q: string) => admin.agent.get(`/api/admin/loan-applications?q=${encodeURIComponent(q)}`).then(pageOf);
    expect((await search("loan against")).items.map((l: { loanType: string }) => l.loanType)).toEqual(["LAP"]);
    expect((await search("homeloan")).total).toBe(1);
    expect((await search(customer.user.fullName.toUpperCase())).total).toBe(2);
    expect((await search(customer.user.username)).total).toBe(2);
    expect((await search("3300000")).total).toBe(1);
    expect((await search("pending")).total).toBe(2);
    expect((await search("approved")).total).toBe(0);
  });

  it("is staff only", async () => {
    expect((await customer.agent.get("/api/admin/loan-applications")).status).toBe(403);
  });
});

describe("PATCH /api/admin/loan-applications/:id", () => {
  it("rejects only with a reason, never flips a decision, and audit-logs old and new values", async () => {
    const loan = (await customer.agent.post("/api/loan-applications").send(validLoan())).body;
    const noReason = await admin.agent.patch(`/api/admin/loan-applications/${loan.id}`).send({ status: "rejected", rejectionReason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.issues).toContainEqual({ path: "rejectionReason", message: "Please provide a reason for rejection" });
    expect((await customer.agent.get(`/api/loan-applications/${loan.id}`)).body.status).toBe("pending");

    const rejected = await admin.agent
      .patch(`/api/admin/loan-applications/${loan.id}`)
      .send({ status: "rejected", rejectionReason: "Income documents incomplete" });
    expect(rejected.status).toBe(200);
    const seen = (await customer.agent.get(`/api/loan-applications/${loan.id}`)).body;
    expect(seen).toMatchObject({ status: "rejected", stage: "rejected", rejectionReason: "Income documents incomplete" });

    const again = await admin.agent.patch(`/api/admin/loan-applications/${loan.id}`).send({ status: "rejected", rejectionReason: "x" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This application is already rejected", code: "ALREADY_IN_STATUS" });

    // A final decision is corrected by a superadmin's reopening, never by flipping it.
    const flip = await admin.agent.patch(`/api/admin/loan-applications/${loan.id}`).send({ status: "approved" });
    expect(flip.status).toBe(409);
    expect(flip.body.code).toBe("INVALID_TRANSITION");
    expect((await customer.agent.get(`/api/loan-applications/${loan.id}`)).body.status).toBe("rejected");

    const other = (await customer.agent.post("/api/loan-applications").send(validLoan())).body;
    const approved = await admin.agent.patch(`/api/admin/loan-applications/${other.id}`).send({ status: "approved" });
    expect(approved.body).toMatchObject({ status: "approved", stage: "sanctioned", rejectionReason: null });

    const audits = await queryRows<{ entity_id: string; old_value: unknown; new_value: unknown; user_id: number }>(
      t.db,
      sql`select entity_id, old_value, new_value, user_id from ${auditLogsAsRead} where action_type = 'update_loan_status' and entity_id in (${String(loan.id)}, ${String(other.id)}) order by id`,
    );
    expect(audits).toEqual([
      // The reason is staff's words about the customer: kept beside the row (and read back with it), erased with them.
      {
        entity_id: String(loan.id),
        user_id: admin.user.id,
        old_value: { status: "pending", stage: "submitted" },
        new_value: { status: "rejected", stage: "rejected", rejectionReason: "Income documents incomplete" },
      },
      {
        entity_id: String(other.id),
        user_id: admin.user.id,
        old_value: { status: "pending", stage: "submitted" },
        new_value: { status: "approved", stage: "sanctioned" },
      },
    ]);
    const analytics = (await admin.agent.get("/api/admin/analytics")).body;
    expect(analytics.loanStats).toMatchObject({ approved: 1, rejected: 1 });
  });

  it("refuses bad input, missing ids and customers", async () => {
    expect((await admin.agent.patch("/api/admin/loan-applications/99999").send({ status: "approved" })).status).toBe(404);
    expect((await admin.agent.patch("/api/admin/loan-applications/1").send({ status: "pending" })).body.message).toBe(
      "Status must be approved or rejected",
    );
    expect((await customer.agent.patch("/api/admin/loan-applications/1").send({ status: "approved" })).status).toBe(403);
  });
});

describe("four-eyes rule", () => {
  it("refuses staff a decision on their own application", async () => {
    for (const role of ["admin", "superadmin"] as const) {
      const staff = await signedInAgent(t, role);
      const own = (await staff.agent.post("/api/loan-applications").send(validLoan())).body;
      const res = await staff.agent.patch(`/api/admin/loan-applications/${own.id}`).send({ status: "approved" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "You cannot review your own application", code: "FORBIDDEN" });
      expect((await staff.agent.get(`/api/loan-applications/${own.id}`)).body.status).toBe("pending");
      // Another member of staff may decide it.
      await admin.agent.patch(`/api/admin/loan-applications/${own.id}`).send({ status: "approved" }).expect(200);
    }
  });
});
