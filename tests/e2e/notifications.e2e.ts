import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { upcomingWeekdays } from "../setup/factories";

const BOOK_DAY = upcomingWeekdays(3)[2];
const dayName = (ymd: string) =>
  new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

/** Books a Tax Planning consultation at 10 AM on BOOK_DAY through the form and confirms it for ₹0. */
async function bookConsultation(page: Page) {
  await page.goto("/consultation");
  await expect.poll(() => page.getByLabel("Full Name").inputValue()).toBe("Priya Sharma");
  await page.getByLabel("Consultation Topic").selectOption("Tax Planning");
  await page.getByRole("button", { name: /^Preferred Date/ }).click();
  const day = page.getByRole("grid").getByRole("button", { name: dayName(BOOK_DAY), exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) await page.getByRole("button", { name: "Next month" }).click();
  await day.click();
  await page.getByText("10:00 AM - 11:00 AM").click();
  await page.getByRole("button", { name: "Book Free Consultation" }).click();
  await page.getByRole("button", { name: "Pay ₹0 to Confirm Booking" }).click();
  await expect.poll(() => page.getByText("Consultation Booked Successfully!").isVisible(), { timeout: 10_000 }).toBe(true);
}

describe.skipIf(!hasBrowser())("notifications in the browser", () => {
  let dataDir = "";
  const { newPage, login, loginAs } = useBrowserApp(async (server) => {
    dataDir = server.dataDir;
  });
  // The booking's e-mail (signing in from this new browser sends its own alert beside it).
  const mailFiles = () => {
    const dir = path.join(dataDir, "mail");
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith("-consultation_booked.eml")) : [];
  };

  it("a booking shows under the bell, links to the consultation, and its e-mail lands in DATA_DIR/mail with the invite", async () => {
    const page = await newPage();
    await login(page, "demo", "Demo@1234");
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications");
    await bell.click();
    await expect.poll(() => page.getByText("No notifications yet").isVisible()).toBe(true);
    await page.keyboard.press("Escape");

    await bookConsultation(page);
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Notifications, 1 unread");
    await bell.click();
    const list = page.getByRole("list", { name: "Notifications" });
    const item = list.getByRole("link", { name: /Your consultation is booked/ });
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(await item.textContent()).toContain("consultation (Tax Planning) is booked");
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await item.click();
    await page.waitForURL("**/dashboard?tab=consultations");
    expect(await page.getByRole("tab", { name: "Consultations" }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications");

    // The worker writes the e-mail as an .eml file (no SMTP_URL), to the address given at booking.
    await expect.poll(() => mailFiles().length, { timeout: 15_000 }).toBe(1);
    const mail = await simpleParser(readFileSync(path.join(dataDir, "mail", mailFiles()[0])));
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("demo@gharsetu.example");
    expect(mail.subject).toBe("Your consultation is booked");
    expect(mail.text).toContain("Dear Priya Sharma,");
    expect(mail.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^gharsetu-consultation-\d+\.ics$/)]);
  });

  it("staff see the e-mail in the Outbox tab as delivered, without the customer's details", async () => {
    const page = await loginAs("admin", "Admin@1234");
    await page.goto("/admin?tab=outbox");
    const messages = page.getByRole("list", { name: "Outbox messages" });
    const row = messages.getByRole("listitem").filter({ hasText: "Consultation booked" });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain("E-mail to demo@gharsetu.example");
    expect(await row.textContent()).toMatch(/delivered/i);
    expect(await row.textContent()).not.toContain("Priya Sharma");
    // A fixed label per kind, never the subject (which can carry an amount or a KYC outcome).
    expect(await row.textContent()).not.toContain("Your consultation is booked");
    expect(await row.getByRole("button", { name: /Retry/ }).count()).toBe(0);
    await page.getByLabel("Status").selectOption("failed");
    await expect.poll(() => page.getByText("No message has been given up on.").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
