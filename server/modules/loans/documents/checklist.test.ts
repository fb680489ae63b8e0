import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { binary } from "../../../../tests/setup/binary-body";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client";
import { auditLogsAsRead } from "../../../../tests/setup/audit-rows";
import { validLoan } from "../../../../tests/setup/factories";
import { sampleExe, samplePdf, samplePng } from "../../../../tests/setup/kyc-files";
import { DEFAULT_PASSWORD, createTestApp, signedInAgent, type TestApp } from "../../../../tests/setup/test-app";
import { freezeClock } from "../../../../tests/setup/clock";

// The document checklist of an application over HTTP (docs/decisions/document-checklist.md): built from who
// applies and for what, a file per item, staff's review, and the documents stage held until all are accepted.

const clock = freezeClock("2026-11-27T06:30:00Z");

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t, "admin");
});
afterAll(() => t.close());

async function applied(extra: Record<string, unknown> = {}) {
  const customer = await signedInAgent(t);
  const loan = (await customer.agent.post("/api/loan-applications").send(validLoan(extra)).expect(201)).body;
  return { customer, id: loan.id as number };
}
const checklistOf = async (who: Agent, id: number) => (await who.agent.get(`/api/loan-applications/${id}/documents`).expect(200)).body;
const send = (who: Agent, id: number, itemId: string, file: Buffer = samplePdf(), name = `${itemId}.pdf`) =>
  who.agent
    .post(`/api/loan-applications/${id}/documents/${itemId}`)
    .attach("file", file, { filename: name, contentType: "application/pdf" });
/** When the item's current file was sent, as the staff's list shows it (a review names the copy it is about). */
const uploadedAtOf = async (id: number, itemId: string): Promise<string | undefined> =>
  (await admin.agent.get(`/api/loan-applications/${id}/documents`)).body.items?.find((i: { id: string }) => i.id === itemId)?.file
    ?.uploadedAt;
const review = async (who: Agent, id: number, itemId: string, body: Record<string, unknown>) =>
  who.agent
    .post(`/api/admin/loan-applications/${id}/documents/${itemId}/review`)
    .send({ uploadedAt: (await uploadedAtOf(id, itemId)) ?? "2026-01-01T00:00:00.000Z", ...body });
const advance = (id: number, expectedStage: string) =>
  admin.agent.post(`/api/admin/loan-applications/${id}/actions`).send({ action: "advance", expectedStage });
const statuses = (checklist: { items: { id: string; status: string }[] }) =>
  Object.fromEntries(checklist.items.map((i) => [i.id, i.status]));

