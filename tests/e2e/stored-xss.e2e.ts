import type { Page } from "playwright-core";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { upcomingWeekdays, validLoan, validSip } from "../setup/factories";
import { verifiedInvestor } from "../setup/http-client";
import { onPostgres, type RunningServer } from "../setup/server";
import { openTestDatabase } from "../setup/test-db";
import { samplePdf } from "../setup/kyc-files";

/**
 * Stored XSS. Markup typed into every field that a page shows again (loan purpose
 * and address, booking notes, the adviser's summary,
 * rejection reasons, bank name, complaints and their answers, a
 * browser's User-Agent, chat messages, a file's name) is
 * shown as text on the customer's and the staff's pages: no element from it reaches the DOM and its
 * script never runs (the check of the DOM holds even where the CSP would have stopped the script).
 */
const P = `"'><img src=x onerror=window.__xss=1><svg onload=window.__xss=1>`;
const CUSTOMER = { username: "xss.customer", password: "Secret@2026" };

/** The session cookie of a sign-in. */
async function cookieOf(baseUrl: string, username: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A signed-in API client for the test's set-up (fetch with the session cookie). */
async function apiAs(baseUrl: string, username: string, password: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return async (method: string, path: string, data: object | FormData) => {
    const form = data instanceof FormData;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Cookie: cookie, ...(form ? {} : { "Content-Type": "application/json" }) },
      body: form ? data : JSON.stringify(data),
    });
    const body = await res.json();
    expect(res.status, `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
    return body;
  };
}

/** Fills every field a customer and the staff write with the payload, through the API, as a hostile client would. */
async function seed(server: RunningServer) {
  const baseUrl = server.baseUrl;
  const registration = (fullName: string) =>
    fetch(`${baseUrl}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...CUSTOMER, fullName, email: "xss.customer@example.in", phoneNumber: "9812345670" }),
    });
  // A person's name is letters only, so markup never gets in as one (it would be e-mailed too).
  expect((await registration(P)).status).toBe(400);
  expect((await registration("Xss O'Customer")).status).toBe(201);
  // A failed login under the payload (the audit trail keeps the attempt, not the name), and the browser's User-Agent of each sign-in.
  await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: P, password: "x" }),
  });
  const signIn = { method: "POST", headers: { "Content-Type": "application/json", "User-Agent": P }, body: JSON.stringify(CUSTOMER) };
  expect((await fetch(`${baseUrl}/api/login`, signIn)).status).toBe(200);

  const customer = await apiAs(baseUrl, CUSTOMER.username, CUSTOMER.password);
  const loan = await customer("POST", "/api/loan-applications", validLoan({ purpose: P, propertyAddress: P }));
  // A lender's name is letters only now, so markup never gets in as one; the BT carries the payload in its purpose.
  const bt = { lenderName: "HDFC Bank", accountNumber: "HL-0042", outstandingAmount: 1_800_000, currentRate: 9.6 };
  const refused = await fetch(`${baseUrl}/api/loan-applications`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: await cookieOf(baseUrl, CUSTOMER.username, CUSTOMER.password) },
    body: JSON.stringify(validLoan({ loanType: "BTTopUp", purpose: P, existingLoanDetails: { ...bt, lenderName: P } })),
  });
  expect(refused.status).toBe(400);
  await customer("POST", "/api/loan-applications", validLoan({ loanType: "BTTopUp", purpose: P, existingLoanDetails: bt }));
  const [day] = upcomingWeekdays(1);
  const booking = {
    topic: "Home Loan Consultation",
    preferredDate: day,
    preferredTime: "10:00 AM - 11:00 AM",
    name: "Xss O'Customer",
    email: "xss.customer@example.in",
    phone: "98123 45670",
    notes: P,
  };
  const consultation = await customer("POST", "/api/consultations", booking);
  // Confirmed (the ₹0 step), and begun: staff complete a session only once it has started, so the fixture moves its start back.
  const order = await customer("POST", `/api/payments/consultation/${consultation.id}`, {});
  await customer("POST", "/api/payments/verify", {
    razorpay_payment_id: `pay_demo_xss${consultation.id}`,
    razorpay_order_id: order.razorpay.order_id,
    razorpay_signature: "demo",
  });
  await queryRows(database.db, sql`update consultations set starts_at = now() - interval '1 hour' where id = ${consultation.id}`);
  await customer("POST", "/api/consultations", { ...booking, preferredTime: "11:00 AM - 12:00 PM" });
  // Investing needs verified KYC: a PAN and an Aadhaar card, uploaded and verified.
  await verifiedInvestor(server, CUSTOMER.username, CUSTOMER.password);
  await customer("POST", "/api/sip-investments", validSip({ bankName: P }));
  const upload = (documentType: string) => {
    const form = new FormData();
    form.set("documentType", documentType);
    form.set("file", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), `${P}.pdf`);
    return customer("POST", "/api/kyc-documents", form);
  };
  const kyc = await upload("Salary Slip");
  const grievance = await customer("POST", "/api/grievances", { category: "kyc", subject: P, description: P, relatedId: P.slice(0, 40) });
  // One left pending, for the staff's review queue.
  await upload("Bank Statement");

  // The staff's words the customer reads: a rejection reason, an adviser's summary.
  const admin = await apiAs(baseUrl, "admin", "Admin@1234");
  // Rejected as maker-checker has it: the admin recommends, the superadmin decides.
  await admin("POST", `/api/admin/loan-applications/${loan.id}/actions`, {
    action: "recommend_rejection",
    expectedStage: "submitted",
    reason: P,
  });
  const superadmin = await apiAs(baseUrl, "superadmin", "Super@1234");
  await superadmin("POST", `/api/admin/loan-applications/${loan.id}/actions`, {
    action: "reject",
    expectedStage: "submitted",
    recommendationVersion: 1,
    reason: P,
  });
  await admin("PATCH", `/api/admin/consultations/${consultation.id}`, { status: "completed", summary: P });
  await admin("PATCH", `/api/admin/kyc-documents/${kyc.id}`, { verificationStatus: "rejected", rejectionReason: P });
  await admin("PATCH", `/api/admin/grievances/${grievance.id}`, { status: "in_progress", response: P });
}

