import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { emiSummary, rupeesToPaise } from "../../shared/finance";
import { formatPaise } from "../../shared/format";
import { SCHEMA_UNAVAILABLE } from "../../client/src/lib/lazy-zod-resolver";
import { schemaChunk } from "../setup/schema-chunk";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { hold, useBrowserApp } from "../setup/e2e";
import { hasPdfTools, pdfText } from "../setup/pdf-text";
import { takeScreenshots } from "../setup/screenshots";

describe.skipIf(!hasBrowser())("loan application, processing fee and admin review in the browser", () => {
  const { newPage, login, loginAs } = useBrowserApp();

  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  /** Moves on to the second step (the first is checked on the way) and fills it. */
  async function fillPersonalDetails(page: Page) {
    await page.getByRole("tab", { name: "Personal Details" }).click();
    await field(page, "Monthly Income (₹)").fill("120000");
    await field(page, "Existing EMIs (₹ a month)").fill("0");
    await field(page, "Employment Type").selectOption("self-employed");
    // Who applies decides the documents asked for; the choices follow the employment type.
    await field(page, "Which describes you best?").selectOption("self-employed-professional");
    await field(page, "Purpose of Loan").fill("Working capital for my clinic, against my flat in Bhopal");
  }

  it("applies for a prefilled LAP, pays the fee, and sees the admin's rejection", async () => {
    const page = await newPage();
    await login(page, "demo", "Demo@1234");
    await page.goto("/loan-application?type=lap&amount=1500000&tenure=120");

    await expect.poll(() => field(page, "Loan Amount (₹)").inputValue()).toBe("1500000");
    expect(await field(page, "Tenure (months)").inputValue()).toBe("120");
    expect(await field(page, "Interest Rate (%)").inputValue()).toBe("9.5");
    await expect.poll(() => field(page, "Property Value (₹)").isVisible()).toBe(true);
    await field(page, "Property Value (₹)").fill("4000000");
    // Its state sets the stamp duty on the mortgage; the choices are India's states and union territories.
    await field(page, "State the property is in").selectOption({ label: "Madhya Pradesh" });

    await fillPersonalDetails(page);
    await page.getByRole("button", { name: "Submit Application" }).click();

    const idText = page.getByText(/Application ID: #\d+/);
    await expect.poll(() => idText.isVisible()).toBe(true);
    const loanId = Number((await idText.textContent())!.match(/#(\d+)/)![1]);
    await expect.poll(() => page.getByText("Application Submitted").first().isVisible()).toBe(true);
    const filed = (await (await page.request.get(`/api/loan-applications/${loanId}`)).json()) as {
      applicantProfile: string;
      propertyState: string;
    };
    expect(filed).toMatchObject({ applicantProfile: "self-employed-professional", propertyState: "MP" });

    // The Key Fact Statement first: downloaded as a person does, read, acknowledged; then the fee.
    expect(await page.getByRole("button", { name: "Pay ₹7,500" }).count()).toBe(0);
    const [kfs] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Key Fact Statement (PDF)" }).click()]);
    expect(kfs.suggestedFilename()).toMatch(new RegExp(`^gharsetu-kfs-${loanId}-[0-9a-f]{10}\\.pdf$`));
    if (hasPdfTools()) {
      const text = pdfText(readFileSync(await kfs.path()));
      expect(text).toContain(`GS/LAP/`);
      expect(text).toContain("Loan amount applied for ₹15,00,000");
      expect(text).toContain("Processing fee, payable to GharSetu ₹7,500");
    }
    const acknowledge = page.getByRole("button", { name: "Acknowledge and continue to payment" });
    expect(await acknowledge.isDisabled()).toBe(true);
    await page.getByLabel(/I have read the Key Fact Statement GS\/LAP\//).check();
    await acknowledge.click();
    await expect.poll(() => page.getByText(/Key Fact Statement acknowledged/).isVisible()).toBe(true);
    // Demo mode: a simulated checkout, labelled so; a simulated failure goes down the failure path, and
    // the same order can be paid after it.
    await page.getByRole("button", { name: "Pay ₹7,500" }).click();
    const checkout = page.getByRole("dialog", { name: "Demo checkout" });
    await expect.poll(() => checkout.getByText("Demo mode: no money moves.", { exact: false }).isVisible()).toBe(true);
    expect(await checkout.getByRole("radio").count()).toBe(3);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousAxeViolations(page), `demo checkout at ${width} px`).toEqual([]);
      if (takeScreenshots) await page.screenshot({ path: `/tmp/loan-flow-demo-checkout-${width}.png` });
    }
    await checkout.getByRole("radio", { name: "Net banking" }).check();
    await checkout.getByRole("button", { name: "Simulate a failure" }).click();
    await expect
      .poll(() =>
        page.getByText("The payment did not go through: The bank declined the payment (simulated).", { exact: false }).first().isVisible(),
      )
      .toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByRole("button", { name: "Pay ₹7,500" }).click();
    await checkout.getByRole("button", { name: "Pay (simulated)" }).click();
    await expect.poll(() => page.getByText("Payment Successful").first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Demo mode: no money moves", { exact: true }).isVisible()).toBe(true);

    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    const application = page.getByRole("listitem").filter({ hasText: `Application #${loanId}` });
    await expect.poll(() => application.getByText("Loan Against Property").isVisible()).toBe(true);
    await expect.poll(() => application.getByText("Processing fee paid").isVisible()).toBe(true);

    await page.getByRole("tab", { name: "Transactions" }).click();
    const fee = page.getByRole("listitem").filter({ hasText: "Processing Fee" });
    await expect.poll(() => fee.first().isVisible()).toBe(true);
    expect(await fee.first().textContent()).toContain("₹7,500");

    // Maker-checker: one member of staff recommends the rejection on the application's case view, another rejects it.
    const admin = await loginAs("admin", "Admin@1234");
    await admin.goto("/admin");
    await admin.getByRole("tab", { name: "Loan Applications" }).click();
    await admin.getByRole("link", { name: `Open application #${loanId}` }).click();
    await admin.getByRole("button", { name: "Recommend rejection", exact: true }).click();
    const recommendation = admin.getByRole("dialog");
    await recommendation.getByLabel("Reason").fill("Property papers are incomplete");
    await recommendation.getByRole("button", { name: "Recommend rejection", exact: true }).click();
    await expect.poll(() => recommendation.isVisible()).toBe(false);
    await admin.context().close();
    const checker = await loginAs("superadmin", "Super@1234");
    await checker.goto(`/admin/loans/${loanId}`);
    await checker.getByRole("button", { name: "Reject", exact: true }).click();
    const rejection = checker.getByRole("dialog");
    expect(await rejection.getByLabel("Reason").inputValue()).toBe("Property papers are incomplete");
    await rejection.getByRole("button", { name: "Reject", exact: true }).click();
    await expect.poll(() => rejection.isVisible()).toBe(false);
    await checker.context().close();

    await page.goto("/dashboard");
    const decided = page.getByRole("listitem").filter({ hasText: `Application #${loanId}` });
    await expect.poll(() => decided.getByText("Rejected", { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => decided.getByText("Property papers are incomplete").isVisible()).toBe(true);
    await page.context().close();
  });

  it("shows the minimum-amount message on the Loan Details tab, which is checked before the next opens", async () => {
    const page = await newPage();
    await login(page, "demo", "Demo@1234");
    await page.goto("/loan-application?type=home-loan");
    await field(page, "Loan Amount (₹)").fill("50000");
    await field(page, "Property Value (₹)").fill("4000000");
    await page.getByRole("tab", { name: "Personal Details" }).click();
    await expect.poll(() => page.getByText("Loan amount must be at least ₹1,00,000").isVisible()).toBe(true);
    expect(await page.getByRole("tab", { name: "Loan Details" }).getAttribute("aria-selected")).toBe("true");
    await page.context().close();
  });

  it("loads the form's checks after the page, and says so, sending nothing, when they cannot be loaded", async () => {
    const page = await newPage();
    await login(page, "demo", "Demo@1234");
    // The shared loan schema is its own chunk, fetched when the page is idle or at the first check.
    let offline = true;
    const schemaFetches: string[] = [];
    await page.route(`**${schemaChunk("loans")}`, (route) => {
      schemaFetches.push(route.request().url());
      return offline ? route.abort("internetdisconnected") : route.continue();
    });
    const sent: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && r.url().endsWith("/api/loan-applications") && sent.push(r.url())));
    await page.goto("/loan-application?type=home-loan");
    await field(page, "Loan Amount (₹)").fill("50000");
    await field(page, "Property Value (₹)").fill("4000000");
    // The step's check cannot load either: the visitor goes on, and the submission says so.
    await fillPersonalDetails(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => page.getByText(SCHEMA_UNAVAILABLE).first().isVisible()).toBe(true);
    expect(schemaFetches.length).toBeGreaterThan(0);
    expect(sent).toEqual([]);

    offline = false;
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => page.getByText("Loan amount must be at least ₹1,00,000").isVisible()).toBe(true);
    expect(sent).toEqual([]);
    await page.context().close();
  });

  /** Sets base rates as the superadmin; answers a function that puts the ones read first back. */
  async function withRates(rates: { homeLoanRate?: number; lapRate?: number }) {
    const admin = await loginAs("superadmin", "Super@1234");
    const before = (await (await admin.request.get("/api/settings")).json()) as { homeLoanRate: number; lapRate: number };
    expect((await admin.request.patch("/api/admin/settings", { data: rates })).status()).toBe(200);
    return async () => {
      expect(
        (
          await admin.request.patch("/api/admin/settings", { data: { homeLoanRate: before.homeLoanRate, lapRate: before.lapRate } })
        ).status(),
      ).toBe(200);
      await admin.context().close();
    };
  }

  const submitEnabled = (page: Page) => page.getByRole("button", { name: "Submit Application" }).isEnabled();
  /** The calculators under the form take over their HTML as they near the screen (below-fold.tsx): reached, as a visitor does. */
  const calculatorsLive = async (page: Page) => {
    await page.locator("#calculators").scrollIntoViewIfNeeded();
    await page.locator("[data-live] > #calculators").waitFor({ state: "attached" });
  };

  it("draws the form in the page's HTML at the catalogue's base rate, then takes the live base rate whatever rate the address names", async () => {
    const restore = await withRates({ homeLoanRate: 8.8 });
    const pages: Page[] = [];
    try {
      // Before any script: the whole form is there, at the catalogue's rate, and cannot be sent yet.
      const still = await newPage({ javaScriptEnabled: false });
      pages.push(still);
      await still.goto("/loan-application");
      expect(await field(still, "Loan Amount (₹)").inputValue()).toBe("2500000");
      expect(await field(still, "Interest Rate (%)").inputValue()).toBe("8.5");
      expect(await field(still, "Interest Rate (%)").isEditable()).toBe(false);
      expect(await still.getByRole("button", { name: "Submit Application" }).isDisabled()).toBe(true);

      const page = await newPage();
      pages.push(page);
      await page.goto("/loan-application");
      await expect.poll(() => field(page, "Interest Rate (%)").inputValue()).toBe("8.8");
      expect(await submitEnabled(page)).toBe(true);
      // The lender sets the rate: one the address names is not the loan's.
      await page.goto("/loan-application?type=home-loan&interestRate=5");
      await expect.poll(() => field(page, "Interest Rate (%)").inputValue()).toBe("8.8");
      expect(await field(page, "Interest Rate (%)").isEditable()).toBe(false);
      await expect.poll(() => page.getByText("Our base rate for this loan: 8.8% p.a.").isVisible()).toBe(true);
    } finally {
      await Promise.all(pages.map((p) => p.context().close()));
      await restore();
    }
  });

  it("keeps a loan type picked before the scripts ran, at that type's live base rate, whenever the settings answer", async () => {
    const restore = await withRates({ homeLoanRate: 8.8, lapRate: 9.9 });
    const pages: Page[] = [];
    try {
      // A type picked on the page's HTML, before its scripts have run.
      const early = await newPage();
      pages.push(early);
      const releaseScripts = await hold(early, /\/assets\/.*\.js$/);
      const loaded = early.goto("/loan-application", { waitUntil: "commit" });
      await early.getByText("Loan Against Property", { exact: true }).click();
      await releaseScripts();
      await loaded;
      await expect.poll(() => submitEnabled(early)).toBe(true);
      expect(await early.getByRole("radio", { name: /Loan Against Property/ }).isChecked()).toBe(true);
      await expect.poll(() => early.getByRole("heading", { level: 1 }).textContent()).toBe("Apply for a Loan Against Property");
      await expect.poll(() => field(early, "Interest Rate (%)").inputValue()).toBe("9.9");
      await expect.poll(() => field(early, "Property Value (₹)").isVisible()).toBe(true);

      // Another type chosen before the settings answer: its catalogue rate, then its live base rate.
      const switched = await newPage();
      pages.push(switched);
      const releaseSettings = await hold(switched, "**/api/settings");
      await switched.goto("/loan-application");
      await switched.getByText("Loan Against Property", { exact: true }).click();
      expect(await field(switched, "Interest Rate (%)").inputValue()).toBe("9.5");
      await releaseSettings();
      await expect.poll(() => field(switched, "Interest Rate (%)").inputValue()).toBe("9.9");
    } finally {
      await Promise.all(pages.map((p) => p.context().close()));
      await restore();
    }
  });

  it("applies at the rate it shows: when the lender's changes meanwhile, says so, shows the new one and applies at it", async () => {
    const page = await newPage();
    await login(page, "demo", "Demo@1234");
    await page.goto("/loan-application?type=home-loan");
    await expect.poll(() => submitEnabled(page)).toBe(true);
    expect(await field(page, "Interest Rate (%)").inputValue()).toBe("8.5");
    const restore = await withRates({ homeLoanRate: 8.8 });
    try {
      await field(page, "Property Value (₹)").fill("4000000");
      await fillPersonalDetails(page);
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect
        .poll(() =>
          page
            .getByText("Failed to submit loan application to server: The interest rate for a Home Loan is 8.8% a year")
            .first()
            .isVisible(),
        )
        .toBe(true);
      await page.getByRole("tab", { name: "Loan Details" }).click();
      await expect.poll(() => field(page, "Interest Rate (%)").inputValue()).toBe("8.8");
      await expect.poll(() => page.getByRole("complementary", { name: "Loan summary" }).getByText("8.8% p.a.").isVisible()).toBe(true);
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect.poll(() => page.getByText(/Application ID: #\d+/).isVisible()).toBe(true);
    } finally {
      await page.context().close();
      await restore();
    }
  });

  it("shows the EMI calculator's repayment schedule: the chart, the table of years when asked for, each year's months, and a CSV of every month", async () => {
    const page = await newPage({ acceptDownloads: true });
    await page.goto("/loan-application");
    await expect.poll(() => submitEnabled(page)).toBe(true);
    await calculatorsLive(page);
    const schedule = page.getByRole("region", { name: "Repayment schedule" });
    await schedule.scrollIntoViewIfNeeded();
    // The table is not laid out with the page; it comes when asked for.
    expect(await schedule.getByRole("table").count()).toBe(0);
    const toggle = schedule.getByRole("button", { name: "Year-by-year table" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const table = schedule.getByRole("table");
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Year", "Principal", "Interest", "Total paid", "Balance"]);
    // The default loan: ₹25,00,000 over 20 years, so twenty years, the last ending at ₹0.
    expect(await table.getByRole("button", { name: /^Year \d+$/ }).count()).toBe(20);
    expect(await table.getByRole("row").last().getByRole("cell").last().textContent()).toBe("₹0");
    await table.getByRole("button", { name: "Year 1", exact: true }).click();
    await expect.poll(() => table.getByRole("cell", { name: "Month 12" }).isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), schedule.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("emi-schedule.csv");
    const csv = readFileSync(await download.path(), "utf8")
      .trim()
      .split("\n");
    expect(csv[0]).toBe("Month,Opening balance,EMI,Interest,Principal,Closing balance");
    expect(csv).toHaveLength(1 + 240);
    expect(csv[240].split(",")[5]).toMatch(/^0(\.00)?$/);
    await page.context().close();
  });

  it("counts a balance transfer's stamp duty by the property's state, saying the rule it used", async () => {
    const page = await newPage();
    await page.goto("/loan-application");
    await expect.poll(() => submitEnabled(page)).toBe(true);
    await calculatorsLive(page);
    await page.getByRole("tab", { name: "Balance Transfer" }).click();
    const calculator = page.getByRole("tabpanel", { name: "Balance Transfer" });
    const costs = calculator.getByRole("region", { name: "What switching costs" });
    const state = calculator.getByLabel("State the property is in");
    // ₹30 lakh outstanding and a ₹5 lakh top-up: a ₹35 lakh loan; with no state, the general 0.2%.
    await expect.poll(() => costs.textContent()).toContain("stamp duty on the mortgage ₹7,000");
    await expect.poll(() => calculator.getByText("Stamp duty estimated at 0.2% of the loan").isVisible()).toBe(true);
    await state.selectOption({ label: "Tamil Nadu" });
    await expect
      .poll(() => costs.textContent())
      .toContain("stamp duty on the mortgage ₹17,500, legal and valuation charges ₹10,000: ₹45,000 in all");
    expect(await calculator.getByText("Tamil Nadu: stamp duty is 0.5% of the loan, at most ₹30,000.").isVisible()).toBe(true);
    // Maharashtra: 0.3% of ₹35 lakh, well under its ₹10 lakh ceiling.
    await state.selectOption({ label: "Maharashtra" });
    await expect.poll(() => costs.textContent()).toContain("stamp duty on the mortgage ₹10,500");
    await page.mouse.move(1, page.viewportSize()!.height - 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("moves the EMI calculator's figures with its sliders, by keyboard and by pointer, and its sliders with the number boxes", async () => {
    const page = await newPage();
    const settings = page.waitForResponse("**/api/settings");
    await page.goto("/loan-application");
    await expect.poll(() => submitEnabled(page)).toBe(true);
    await settings;
    await calculatorsLive(page);
    const calculator = page.getByRole("tabpanel", { name: "EMI Calculator" });
    const amount = calculator.getByRole("slider", { name: "Loan amount slider" });
    const rate = calculator.getByRole("slider", { name: "Interest rate (p.a.) slider" });
    const tenure = calculator.getByRole("slider", { name: "Loan tenure slider" });
    const box = (label: string) => calculator.getByLabel(label, { exact: true });
    const emi = calculator.locator("p", { hasText: /^Monthly EMI$/ }).locator("xpath=following-sibling::p[1]");
    const emiFor = (rupees: number, percent: number, months: number) => formatPaise(emiSummary(rupeesToPaise(rupees), percent, months).emi);
    const baseRate = Number(await box("Interest rate (p.a.)").inputValue());
    expect(await amount.getAttribute("aria-valuetext")).toBe("₹25,00,000");
    expect(await rate.getAttribute("aria-valuetext")).toBe(`${baseRate}%`);
    await expect.poll(() => emi.textContent()).toBe(emiFor(2_500_000, baseRate, 240));

    await amount.focus();
    await page.keyboard.press("End");
    await expect.poll(() => box("Loan amount").inputValue()).toBe("1,00,00,000");
    expect(await amount.getAttribute("aria-valuetext")).toBe("₹1,00,00,000");
    await tenure.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => tenure.getAttribute("aria-valuetext")).toBe("19 years");
    // The rate moves in steps of 0.1, written without float noise.
    await rate.focus();
    await page.keyboard.press("ArrowRight");
    const raised = Math.round((baseRate + 0.1) * 10) / 10;
    await expect.poll(() => box("Interest rate (p.a.)").inputValue()).toBe(String(raised));
    expect(await rate.getAttribute("aria-valuetext")).toBe(`${raised}%`);
    await expect.poll(() => emi.textContent()).toBe(emiFor(10_000_000, raised, 228));
    // Judged with the pointer resting on no link (a hovered menu link is judged mid-fade otherwise), and
    // with the calculator's dark EMI box scrolled beneath the translucent sticky header.
    await page.mouse.move(1, page.viewportSize()!.height - 1);
    await emi.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 10, behavior: "instant" }));
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A tap on the track's far end takes the slider there.
    const track = (await tenure.boundingBox())!;
    await tenure.click({ position: { x: track.width - 2, y: track.height / 2 } });
    await expect.poll(() => tenure.getAttribute("aria-valuetext")).toBe("30 years");
    expect(await box("Loan tenure").inputValue()).toBe("30");

    // A figure typed in the box moves the slider; one beyond the range stays as typed, saying the range.
    await box("Loan amount").fill("5000000");
    await expect.poll(() => amount.inputValue()).toBe("5000000");
    await box("Loan amount").fill("999999999999");
    await box("Loan amount").blur();
    await expect.poll(() => calculator.getByText("Enter an amount from ₹1,00,000 to ₹1,00,00,000").isVisible()).toBe(true);
    expect(await box("Loan amount").inputValue()).toBe("999999999999");
    expect(await amount.inputValue()).toBe("5000000");
    await page.context().close();
  });

  it("keeps where a slider was moved before the page's scripts ran", async () => {
    const page = await newPage();
    const releaseScripts = await hold(page, /\/assets\/.*\.js$/);
    const loaded = page.goto("/loan-application", { waitUntil: "commit" });
    const tenure = page.getByRole("slider", { name: "Loan tenure slider" });
    await tenure.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await releaseScripts();
    await loaded;
    await expect.poll(() => submitEnabled(page)).toBe(true);
    await expect.poll(() => page.getByLabel("Loan tenure", { exact: true }).inputValue()).toBe("18");
    expect(await tenure.getAttribute("aria-valuetext")).toBe("18 years");
    // An untouched slider keeps the value it was drawn with.
    expect(await page.getByLabel("Loan amount", { exact: true }).inputValue()).toBe("25,00,000");
    await page.context().close();
  });

  it("says each figure back under its field as it is typed, and the Key Fact Statement follows", async () => {
    const page = await newPage();
    const hint = (id: string) => page.locator(`#loan-${id}-hint`).textContent();
    await page.goto("/loan-application?type=bt-topup");
    await expect.poll(() => submitEnabled(page)).toBe(true);
    await field(page, "Loan Amount (₹)").fill("3500000");
    await expect.poll(() => hint("amount")).toMatch(/^₹35,00,000 · from ₹1 lakh to ₹1 crore$/);
    await field(page, "Loan Amount (₹)").fill("");
    await expect.poll(() => hint("amount")).toBe("From ₹1 lakh to ₹1 crore");
    await field(page, "Loan Amount (₹)").fill("3500000");
    await field(page, "Tenure (months)").fill("100");
    await expect.poll(() => hint("tenure")).toBe("8 years 4 months · 12 to 360 months");
    await field(page, "Remaining Tenure (months)").fill("30");
    await expect
      .poll(() => hint("existingLoanDetails-remainingTenure"))
      .toBe("2 years 6 months left · what you save is counted over this time");
    const summary = page.getByRole("complementary", { name: "Loan summary" });
    await expect.poll(() => summary.textContent()).toContain("₹35,00,000");

    await page.context().close();

    // A home loan's property and the second step's figures.
    const second = await newPage();
    const secondHint = (id: string) => second.locator(`#loan-${id}-hint`).textContent();
    await second.goto("/loan-application");
    await expect.poll(() => submitEnabled(second)).toBe(true);
    // An empty value's hint speaks of the type picked.
    expect(await secondHint("propertyValue")).toBe(
      "What the home would sell for today. A home loan is at most 75% to 90% of it, by the loan's size.",
    );
    await second.getByText("Loan Against Property", { exact: true }).click();
    await expect.poll(() => secondHint("propertyValue")).toBe("What the property would sell for today. We lend a share of it.");
    await second.getByText("Home Loan", { exact: true }).click();
    await field(second, "Property Value (₹)").fill("4000000");
    await expect.poll(() => secondHint("propertyValue")).toBe("₹40,00,000 · what it would sell for today");
    await second.getByRole("tab", { name: "Personal Details" }).click();
    await field(second, "Monthly Income (₹)").fill("120000");
    await expect.poll(() => secondHint("monthlyIncome")).toBe("₹1,20,000 take-home per month");
    await field(second, "Existing EMIs (₹ a month)").fill("5000");
    await expect.poll(() => secondHint("existingEmis")).toBe("₹5,000 a month on the loans you repay now");
    await field(second, "Purpose of Loan").fill("Buying a flat");
    await expect.poll(() => secondHint("purpose")).toBe("13/500 characters · e.g. buying a 2BHK flat in Pune");
    await second.context().close();
  });

  it("names the chosen loan type in the heading, and starts the form afresh when a link on the page names another", async () => {
    const page = await newPage();
    const heading = () => page.getByRole("heading", { level: 1 }).textContent();
    await page.goto("/loan-application?type=home-loan");
    await expect.poll(() => submitEnabled(page)).toBe(true);
    expect(await page.getByRole("radio", { name: /Home Loan/ }).isChecked()).toBe(true);
    expect(await heading()).toBe("Apply for a Home Loan");
    // Another type picked in the form: the heading follows it (the address still says home-loan).
    await page.getByText("Balance Transfer Top-Up", { exact: true }).click();
    await expect.poll(heading).toBe("Apply for a Balance Transfer Top-Up");
    await expect.poll(() => page.getByRole("heading", { name: "Your Balance Transfer Top-Up application" }).isVisible()).toBe(true);

    await page.evaluate(() => {
      window.history.pushState(null, "", "/loan-application?type=lap");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect.poll(() => page.getByRole("radio", { name: /Loan Against Property/ }).isChecked()).toBe(true);
    expect(await heading()).toBe("Apply for a Loan Against Property");
    await page.context().close();
  });
});
