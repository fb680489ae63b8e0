import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCHEMA_UNAVAILABLE } from "../../client/src/lib/lazy-zod-resolver";
import { addDays, istToday } from "../../shared/calendar/ist";
import { instalmentDueDate, paiseToRupees, rupeesToPaise, sipFutureValue } from "../../shared/finance";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { verifiedInvestor } from "../setup/http-client";
import { schemaChunk } from "../setup/schema-chunk";
import type { RunningServer } from "../setup/server";
import { cliCommand } from "../setup/cli-bundle";
import { validSip } from "../setup/factories";

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
const run = promisify(execFile);

describe.skipIf(!hasBrowser())("SIP journey in the browser", () => {
  let server: RunningServer;
  // Investing needs verified KYC: the demo customer uploads a PAN and an Aadhaar card, and an admin verifies them.
  const { newPage, login } = useBrowserApp(async (running) => {
    server = running;
    await verifiedInvestor(running, "demo", "Demo@1234");
  });
  /** `npm run jobs:run -- --as-of day` beside the running server, as an operator runs it (through the server's operator endpoint). */
  const runJobs = async (day: string) => {
    const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: server.dataDir, LOG_LEVEL: "silent" };
    delete env.DATABASE_URL;
    const { stdout } = await run(...cliCommand("server/cli/jobs-run.ts", ["--as-of", day]), { env, timeout: 60_000 });
    expect(stdout).toMatch(new RegExp(`^Due work as of ${day}:`));
  };
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  it("picks a plan, takes the calculator's figures, starts the SIP, pays the first contribution and finds it on the dashboard", async () => {
    const page = await newPage();
    await login(page, "demo", "Demo@1234");
    await page.goto("/sip");
    const equity = page.getByRole("button", { name: /^Equity Growth Plan/ });
    await equity.click();
    expect(await equity.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.getByText("3-year lock-in").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("tab", { name: "SIP Calculator" }).click();
    await expect.poll(() => page.getByText("₹49,95,740").isVisible()).toBe(true);
    await field(page, "Monthly investment").fill("7500");
    await field(page, "Investment period").fill("15");
    await field(page, "Expected return (p.a.)").fill("13");
    await expect
      .poll(() =>
        page
          .getByText(rupees(paiseToRupees(sipFutureValue(rupeesToPaise(7_500), 13, 180).totalValue)))
          .first()
          .isVisible(),
      )
      .toBe(true);
    // The figures survive a look at another tab.
    await page.getByRole("tab", { name: "SIP Plans" }).click();
    await page.getByRole("tab", { name: "SIP Calculator" }).click();
    expect(await field(page, "Monthly investment").inputValue()).toBe("7,500");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Start SIP Now" }).click();

    await expect.poll(() => page.getByRole("tab", { name: "Start SIP" }).getAttribute("aria-selected")).toBe("true");
    expect(await field(page, "SIP plan").inputValue()).toBe("Equity Growth Plan");
    expect(await field(page, "Monthly amount (₹)").inputValue()).toBe("7500");
    expect(await field(page, "Duration (months)").inputValue()).toBe("180");
    expect(await field(page, "Expected returns (% p.a.)").inputValue()).toBe("13");
    await expect.poll(() => page.getByText("Minimum ₹1,000 per month").isVisible()).toBe(true);
    expect(await page.getByRole("meter", { name: "Risk level" }).getAttribute("aria-valuenow")).toBe("90");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Bank details show only with auto-debit on.
    await page.getByRole("switch", { name: "Auto-debit from my bank account" }).click();
    expect(await field(page, "Bank name").count()).toBe(0);
    await page.getByRole("switch", { name: "Auto-debit from my bank account" }).click();
    await field(page, "Bank name").fill("HDFC Bank");
    await field(page, "Bank account number").fill("50100123456789");
    await page.getByRole("button", { name: "Start SIP" }).click();

    const idText = page.getByText(/SIP ID: #\d+/);
    await expect.poll(() => idText.isVisible()).toBe(true);
    const sipId = Number((await idText.textContent())!.match(/#(\d+)/)![1]);
    await expect.poll(() => page.getByText("HDFC Bank XXXX6789").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Pay ₹7,500" }).click();
    await page.getByRole("dialog", { name: "Demo checkout" }).getByRole("button", { name: "Pay (simulated)" }).click();
    await expect
      .poll(() => page.getByText("Your SIP has been activated successfully. Next payment will be on the scheduled date.").isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);

    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("tab", { name: "SIP Investments" }).click();
    const card = page.getByRole("listitem").filter({ hasText: `SIP #${sipId}` });
    await expect.poll(() => card.getByText("1 of 180 contributions paid").isVisible()).toBe(true);
    await expect.poll(() => card.getByText("Auto-debit from HDFC Bank account XXXX6789").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Pause with a confirmation, then resume.
    await card.getByRole("button", { name: "Pause" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Pause SIP" }).click();
    await expect.poll(() => card.getByText("paused", { exact: true }).isVisible()).toBe(true);
    await card.getByRole("button", { name: "Resume" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Resume SIP" }).click();
    await expect.poll(() => card.getByText("active", { exact: true }).isVisible()).toBe(true);

    await page.getByRole("tab", { name: "Transactions" }).click();
    const contribution = page
      .getByRole("listitem")
      .filter({ hasText: "SIP Contribution" })
      .filter({ hasText: `SIP #${sipId}` });
    await expect.poll(() => contribution.first().isVisible()).toBe(true);
    expect(await contribution.first().textContent()).toContain("₹7,500");
    await page.context().close();
  });

  it("says so, sending nothing, while the form's checks cannot be loaded, and checks once they can", async () => {
    const page = await newPage();
    await login(page, "demo", "Demo@1234");
    let offline = true;
    await page.route(`**${schemaChunk("sip")}`, (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
    const sent: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && r.url().endsWith("/api/sip-investments") && sent.push(r.url())));
    await page.goto("/sip?tab=invest");
    await page.getByRole("button", { name: "Start SIP" }).click();
    await expect.poll(() => page.getByText(SCHEMA_UNAVAILABLE).first().isVisible()).toBe(true);
    offline = false;
    await page.getByRole("button", { name: "Start SIP" }).click();
    await expect.poll(() => page.getByText("Please select a SIP plan").isVisible()).toBe(true);
    expect(sent).toEqual([]);
    await page.context().close();
  });

  it("prefills from the query, keeps the query's amount and period when a plan is chosen, and sends visitors to log in", async () => {
    const page = await newPage();
    await page.goto("/sip?tab=invest&amount=3000&period=5&rate=11");
    await expect.poll(() => field(page, "Monthly amount (₹)").inputValue()).toBe("3000");
    expect(await field(page, "Duration (months)").inputValue()).toBe("60");
    expect(await field(page, "Expected returns (% p.a.)").inputValue()).toBe("11");
    await field(page, "SIP plan").selectOption("Balanced Hybrid Plan");
    expect(await field(page, "Monthly amount (₹)").inputValue()).toBe("3000");
    expect(await field(page, "Duration (months)").inputValue()).toBe("60");
    expect(await field(page, "Expected returns (% p.a.)").inputValue()).toBe("10");

    await field(page, "Monthly amount (₹)").fill("400");
    await page.getByRole("button", { name: "Start SIP" }).click();
    await expect.poll(() => page.getByText("Monthly amount must be at least ₹500").isVisible()).toBe(true);
    await field(page, "Monthly amount (₹)").fill("3000");
    await field(page, "Bank name").fill("Canara Bank");
    await field(page, "Bank account number").fill("1234567890");
    await page.getByRole("button", { name: "Start SIP" }).click();
    await page.waitForURL("**/auth");
    await page.context().close();
  });

  it("sets up autopay (demo), lets two months of due work debit it, and shows the holding with XIRR", async () => {
    const page = await newPage();
    await login(page, "demo", "Demo@1234");
    // A SIP with its first contribution paid, through the API as the form and the payment card send them.
    const startDate = addDays(istToday(), 7);
    const created = await page.request.post("/api/sip-investments", {
      data: validSip({ startDate, durationMonths: 12, monthlyAmount: 4000 }),
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // Before its first contribution the card shows one status, not "Awaiting first contribution" beside "Active".
    await page.goto("/dashboard?tab=sip");
    const waiting = page.getByRole("listitem").filter({ hasText: `SIP #${id}` });
    await expect.poll(() => waiting.getByText("Awaiting first contribution").isVisible()).toBe(true);
    expect(await waiting.getByText("Active", { exact: true }).count()).toBe(0);
    const order = (await (await page.request.post(`/api/payments/sip-investment/${id}`, { data: {} })).json()) as {
      razorpay: { order_id: string };
    };
    const verified = await page.request.post("/api/payments/verify", {
      data: { razorpay_payment_id: `pay_e2e_${id}`, razorpay_order_id: order.razorpay.order_id, razorpay_signature: "demo" },
    });
    expect(verified.status()).toBe(200);

    await page.goto("/dashboard?tab=sip");
    const card = page.getByRole("listitem").filter({ hasText: `SIP #${id}` });
    await card.getByRole("button", { name: `Set up autopay for SIP #${id}` }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("radio", { name: /UPI AutoPay/ }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Set up autopay" }).click();
    await expect.poll(() => card.getByText("Autopay: UPI AutoPay, up to ₹8,000 a debit").isVisible()).toBe(true);

    // Two months of due work: each instalment's notice the day before its date, then its debit.
    for (const seq of [2, 3]) {
      const due = instalmentDueDate(startDate, seq);
      await runJobs(addDays(due, -1));
      await runJobs(due);
    }
    await page.reload();
    await expect.poll(() => card.getByText("3 of 12 contributions paid").isVisible()).toBe(true);
    await card.getByRole("button", { name: `View holding of SIP #${id}` }).click();
    const holding = page.getByRole("dialog");
    await expect.poll(() => holding.getByText("Instalments").isVisible()).toBe(true);
    expect(await holding.getByRole("row").count()).toBe(1 + 3);
    expect(await holding.getByRole("cell", { name: "Invested" }).count()).toBe(3);
    const invested = holding.locator("dt", { hasText: /^Invested$/ }).locator("xpath=following-sibling::dd[1]");
    expect(await invested.textContent()).toBe("₹12,000");
    const xirr = holding.locator("dt", { hasText: /^XIRR$/ }).locator("xpath=following-sibling::dd[1]");
    expect(await xirr.textContent()).toMatch(/^-?\d+(\.\d+)?%$/);
    await expect.poll(() => holding.getByText("Value over time").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
