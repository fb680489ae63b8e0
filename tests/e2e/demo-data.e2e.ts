import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser, launchBrowser } from "../setup/browser";
import { waitForAppOnLoad } from "../setup/e2e";
import { startServer, type RunningServer } from "../setup/server";

type Analytics = {
  totalUsers: number;
  loanStats: { total: number; pending: number; approved: number; rejected: number };
  consultations: { total: number };
  sipInvestments: { total: number };
  auditLogs: { total: number };
  loansByMonth: { month: string; HomeLoan: number; LAP: number; BTTopUp: number }[];
};

/** `npm start` on an empty embedded database gives a newcomer something to look at in every tab. */
describe.skipIf(!hasBrowser())("a first run with the demo data", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({}, { firstRun: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(username: string, password: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    const page = waitForAppOnLoad(await context.newPage());
    await page.goto("/auth");
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("Username").fill(username);
    await panel.getByLabel("Password", { exact: true }).fill(password);
    await panel.getByRole("button", { name: "Login" }).click();
    // Customers land on their dashboard, staff on the admin panel.
    await page.waitForURL(/\/(dashboard|admin)$/);
    return page;
  }

  const analytics = async (page: Page) => (await (await page.request.get("/api/admin/analytics")).json()) as Analytics;

  it("shows the demo customer records in all five dashboard tabs, and her documents download", async () => {
    const page = await signIn("demo", "Demo@1234");
    await expect.poll(() => page.getByRole("heading", { name: "Welcome back, Priya Sharma" }).isVisible()).toBe(true);
    const tabs = [
      ["Loan Applications", "Loan Against Property"],
      ["SIP Investments", "Equity Growth Plan"],
      ["Consultations", "Tax Planning"],
      ["KYC Documents", "PAN Card"],
      ["Transactions", "Processing Fee"],
    ] as const;
    for (const [tab, text] of tabs) {
      await page.getByRole("tab", { name: tab }).click();
      const panel = page.getByRole("tabpanel", { name: tab });
      await expect.poll(() => panel.getByRole("listitem").filter({ hasText: text }).count(), { message: tab }).toBeGreaterThan(0);
    }
    // A verified PAN and Aadhaar: no KYC banner.
    expect(await page.getByText("Complete your KYC").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const documents = (await (await page.request.get("/api/kyc-documents")).json()) as {
      documentUrl: string;
      contentType: string;
      verificationStatus: string;
    }[];
    expect(new Set(documents.map((d) => d.verificationStatus))).toEqual(new Set(["verified", "rejected", "pending"]));
    for (const doc of documents) {
      const file = await page.request.get(doc.documentUrl);
      expect(file.status()).toBe(200);
      const head = (await file.body()).subarray(0, 4).toString("latin1");
      expect(head).toBe(doc.contentType === "application/pdf" ? "%PDF" : "\x89PNG");
    }
    await page.context().close();
  });

  it("fills the admin panel: analytics over several months with approvals and rejections, and every tab", async () => {
    const page = await signIn("admin", "Admin@1234");
    const stats = await analytics(page);
    expect(stats.loanStats.total).toBeGreaterThanOrEqual(30);
    expect(stats.loanStats.approved).toBeGreaterThan(0);
    expect(stats.loanStats.rejected).toBeGreaterThan(0);
    expect(stats.loansByMonth.filter((m) => m.HomeLoan + m.LAP + m.BTTopUp > 0).length).toBeGreaterThanOrEqual(3);
    expect(stats.consultations.total).toBeGreaterThanOrEqual(5);
    expect(stats.sipInvestments.total).toBeGreaterThanOrEqual(5);
    expect(stats.totalUsers).toBeGreaterThan(50);

    await page.goto("/admin");
    // Tables, or the KYC queue's list.
    const rowsIn = (tab: string) => {
      const panel = page.getByRole("tabpanel", { name: tab });
      return panel.getByRole("row").or(panel.getByRole("listitem"));
    };
    for (const tab of ["Loan Applications", "KYC Documents", "User Management", "Consultations"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect.poll(() => rowsIn(tab).count(), { message: tab }).toBeGreaterThan(5);
    }
    await page.getByRole("tab", { name: "Analytics" }).click();
    const chart = page.getByRole("img", { name: /^Loan applications per month/ });
    await expect.poll(() => chart.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto("/audit-logs");
    await expect.poll(() => page.getByRole("list", { name: "Audit logs" }).getByRole("listitem").count()).toBe(10);
    await expect.poll(() => page.getByText(/^Page 1 of \d+$/).textContent()).toMatch(/of (?:[2-9]|\d\d+)$/);
    await page.context().close();
  });

  it("shows the superadmin the customers and the audit trail", async () => {
    const page = await signIn("superadmin", "Super@1234");
    await page.goto("/super-admin");
    await expect.poll(() => page.getByRole("button", { name: /^Change Role for / }).count()).toBeGreaterThan(10);
    await page.getByRole("tab", { name: "Audit Logs" }).click();
    await page.getByLabel("Search audit logs").fill("update_loan_status");
    const entries = page.getByRole("list", { name: "Audit logs" }).getByRole("listitem");
    // Staff decisions, and customers' withdrawals (which change the status too).
    await expect.poll(() => entries.filter({ hasText: /Loan application #\d+ (approved|rejected|withdrawn)/ }).count()).toBe(10);
    await page.context().close();
  });

  it("does not seed again on the next start", async () => {
    const before = await analytics(await signIn("admin", "Admin@1234"));
    expect(await server.stop()).toBe(0);
    server = await startServer({ DATA_DIR: server.dataDir }, { firstRun: true });
    const after = await analytics(await signIn("admin", "Admin@1234"));
    expect({
      ...after.loanStats,
      users: after.totalUsers,
      sips: after.sipInvestments.total,
      consultations: after.consultations.total,
    }).toEqual({
      ...before.loanStats,
      users: before.totalUsers,
      sips: before.sipInvestments.total,
      consultations: before.consultations.total,
    });
  });
});
