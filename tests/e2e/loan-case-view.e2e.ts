import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { emi, rupeesToPaise } from "../../shared/finance";
import { formatCurrency, formatPaise } from "../../shared/format";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { takeScreenshots } from "../setup/screenshots";
import { logIn, post, sendChecklistFiles, type Client } from "../setup/http-client";
import { validLoan } from "../setup/factories";
import { samplePdf } from "../setup/kyc-files";
import type { RunningServer } from "../setup/server";

/** The second member of staff: the checker who sanctions what the demo admin (Rahul Verma) recommends. */
const CHECKER = { username: "meera.iyer", password: "Secret@2026", fullName: "Meera Iyer" };
const MAKER = { username: "admin", password: "Admin@1234", fullName: "Rahul Verma" };

// The demo customer's home loan: FOIR worked out here from the same inputs, as the rules do; LTV 62.5% under the 90% cap of loans up to ₹30 lakh.
const HOME = validLoan({ amount: 2_500_000, tenure: 240, monthlyIncome: 95_000, existingEmis: 6_000, propertyValue: 4_000_000 });
const HOME_EMI = emi(rupeesToPaise(HOME.amount), HOME.interestRate, HOME.tenure);
const HOME_FOIR = (((HOME_EMI + rupeesToPaise(6_000)) / rupeesToPaise(95_000)) * 100).toFixed(1);

const BT = validLoan({
  loanType: "BTTopUp",
  amount: 3_000_000,
  tenure: 180,
  monthlyIncome: 150_000,
  existingEmis: 0,
  existingLoanDetails: {
    lenderName: "Canara Bank",
    accountNumber: "HL-77120",
    outstandingAmount: 2_800_000,
    currentRate: 10.75,
    remainingTenure: 180,
  },
});

async function call(server: RunningServer, client: Client, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { cookie: client.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json;
}

const ids = { home: 0, bt: 0 };

/** The customer's two applications and a KYC document; a second admin, made so by the superadmin. */
async function seed(server: RunningServer) {
  const customer = await logIn(server, "demo", "Demo@1234");
  ids.home = (await call(server, customer, "POST", "/api/loan-applications", HOME)).id as number;
  ids.bt = (await call(server, customer, "POST", "/api/loan-applications", BT)).id as number;
  const form = new FormData();
  form.set("documentType", "PAN Card");
  form.set("file", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), "pan.pdf");
  const upload = await fetch(`${server.baseUrl}/api/kyc-documents`, { method: "POST", headers: { cookie: customer.cookie }, body: form });
  expect(upload.status).toBe(201);
  // The home loan's documents sent, for staff to review in the case view.
  await sendChecklistFiles(server, customer, ids.home);

  const registered = await post(server, { cookie: "" }, "/api/register", {
    username: CHECKER.username,
    password: CHECKER.password,
    fullName: CHECKER.fullName,
    email: "meera.iyer@example.in",
    phoneNumber: "9812345601",
  });
  expect(registered.status).toBe(201);
  const checker = (await registered.json()) as { id: number };
  const superadmin = await logIn(server, "superadmin", "Super@1234");
  await call(server, superadmin, "PATCH", `/api/admin/users/${checker.id}/role`, { role: "admin" });
}

