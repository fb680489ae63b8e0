import { LOAN_STAGES, statusOfStage } from "../../../shared/catalog/loan-stages";
import { describe, expect, it } from "vitest";
import { LOAN_LIMITS } from "../../../shared/catalog/loan-types";
import { SIP_PLAN_NAMES } from "../../../shared/catalog/sip-plans";
import { CONSULTATION_SLOTS } from "../../../shared/catalog/consultations";
import { PAN_PATTERN } from "../../../shared/catalog/kyc";
import { isWeekend } from "../../../shared/schema/dates";
import { loanApplicationSchema, registerSchema } from "../../../shared/schema";
import {
  SlotBook,
  buildCustomerStory,
  buildDemoCustomerStory,
  idsNeeded,
  storiesToRows,
  streamFor,
  type CustomerStory,
  type Staff,
  type StoryContext,
} from ".";

const NOW = new Date("2026-11-23T06:30:00Z");
const STAFF: Staff[] = [
  { id: 2, username: "admin", ipAddress: "192.0.2.12", userAgent: "test" },
  { id: 3, username: "superadmin", ipAddress: "192.0.2.13", userAgent: "test" },
];
const context = (months = 6): StoryContext => ({ now: NOW, months, staff: STAFF, slots: new SlotBook(2) });

/** 200 customers as the seed builds them (ids from 4), with consecutive ids for their records. */
function build(seed: number, ctx = context()) {
  const stories = Array.from({ length: 200 }, (_, i) => buildCustomerStory(streamFor(seed, 4 + i), 4 + i, ctx));
  const need = idsNeeded(stories);
  const seq = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const rows = storiesToRows(
    stories,
    {
      loans: seq(need.loans),
      sips: seq(need.sips),
      consultations: seq(need.consultations),
      documents: seq(need.documents),
      payments: seq(need.payments),
    },
    "hash",
  );
  return { stories, rows };
}