// On PostgreSQL, so the set-up can move a session's start into the past (the embedded database belongs to the server).
let database: Awaited<ReturnType<typeof openTestDatabase>>;

describe.skipIf(!hasBrowser())("stored XSS payloads render as text", () => {
  const { loginAs } = useBrowserApp((server) => seed(server), {
    env: async () => {
      database = await openTestDatabase({ kind: "postgres" });
      return onPostgres(database.url!);
    },
  });
  afterAll(() => database?.close());

  /** The page shows the payload as text, and nothing of it became an element or ran. */
  async function expectInert(page: Page, where: string, { shown = true } = {}) {
    if (shown)
      await expect
        .poll(() => page.getByText(P).filter({ visible: true }).first().isVisible(), { message: `${where}: payload shown as text` })
        .toBe(true);
    else await page.waitForLoadState("networkidle");
    expect(await page.locator("[onerror], [onload], img[src='x']").count(), `${where}: elements from the payload`).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `${where}: script ran`).toBeUndefined();
  }

  it("on the customer's pages", async () => {
    const page = await loginAs(CUSTOMER.username, CUSTOMER.password);

    for (const tab of ["loans", "consultations", "sip", "kyc"]) {
      await page.goto(`/dashboard?tab=${tab}`);
      await expectInert(page, `dashboard ${tab}`);
    }
    await page.goto("/dashboard?tab=consultations");
    await page.getByRole("button", { name: "View Summary" }).click();
    await expectInert(page, "consultation summary");
    await page.keyboard.press("Escape");
    await page.goto("/dashboard?tab=transactions");
    await expectInert(page, "dashboard transactions", { shown: false });
    // The profile: the name in the form, the devices signed in (one with a hostile User-Agent).
    await page.goto("/dashboard?tab=profile");
    await expectInert(page, "dashboard profile", { shown: false });
    await page.goto("/grievance");
    await expectInert(page, "grievances");

    // The account menu shows the customer's name (letters only: nothing of the payload).
    await page.getByRole("button", { name: CUSTOMER.username }).click();
    await expectInert(page, "account menu", { shown: false });
    await page.keyboard.press("Escape");

    // Notifications carry the reasons staff wrote.
    await page
      .getByRole("button", { name: /notifications/i })
      .first()
      .click();
    await expectInert(page, "notifications");
    await page.keyboard.press("Escape");

    // Chat: the customer's own message is shown back as text.
    await page.getByRole("button", { name: "Open chat" }).click();
    const box = page.getByRole("textbox", { name: "Message" });
    await box.fill(P);
    await box.press("Enter");
    await expectInert(page, "chat");

    // A file chosen for upload is listed by its name, as text.
    await page.goto("/dashboard?tab=kyc");
    await page
      .getByRole("button", { name: /Upload/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Upload a KYC document" });
    await dialog.getByLabel("Document file").setInputFiles({ name: `${P}.pdf`, mimeType: "application/pdf", buffer: samplePdf() });
    await expectInert(page, "upload dialog");

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/dashboard?tab=consultations");
      await expectInert(page, `consultations at ${width}`);
      // A long unbroken name wraps instead of widening the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/stored-xss-customer-${width}.png`, fullPage: true });
    }
    await page.context().close();
  });

  it("on the staff's pages", async () => {
    const admin = await loginAs("admin", "Admin@1234");
    for (const tab of ["loans", "kyc", "users", "consultations", "grievances", "analytics"]) {
      await admin.goto(`/admin?tab=${tab}`);
      // Lists name the customer, which cannot hold the payload; a complaint shows what the customer typed.
      await expectInert(admin, `admin ${tab}`, { shown: tab === "grievances" });
    }
    await admin.goto("/admin?tab=outbox");
    await expectInert(admin, "admin outbox", { shown: false });
    await admin.goto("/audit-logs");
    // The rows themselves hold no text anyone typed: the payload shows only in a change's details.
    await expectInert(admin, "audit logs", { shown: false });
    // The old and new values of a change (a reason staff wrote, kept beside the row), and failed logins.
    await admin.getByRole("listitem").filter({ hasText: "Loan application #1 rejected" }).getByRole("button", { name: "Details" }).click();
    await expectInert(admin, "audit log details");
    await admin.getByLabel("Search audit logs").fill("failed login");
    await expectInert(admin, "audit log search", { shown: false });
    // One of the customer's sign-ins came with the hostile User-Agent: open them all.
    await admin.getByLabel("Search audit logs").fill("logged in");
    const list = admin.getByRole("list", { name: "Audit logs" });
    await expect.poll(() => list.getByRole("listitem").filter({ hasNotText: "logged in" }).count()).toBe(0);
    for (const details of await list.getByRole("button", { name: "Details" }).all()) await details.click();
    await expectInert(admin, "audit log user agent");
    for (const width of [1280, 390]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto("/admin?tab=grievances");
      await expectInert(admin, `admin grievances at ${width}`);
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await admin.screenshot({ path: `/tmp/stored-xss-admin-${width}.png`, fullPage: true });
    }
    await admin.context().close();

    const superadmin = await loginAs("superadmin", "Super@1234");
    for (const tab of ["roles", "audit-logs"]) {
      await superadmin.goto(`/super-admin?tab=${tab}`);
      // The audit rows hold no text anyone typed (the payload is only in a change's details).
      await expectInert(superadmin, `super-admin ${tab}`, { shown: false });
    }
    await superadmin.context().close();
  });
});