describe.skipIf(!hasBrowser())("the staff's case view of a loan application", () => {
  const { loginAs } = useBrowserApp(seed);

  const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible());
  // The header's badge, named for screen readers "Stage: …".
  const stageBadge = (page: Page, stage: string) => expect.poll(() => page.getByText(`Stage: ${stage}`, { exact: true }).isVisible());

  /** A picture into /tmp, looked at by eye: from the top, colours settled (a dialog: what is on screen). */
  async function screenshot(page: Page, name: string, fullPage = true) {
    if (!takeScreenshots) return;
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    await page.screenshot({ path: `/tmp/${name}.png`, fullPage });
  }

  async function noSideScroll(page: Page) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  /** Presses an action's button, then its dialog's confirm button, optionally filling a field first. */
  async function act(page: Page, button: string, fill?: { label: string; value: string }) {
    await page.getByRole("button", { name: button, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    if (fill) await dialog.getByLabel(fill.label).fill(fill.value);
    await dialog.getByRole("button", { name: button, exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  }

  it("opens a case from the list and shows the applicant, the figures and the rules' assessment, at 1280 and 390", async () => {
    const page = await loginAs(MAKER.username, MAKER.password);
    await page.goto("/admin");
    await page
      .getByRole("link", { name: `Open application #${ids.home}` })
      .first()
      .click();
    await page.waitForURL(`**/admin/loans/${ids.home}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: `Application #${ids.home}` }).isVisible()).toBe(true);
    await stageBadge(page, "Submitted").toBe(true);
    await visible(page, "Priya Sharma").toBe(true);

    const kyc = page.getByRole("listitem").filter({ hasText: "PAN Card" });
    await expect.poll(() => kyc.getByText("pending", { exact: true }).isVisible()).toBe(true);
    expect(await kyc.getByRole("link", { name: /Preview PAN Card/ }).getAttribute("href")).toMatch(/\/api\/.*kyc-documents\/\d+/);

    await visible(page, formatCurrency(2_500_000)).toBe(true);
    await visible(page, formatPaise(HOME_EMI)).toBe(true);
    await visible(page, `${HOME_FOIR}% · max 50%`).toBe(true);
    await visible(page, "62.5% · cap 90%").toBe(true);
    // Within every limit and clear of them by more than 5 points: eligible now and when it was filed.
    expect(await page.getByText("Eligible", { exact: true }).count()).toBe(2);
    await visible(page, "Unpaid").toBe(true);
    const history = page.getByRole("list", { name: "Stage history" });
    await expect.poll(() => history.getByText("Submitted by the customer").isVisible()).toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "loan-case-1280");

    await page.setViewportSize({ width: 390, height: 844 });
    await visible(page, `${HOME_FOIR}% · max 50%`).toBe(true);
    await noSideScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "loan-case-390");
    await page.context().close();
  });

  it("shows a balance transfer's existing loan and what switching saves", async () => {
    const page = await loginAs(MAKER.username, MAKER.password);
    await page.goto(`/admin/loans/${ids.bt}`);
    await expect.poll(() => page.getByRole("heading", { name: "Balance transfer" }).isVisible()).toBe(true);
    await visible(page, "Canara Bank").toBe(true);
    await visible(page, formatCurrency(2_800_000)).toBe(true);
    await visible(page, "Net saving").toBe(true);
    await visible(page, "The new loan covers it").toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "loan-case-bt-1280");
    await page.context().close();
  });

  it("moves the case on: a stale page is told, the maker recommends, cannot sanction, and the checker sanctions", async () => {
    const maker = await loginAs(MAKER.username, MAKER.password);
    await maker.goto(`/admin/loans/${ids.home}`);
    await act(maker, "Move to Documents", { label: "Note (optional, for staff)", value: "Asked for salary slips" });
    await stageBadge(maker, "Documents").toBe(true);

    // The documents stage is passed once every required document is accepted: reviewed in the checklist card.
    const checklist = maker.getByRole("heading", { name: "Document checklist" }).locator("../..");
    await expect.poll(() => checklist.getByRole("button", { name: /^Accept / }).count()).toBeGreaterThan(0);
    expect(await checklist.getByRole("link", { name: /^Preview / }).count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(maker)).toEqual([]);
    await screenshot(maker, "loan-case-checklist-1280");
    for (let left = await checklist.getByRole("button", { name: /^Accept / }).count(); left > 0; left--) {
      await checklist
        .getByRole("button", { name: /^Accept / })
        .first()
        .click();
      await expect.poll(() => checklist.getByRole("button", { name: /^Accept / }).count()).toBe(left - 1);
    }
    await visible(maker, /required accepted: the documents stage may be passed\./).toBe(true);

    // The checker moves it on while the maker's page still shows Documents.
    const checker = await loginAs(CHECKER.username, CHECKER.password);
    await checker.goto(`/admin/loans/${ids.home}`);
    await act(checker, "Move to Credit review");
    await stageBadge(checker, "Credit review").toBe(true);

    await act(maker, "Move to Credit review");
    await visible(maker, "Someone else moved this application to Credit review; the page now shows it.").toBe(true);
    await stageBadge(maker, "Credit review").toBe(true);

    await act(maker, "Move to Legal & technical");
    await stageBadge(maker, "Legal & technical").toBe(true);

    // The recommendation starts from the rules' maximum eligible amount and the applied rate.
    await maker.getByRole("button", { name: "Recommend sanction", exact: true }).click();
    const dialog = maker.getByRole("dialog");
    expect(await dialog.getByLabel("Amount to sanction (₹)").inputValue()).toBe(String(HOME.amount));
    expect(await dialog.getByLabel("Interest rate (% a year)").inputValue()).toBe(String(HOME.interestRate));
    await maker.setViewportSize({ width: 390, height: 844 });
    expect(await seriousAxeViolations(maker)).toEqual([]);
    await screenshot(maker, "loan-case-dialog-390", false);
    await dialog.getByLabel("Conditions").fill("Original sale deed to be deposited before disbursement");
    await dialog.getByRole("button", { name: "Recommend sanction", exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await visible(maker, `Recommended for sanction by you on`).toBe(true);
    await visible(maker, "You made this recommendation; another member of staff must sanction it.").toBe(true);
    // The notice of the earlier refusal goes once an action has been done.
    await visible(maker, "Someone else moved this application").toBe(false);
    expect(await maker.getByRole("button", { name: "Sanction", exact: true }).count()).toBe(0);
    await noSideScroll(maker);
    await screenshot(maker, "loan-case-recommended-390");
    // Asked directly, the API refuses the maker's own sanction too, and says why.
    const refused = await maker.request.post(`/api/admin/loan-applications/${ids.home}/actions`, {
      data: { action: "sanction", expectedStage: "legal_technical", recommendationVersion: 1 },
    });
    expect([403, 409]).toContain(refused.status());
    expect(((await refused.json()) as { message: string }).message).toMatch(/another/i);

    await checker.reload();
    await visible(checker, `Recommended for sanction by ${MAKER.fullName} on`).toBe(true);
    await visible(checker, `${MAKER.fullName} cannot sanction it; another member of staff must sanction it.`).toBe(true);
    await checker.getByRole("button", { name: "Sanction", exact: true }).click();
    await visible(checker, `On the recommended terms: ${formatCurrency(HOME.amount)} at ${HOME.interestRate}% a year`).toBe(true);
    await checker.getByRole("dialog").getByRole("button", { name: "Sanction", exact: true }).click();
    await stageBadge(checker, "Sanctioned").toBe(true);
    await expect.poll(() => checker.getByRole("heading", { name: "Sanctioned terms" }).isVisible()).toBe(true);
    await visible(checker, "Original sale deed to be deposited before disbursement").toBe(true);

    const history = checker.getByRole("list", { name: "Stage history" }).getByRole("listitem");
    // Submitted, four moves, and the recommendation (a row of its own, at the stage it was made).
    await expect.poll(() => history.count()).toBe(6);
    await expect.poll(() => history.last().textContent()).toContain(`Sanctioned · ${CHECKER.fullName}`);
    expect(await history.nth(1).textContent()).toContain("Asked for salary slips");
    expect(await history.nth(2).textContent()).toContain(`Moved on · ${CHECKER.fullName}`);
    expect(await history.nth(4).textContent()).toContain(`Recommended sanction · ${MAKER.fullName}`);
    expect(await seriousAxeViolations(checker)).toEqual([]);
    await screenshot(checker, "loan-case-sanctioned-1280");
    // Final for admins: only a superadmin may reopen it.
    expect(await checker.getByRole("button", { name: "Reopen", exact: true }).count()).toBe(0);
    await maker.context().close();
    await checker.context().close();

    const superadmin = await loginAs("superadmin", "Super@1234");
    await superadmin.goto(`/admin/loans/${ids.home}`);
    await expect.poll(() => superadmin.getByRole("button", { name: "Reopen", exact: true }).isVisible()).toBe(true);
    await superadmin.context().close();
    // Three people signing in and a dozen steps: well under a minute on an idle machine, more on a busy one.
  }, 300_000);
});