describe("data factories", () => {
  it("are deterministic: the same seed and moment give the same customers and rows; another seed gives others", () => {
    const a = build(15);
    expect(build(15)).toEqual(a);
    const other = build(16);
    expect(other.rows.users.map((u) => u.fullName)).not.toEqual(a.rows.users.map((u) => u.fullName));
  });

  it("keep the random streams of a hundred thousand customers apart (no repeated 64-bit ids such as payment orders)", () => {
    const seen = new Set<string>();
    for (let key = 1; key <= 100_000; key++) {
      const rng = streamFor(15, key);
      for (let i = 0; i < 5; i++) seen.add(rng.hex(16));
    }
    expect(seen.size).toBe(500_000);
  });

  it("build Indian customers the registration form would accept: names, 10-digit mobiles from 6 to 9, emails at example domains", () => {
    const { rows } = build(15);
    const cities = new Set<string>();
    for (const u of rows.users) {
      const parsed = registerSchema.safeParse({
        username: u.username,
        password: "Secret@2026",
        email: u.email,
        fullName: u.fullName,
        phoneNumber: u.phoneNumber,
      });
      expect(parsed.success, u.username).toBe(true);
      expect(u.phoneNumber).toMatch(/^[6-9]\d{9}$/);
      expect(u.email).toMatch(/@example\.(com|net|org)$/);
    }
    for (const l of rows.loans)
      if (l.propertyAddress)
        cities.add(
          l.propertyAddress
            .split(", ")
            .at(-1)!
            .replace(/ \d{6}$/, ""),
        );
    expect(cities.size).toBeGreaterThan(10);
  });

  it("build loan applications the API would accept, in the real ranges, across the three types and statuses, with reasons on rejections", () => {
    const { stories, rows } = build(15);
    for (const s of stories)
      for (const loan of s.loans) expect(loanApplicationSchema.safeParse(loan).success, JSON.stringify(loan)).toBe(true);
    for (const l of rows.loans) {
      expect(l.amountPaise).toBeGreaterThanOrEqual(LOAN_LIMITS.minAmount * 100);
      expect(l.amountPaise).toBeLessThanOrEqual(LOAN_LIMITS.maxAmount * 100);
      expect(l.tenure % 12).toBe(0);
      expect(l.interestRate).toBeGreaterThanOrEqual(8);
      expect(l.interestRate).toBeLessThanOrEqual(11.5);
      expect(Boolean(l.rejectionReason)).toBe(l.stage === "rejected");
    }
    expect(new Set(rows.loans.map((l) => l.loanType))).toEqual(new Set(["HomeLoan", "LAP", "BTTopUp"]));
    expect(new Set(rows.loans.map((l) => l.status))).toEqual(new Set(["pending", "approved", "rejected"]));
    expect(new Set(rows.loans.map((l) => l.stage))).toEqual(new Set(LOAN_STAGES));
  });

  it("spread activity over the window, in the past, SIPs on every plan, some paused, and consultations in free weekday slots", () => {
    const { rows } = build(15, context(3));
    const earliest = NOW.getTime() - 3 * 31 * 24 * 3_600_000;
    const times = [
      ...rows.users.map((u) => u.createdAt!),
      ...rows.loans.map((l) => l.appliedAt!),
      ...rows.documents.map((d) => d.uploadedAt!),
      ...rows.auditLogs.map((a) => a.createdAt!),
    ];
    for (const t of times) {
      expect(t.getTime()).toBeLessThan(NOW.getTime());
      expect(t.getTime()).toBeGreaterThan(earliest);
    }
    expect(new Set(rows.sips.map((s) => s.planName))).toEqual(new Set(SIP_PLAN_NAMES));
    expect(rows.sips.some((s) => s.status === "paused")).toBe(true);
    for (const s of rows.sips) if (s.bankAccountNumber) expect(s.bankAccountNumber).toMatch(/^XXXX\d{4}$/);
    const places = new Map<string, number>();
    for (const c of rows.consultations) {
      expect(isWeekend(c.preferredDate)).toBe(false);
      expect(CONSULTATION_SLOTS).toContain(c.preferredTime);
      if (c.status !== "cancelled")
        places.set(`${c.preferredDate} ${c.preferredTime}`, (places.get(`${c.preferredDate} ${c.preferredTime}`) ?? 0) + 1);
    }
    expect(Math.max(...places.values())).toBeLessThanOrEqual(2);
    expect(rows.consultations.filter((c) => c.status === "completed").every((c) => c.preferredDate < "2026-11-24")).toBe(true);
    expect(rows.consultations.some((c) => c.status === "completed" && c.summary)).toBe(true);
  });

  it("pair every captured payment with its transaction and audit rows, and each record with the audit row its action writes", () => {
    const { rows } = build(15);
    expect(rows.payments.every((p) => p.status === "captured" && p.orderId.startsWith("order_demo_"))).toBe(true);
    expect(rows.transactions.map((t) => t.paymentId).sort()).toEqual(rows.payments.map((p) => p.id).sort());
    const audited = (action: string) => new Set(rows.auditLogs.filter((a) => a.actionType === action).map((a) => a.entityId));
    const ids = (list: { id?: number }[]) => new Set(list.map((r) => String(r.id)));
    expect(audited("capture_payment")).toEqual(ids(rows.payments));
    expect(audited("create_loan_application")).toEqual(ids(rows.loans));
    expect(audited("create_sip_investment")).toEqual(ids(rows.sips));
    expect(audited("create_consultation")).toEqual(ids(rows.consultations));
    expect(audited("upload_kyc_document")).toEqual(ids(rows.documents));
    const decided = rows.loans.filter((l) => l.status !== "pending");
    expect(audited("update_loan_status")).toEqual(ids(decided));
    // Staff decide; a customer only withdraws their own.
    for (const a of rows.auditLogs.filter((x) => x.actionType === "update_loan_status"))
      expect(a.userId === 2 || a.userId === 3 || (a.newValue as { stage: string }).stage === "withdrawn").toBe(true);
    // Each application's history starts with its filing and ends at its stage.
    for (const l of rows.loans) {
      const moves = rows.stageHistory.filter((h) => h.applicationId === l.id && h.fromStage !== h.toStage);
      expect(moves[0]).toMatchObject({ fromStage: null, toStage: "submitted", action: "submit" });
      expect(moves.at(-1)!.toStage).toBe(l.stage ?? "submitted");
      expect(l.status).toBe(statusOfStage(l.stage ?? "submitted"));
    }
  });

  it("make KYC documents with real files, some verified and some rejected with a reason", () => {
    const { rows } = build(15);
    const files = new Map(rows.files.map((f) => [f.key, f.body]));
    for (const d of rows.documents) {
      const body = files.get(d.storageKey!)!;
      expect(body.length).toBe(d.sizeBytes);
      expect(body.subarray(0, 4).toString("latin1")).toBe(d.contentType === "application/pdf" ? "%PDF" : "\x89PNG");
      if (d.documentType === "PAN Card") expect(d.documentNumber).toMatch(PAN_PATTERN);
      if (d.documentType === "Aadhaar Card") expect(d.documentNumber).toMatch(/^XXXX XXXX \d{4}$/);
      expect(Boolean(d.rejectionReason)).toBe(d.verificationStatus === "rejected");
    }
    expect(new Set(rows.documents.map((d) => d.verificationStatus))).toEqual(new Set(["pending", "verified", "rejected"]));
  });

  it("give the demo customer something in every dashboard tab, with an upcoming consultation that can still be rescheduled", () => {
    const ctx = context();
    const story: CustomerStory = buildDemoCustomerStory(
      streamFor(15, 1),
      { id: 1, username: "demo", email: "demo@gharsetu.example", fullName: "Priya Sharma", phoneNumber: "9876543210" },
      ctx,
    );
    expect(story.loans.map((l) => l.moves.at(-1)?.to ?? "submitted")).toEqual(["disbursed", "rejected", "submitted"]);
    expect(story.sips.map((s) => s.change?.status ?? "active")).toEqual(["paused", "active"]);
    expect(story.consultations.map((c) => c.outcome?.status ?? "scheduled")).toEqual(["completed", "scheduled"]);
    expect(story.consultations[1].preferredDate > "2026-11-25").toBe(true);
    expect(story.documents.map((d) => d.review?.status ?? "pending")).toEqual(["verified", "verified", "rejected", "pending"]);
    const rows = storiesToRows(
      [story],
      { loans: [1, 2, 3], sips: [1, 2], consultations: [1, 2], documents: [1, 2, 3, 4], payments: [1, 2, 3, 4, 5, 6] },
      "hash",
    );
    expect(rows.users).toEqual([]);
    expect(rows.transactions.length).toBe(6);
  });
});