describe("the checklist an application gets", () => {
  it("lists what a salaried buyer of a builder's flat needs, identity first, each missing until sent", async () => {
    const { customer, id } = await applied({ applicantProfile: "salaried", purchaseKind: "builder" });
    const checklist = await checklistOf(customer, id);
    expect(checklist).toMatchObject({
      applicantProfile: "salaried",
      profileGiven: true,
      purchaseKind: "builder",
      uploadsOpen: true,
      profileEditable: true,
      complete: false,
    });
    expect(checklist.items.map((i: { id: string }) => i.id)).toEqual([
      "pan",
      "identity_address",
      "salary_slips",
      "form16",
      "salary_bank_statement",
      "allotment_letter",
      "own_contribution",
    ]);
    expect(checklist.items[0]).toEqual({
      id: "pan",
      group: "identity",
      required: true,
      status: "missing",
      reason: null,
      source: null,
      file: null,
    });
    // The application carries what the list was built from.
    const own = (await customer.agent.get(`/api/loan-applications/${id}`).expect(200)).body;
    expect(own).toMatchObject({ applicantProfile: "salaried", purchaseKind: "builder" });
  });

  it("builds one for the published payload (no profile) from the employment type, and the owner can say who they are", async () => {
    const { customer, id } = await applied({ employmentType: "self-employed", loanType: "LAP" });
    const before = await checklistOf(customer, id);
    expect(before).toMatchObject({ applicantProfile: "self-employed-business", profileGiven: false, purchaseKind: null });
    expect(before.items.map((i: { id: string }) => i.id)).toContain("business_proof");

    const after = (
      await customer.agent
        .put(`/api/loan-applications/${id}/documents/profile`)
        .send({ applicantProfile: "self-employed-professional", purchaseKind: "resale" })
        .expect(200)
    ).body;
    // A loan against property has no purchase kind; a professional shows the qualification, not a business's proof.
    expect(after).toMatchObject({ applicantProfile: "self-employed-professional", profileGiven: true, purchaseKind: null });
    const ids = after.items.map((i: { id: string }) => i.id);
    expect(ids).toContain("qualification");
    expect(ids).not.toContain("business_proof");
    expect(ids).toEqual(expect.arrayContaining(["title_chain", "approved_plan", "property_tax"]));

    const bad = await customer.agent.put(`/api/loan-applications/${id}/documents/profile`).send({ applicantProfile: "astronaut" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      expect.objectContaining({ path: "applicantProfile", message: "Please choose what describes you best" }),
    ]);
  });

  it("refuses a profile that does not fit the employment type, and lists a balance transfer's papers", async () => {
    const customer = await signedInAgent(t);
    const res = await customer.agent
      .post("/api/loan-applications")
      .send(validLoan({ employmentType: "salaried", applicantProfile: "self-employed-business" }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ path: "applicantProfile" })]);

    const { customer: mover, id } = await applied({
      loanType: "BTTopUp",
      existingLoanDetails: { lenderName: "HDFC Bank", accountNumber: "HL123456", outstandingAmount: 2_000_000, currentRate: 9.6 },
      amount: 2_500_000,
    });
    const ids = (await checklistOf(mover, id)).items.map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining(["foreclosure_letter", "documents_held", "repayment_statement"]));
  });

  it("is its owner's and staff's only", async () => {
    const { id } = await applied();
    const stranger = await signedInAgent(t);
    expect((await stranger.agent.get(`/api/loan-applications/${id}/documents`)).status).toBe(404);
    expect((await send(stranger, id, "pan")).status).toBe(404);
    expect((await stranger.agent.put(`/api/loan-applications/${id}/documents/profile`).send({ applicantProfile: "nri" })).status).toBe(404);
    expect((await checklistOf(admin, id)).items.length).toBeGreaterThan(0);
  });
});

describe("sending a document", () => {
  it("keeps the file for its item, judged by its bytes, and lets the owner and staff (audited) read it back", async () => {
    const { customer, id } = await applied();
    const exe = await send(customer, id, "pan", sampleExe(), "pan.pdf");
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe("Only PDF, JPEG and PNG files can be uploaded. This file is not one of them.");
    const unknown = await send(customer, id, "passport_visa");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("This document is not on the application's checklist");
    const empty = await customer.agent.post(`/api/loan-applications/${id}/documents/pan`).field("note", "x");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please choose a file to upload");

    const sent = await send(customer, id, "pan", samplePng(), "my pan.png");
    expect(sent.status).toBe(200);
    const pan = sent.body.items.find((i: { id: string }) => i.id === "pan");
    expect(pan).toMatchObject({
      status: "submitted",
      source: "upload",
      file: { fileName: "my pan.png", contentType: "image/png", url: `/api/loan-applications/${id}/documents/pan/file` },
    });

    const own = await binary(customer.agent.get(pan.file.url));
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(own.headers["content-disposition"]).toBe(`attachment; filename="pan-${id}.png"`);
    expect(Buffer.compare(own.body as Buffer, samplePng())).toBe(0);
    const staff = await binary(admin.agent.get(`${pan.file.url}?inline=1`));
    expect(staff.status).toBe(200);
    expect(staff.headers["content-disposition"]).toMatch(/^inline;/);
    const stranger = await signedInAgent(t);
    expect((await stranger.agent.get(pan.file.url)).status).toBe(404);

    const audit = await queryRows<{ action_type: string; user_id: number }>(
      t.db,
      sql`select action_type, user_id from ${auditLogsAsRead} where entity_type = 'loan_application' and entity_id = ${String(id)}
        and action_type in ('upload_loan_document', 'view_loan_document') order by id`,
    );
    expect(audit).toEqual([
      { action_type: "upload_loan_document", user_id: customer.user.id },
      { action_type: "view_loan_document", user_id: admin.user.id },
    ]);
  });

  it("counts a verified KYC document that stands for an item, and one waiting for its check as sent", async () => {
    const { customer, id } = await applied();
    await customer.agent
      .post("/api/kyc-documents")
      .field("documentType", "PAN Card")
      .attach("file", samplePdf(), { filename: "pan.pdf", contentType: "application/pdf" })
      .expect(201);
    expect(statuses(await checklistOf(customer, id))).toMatchObject({ pan: "submitted" });
    const [kyc] = (await customer.agent.get("/api/kyc-documents").expect(200)).body;
    await admin.agent.patch(`/api/admin/kyc-documents/${kyc.id}`).send({ verificationStatus: "verified" }).expect(200);
    const checklist = await checklistOf(customer, id);
    expect(checklist.items.find((i: { id: string }) => i.id === "pan")).toMatchObject({
      status: "accepted",
      source: "kyc",
      file: { url: `/api/kyc-documents/${kyc.id}/file` },
    });
  });
});

