import { spawn } from "node:child_process";
import { chromium } from "playwright-core";
import { seriousAxeViolations } from "./tests/setup/axe";
import { upcomingWeekdays } from "./tests/setup/factories";

const PORT = 5071;
const base = `http://127.0.0.1:${PORT}`;
const server = spawn("node", ["dist/server/index.js"], { env: { ...process.env, PORT: String(PORT), DATA_DIR: "/tmp/shots/data", SEED_DEMO: "accounts", NODE_ENV: "production" }, stdio: "ignore" });
const wait = async () => { for (let i = 0; i < 120; i++) { try { if ((await fetch(`${base}/api/health`)).ok) return; } catch {} await new Promise((r) => setTimeout(r, 500)); } throw new Error("no server"); };
async function login(page: any, u: string, p: string) {
  await page.goto(`${base}/auth`);
  await page.getByRole("tab", { name: "Login" }).click();
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Username").fill(u);
  await panel.getByLabel("Password", { exact: true }).fill(p);
  await panel.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/dashboard|admin/);
}
(async () => {
  await wait();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const report: string[] = [];
  // Make a pending and a confirmed booking through the API as the demo customer.
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await login(page, "demo", "Demo@1234");
  const days = upcomingWeekdays(4);
  const book = (d: string, t: string, notes: string) => page.evaluate(async ([d, t, notes]) => (await fetch("/api/consultations", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ topic: "Tax Planning", preferredDate: d, preferredTime: t, name: "Priya Sharma", email: "demo@gharsetu.example", phone: "9876543210", notes }) })).json(), [d, t, notes]);
  const pending = await book(days[1], "10:00 AM - 11:00 AM", "https://example.com/a-very-long-unbroken-link-that-should-wrap-properly-on-phones-and-never-widen-the-page-0123456789");
  await book(days[2], "02:00 PM - 03:00 PM", "");
  // The booking page's payment step: book through the form is long; show the dashboard instead, then confirm one.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base}/dashboard?tab=consultations`);
    await page.getByText("awaiting confirmation").first().waitFor();
    await page.screenshot({ path: `/tmp/shots/dash-consult-pending-${width}.png`, fullPage: true });
    report.push(`dash pending ${width}: ${JSON.stringify(await seriousAxeViolations(page))} scrollWidth=${await page.evaluate(() => document.documentElement.scrollWidth)}`);
  }
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole("button", { name: `Confirm booking #${pending.id}` }).click();
  await page.getByRole("dialog").waitFor();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await page.screenshot({ path: `/tmp/shots/confirm-dialog-390.png` });
  report.push(`confirm dialog 390: ${JSON.stringify(await seriousAxeViolations(page))}`);
  await page.getByRole("dialog").getByRole("button", { name: /Pay ₹0 to Confirm Booking/ }).click();
  await page.getByText("Join the video call").or(page.getByText("Your adviser will call you at the time booked.")).first().waitFor({ timeout: 15000 });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base}/dashboard?tab=consultations`);
    await page.getByText("Speaks", { exact: false }).first().waitFor();
    await page.screenshot({ path: `/tmp/shots/dash-consult-confirmed-${width}.png`, fullPage: true });
    report.push(`dash confirmed ${width}: ${JSON.stringify(await seriousAxeViolations(page))}`);
  }
  // The booking page with a slot picked, then the payment step.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`${base}/consultation`);
  await page.screenshot({ path: `/tmp/shots/consult-form-390.png`, fullPage: true });
  // Staff.
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(admin, "superadmin", "Super@1234");
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto(`${base}/admin?tab=consultations`);
    await admin.getByText("Advisers").first().waitFor();
    await admin.waitForTimeout(800);
    await admin.screenshot({ path: `/tmp/shots/admin-consult-${width}.png`, fullPage: true });
    report.push(`admin consult ${width}: ${JSON.stringify(await seriousAxeViolations(admin))}`);
  }
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.getByRole("button", { name: /Adviser settings of/ }).first().click();
  await admin.getByRole("dialog").waitFor();
  await admin.waitForFunction(() => document.getAnimations().length === 0);
  await admin.screenshot({ path: `/tmp/shots/adviser-dialog-1280.png` });
  report.push(`adviser dialog: ${JSON.stringify(await seriousAxeViolations(admin))}`);
  await admin.keyboard.press("Escape");
  await admin.goto(`${base}/super-admin?tab=settings`);
  await admin.getByText("Booking hold (minutes)").waitFor({ timeout: 15000 }).catch(() => {});
  await admin.screenshot({ path: `/tmp/shots/settings-1280.png`, fullPage: true });
  report.push(`settings: ${JSON.stringify(await seriousAxeViolations(admin))}`);
  console.log(report.join("\n"));
  await browser.close();
  server.kill();
})().catch((e) => { console.error(e); server.kill(); process.exit(1); });