describe("staff's review and the documents stage", () => {
  it("sends a document back with the reason (in-app and e-mail), takes the new copy and accepts it", async () => {
    const { customer, id } = await applied({ applicantProfile: "salaried", purchaseKind: "resale" });
    expect((await review(admin, id, "form16", { status: "accepted" })).status).toBe(404);
    await send(customer, id, "form16").expect(200);

    const noReason = await review(admin, id, "form16", { status: "needs_new_copy" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.issues).toEqual([expect.objectContaining({ path: "reason", message: "Please say why a new copy is needed" })]);
    expect((await review(admin, id, "form16", { status: "needs_new_copy", reason: "Only one year is here; we need both" })).status).toBe(
      200,
    );
    const returned = (await checklistOf(customer, id)).items.find((i: { id: string }) => i.id === "form16");
    expect(returned).toMatchObject({ status: "needs_new_copy", reason: "Only one year is here; we need both" });

    const [notice] = await queryRows<{ kind: string; title: string; body: string; link: string }>(
      t.db,
      sql`select kind, title, body, link from notifications where user_id = ${customer.user.id} and kind = 'loan_document_returned'`,
    );
    expect(notice).toEqual({
      kind: "loan_document_returned",
      title: "Please send a new copy of a document",
      body: `For your Home Loan application #${id}, we need a new copy of: Form 16 for the last 2 years. Reason: Only one year is here; we need both`,
      link: `/loans/${id}#documents`,
    });
    const mails = await queryRows<{ kind: string }>(
      t.db,
      sql`select payload->>'kind' as kind from outbox where topic = 'email' and user_id = ${customer.user.id} and payload->>'kind' = 'loan_document_returned'`,
    );
    expect(mails).toHaveLength(1);

    await send(customer, id, "form16").expect(200);
    expect(statuses(await checklistOf(customer, id))).toMatchObject({ form16: "submitted" });
    const accepted = await review(admin, id, "form16", { status: "accepted" });
    expect(accepted.status).toBe(200);
    expect(statuses(accepted.body)).toMatchObject({ form16: "accepted" });
    expect((await review(admin, id, "form16", { status: "accepted" })).body.code).toBe("ALREADY_IN_STATUS");
    const again = await send(customer, id, "form16");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This document is already accepted; there is no need to send it again");
  });

  it("holds the application at documents until every required document is accepted, then lets it pass", async () => {
    const { customer, id } = await applied({ applicantProfile: "nri", purchaseKind: "construction" });
    await advance(id, "submitted").expect(200);
    const held = await advance(id, "documents");
    expect(held.status).toBe(409);
    expect(held.body.code).toBe("CHECKLIST_INCOMPLETE");
    expect(held.body.message).toMatch(/^The documents stage is passed once every required document is accepted: 8 are not \(PAN card; /);

    const { items } = await checklistOf(customer, id);
    for (const item of items.slice(1)) {
      await send(customer, id, item.id).expect(200);
      expect((await review(admin, id, item.id, { status: "accepted" })).status).toBe(200);
    }
    const one = await advance(id, "documents");
    expect(one.status).toBe(409);
    expect(one.body.message).toBe("The documents stage is passed once every required document is accepted: 1 is not (PAN card).");
    // Who the applicant is no longer changes what is needed once the list is being checked… until it is passed.
    await send(customer, id, "pan").expect(200);
    expect((await review(admin, id, "pan", { status: "accepted" })).status).toBe(200);
    expect((await checklistOf(customer, id)).complete).toBe(true);
    await advance(id, "documents").expect(200);
    const late = await customer.agent.put(`/api/loan-applications/${id}/documents/profile`).send({ applicantProfile: "salaried" });
    expect(late.status).toBe(409);
    expect((await checklistOf(customer, id)).profileEditable).toBe(false);
  });

  it("takes no more files once the application is decided, and staff never review their own", async () => {
    const { customer, id } = await applied();
    await send(customer, id, "pan").expect(200);
    await customer.agent.post(`/api/loan-applications/${id}/withdraw`).send({}).expect(200);
    const late = await send(customer, id, "identity_address");
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This application has been decided, so documents can no longer be sent for it");
    expect((await checklistOf(customer, id)).uploadsOpen).toBe(false);

    const own = (await admin.agent.post("/api/loan-applications").send(validLoan()).expect(201)).body;
    await send(admin, own.id, "pan").expect(200);
    expect((await review(admin, own.id, "pan", { status: "accepted" })).status).toBe(403);
  });

  it("refuses a review of a copy replaced since it was opened, and keeps the new copy waiting", async () => {
    const { customer, id } = await applied();
    await send(customer, id, "form16").expect(200);
    const opened = await uploadedAtOf(id, "form16");
    clock.advance(60_000);
    await send(customer, id, "form16", samplePng(), "form16 again.png").expect(200);
    const stale = await review(admin, id, "form16", { status: "accepted", uploadedAt: opened });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("CHANGE_CLASHED");
    expect((await checklistOf(customer, id)).items.find((i: { id: string }) => i.id === "form16")).toMatchObject({
      status: "submitted",
      file: { fileName: "form16 again.png" },
    });
    expect((await review(admin, id, "form16", { status: "accepted" })).status).toBe(200);
  });

  it("never replaces an item a verified KYC document already stands for", async () => {
    const { customer, id } = await applied();
    await customer.agent
      .post("/api/kyc-documents")
      .field("documentType", "PAN Card")
      .attach("file", samplePdf(), { filename: "pan.pdf", contentType: "application/pdf" })
      .expect(201);
    const [kyc] = (await customer.agent.get("/api/kyc-documents").expect(200)).body;
    await admin.agent.patch(`/api/admin/kyc-documents/${kyc.id}`).send({ verificationStatus: "verified" }).expect(200);
    const again = await send(customer, id, "pan");
    expect(again.status).toBe(409);
    expect(statuses(await checklistOf(customer, id))).toMatchObject({ pan: "accepted" });
  });
});

describe("changing who applies", () => {
  it("offers only profiles that fit the employment type, and drops the files of documents no longer asked for", async () => {
    const { customer, id } = await applied({ applicantProfile: "salaried", purchaseKind: "builder" });
    const mismatch = await customer.agent
      .put(`/api/loan-applications/${id}/documents/profile`)
      .send({ applicantProfile: "self-employed-business" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.issues).toEqual([{ path: "applicantProfile", message: "Please choose what describes you best" }]);

    await send(customer, id, "allotment_letter").expect(200);
    const before = await queryRows<{ storage_key: string }>(
      t.db,
      sql`select storage_key from loan_documents where application_id = ${id} and item_id = 'allotment_letter'`,
    );
    expect(existsSync(path.join(t.config.dataDir, "uploads", before[0].storage_key))).toBe(true);
    const resale = (
      await customer.agent
        .put(`/api/loan-applications/${id}/documents/profile`)
        .send({ applicantProfile: "nri", purchaseKind: "resale" })
        .expect(200)
    ).body;
    expect(resale.items.map((i: { id: string }) => i.id)).not.toContain("allotment_letter");
    expect(await queryRows(t.db, sql`select id from loan_documents where application_id = ${id} and item_id = 'allotment_letter'`)).toEqual(
      [],
    );
    expect(existsSync(path.join(t.config.dataDir, "uploads", before[0].storage_key))).toBe(false);
  });
});

describe("an erased account's documents", () => {
  it("keeps the files sent for a loan under the retention rule, without their names, until a day, then housekeeping removes them", async () => {
    const { customer, id } = await applied();
    await send(customer, id, "salary_slips", samplePdf(), "Priya salary slips.pdf").expect(200);
    await customer.agent.delete("/api/me").send({ password: DEFAULT_PASSWORD }).expect(200);
    const [kept] = await queryRows<{ file_name: string | null; retain_until: string | null }>(
      t.db,
      sql`select file_name, retain_until::text from loan_documents where application_id = ${id}`,
    );
    expect(kept.file_name).toBeNull();
    expect(kept.retain_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
