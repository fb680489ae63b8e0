import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { upcomingWeekdays, weekdayAfter } from "../setup/factories";

// The calendar names each day the way it labels its buttons, e.g. "Monday, 23 November 2026".
const dayName = (ymd: string) =>
  new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

const [BOOK_DAY, MOVE_DAY, RACE_DAY] = upcomingWeekdays(6).filter((_, i) => i % 2 === 1);

/** Opens the Preferred Date calendar inside `scope`, pages forward to the day and picks it. */
async function pickDate(page: Page, scope: Page | Locator, ymd: string) {
  await scope.getByRole("button", { name: /^Preferred Date/ }).click();
  const grid = page.getByRole("grid");
  const day = grid.getByRole("button", { name: dayName(ymd), exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) await page.getByRole("button", { name: "Next month" }).click();
  await day.click();
  await expect.poll(() => grid.isVisible()).toBe(false);
}

const slot = (scope: Page | Locator, time: string) => scope.getByRole("radio", { name: new RegExp(`^${time}`) });

describe.skipIf(!hasBrowser())("consultation booking, ₹0 confirmation, reschedule and the adviser's summary in the browser", () => {
  const { newPage, login } = useBrowserApp();

  it("books, confirms for ₹0 with its adviser named, lands on the dashboard, reschedules; an e-mail's cancel link opens the dialog; staff cannot complete a session to come", async () => {
    const page = await newPage();
    await login(page, "demo", "Demo@1234");
    await page.goto("/consultation");

    // Prefilled from the signed-in customer.
    await expect.poll(() => page.getByLabel("Full Name").inputValue()).toBe("Priya Sharma");
    expect(await page.getByLabel("Email").inputValue()).toBe("demo@gharsetu.example");
    expect(await page.getByLabel("Phone Number").inputValue()).toBe("9876543210");
    await expect.poll(() => page.getByText("Select a weekday (Monday to Friday)").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Every field but the notes is required, with the spec's messages.
    await page.getByRole("button", { name: "Book Free Consultation" }).click();
    await expect.poll(() => page.getByText("Please select a consultation topic").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Please select a date").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Please select a preferred time").isVisible()).toBe(true);

    await page.getByLabel("Consultation Topic").selectOption("Tax Planning");
    await page.getByRole("button", { name: /^Preferred Date/ }).click();
    // Weekends and past days cannot be picked.
    const grid = page.getByRole("grid");
    expect(await grid.locator("button[aria-disabled=true]").count()).toBeGreaterThan(0);
    // Checked once the popover's opening animation has finished (axe would measure a half-faded grid).
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await pickDate(page, page, BOOK_DAY);
    await expect.poll(() => page.getByText("2 places left").count()).toBe(8);
    await page.getByText("11:00 AM - 12:00 PM").click();
    expect(await slot(page, "11:00 AM - 12:00 PM").isChecked()).toBe(true);
    // A long unbroken address in the notes must wrap, never widen the page.
    await page
      .getByLabel("Notes (optional)")
      .fill("Old or new tax regime with a home loan? https://example.com/" + "a-very-long-unbroken-path-segment".repeat(8));
    await page.getByRole("button", { name: "Book Free Consultation" }).click();

    const held = page.getByText(/Booking #\d+ is held for you until .+ IST/);
    await expect.poll(() => held.isVisible()).toBe(true);
    const id = Number((await held.textContent())!.match(/#(\d+)/)![1]);
    await expect.poll(() => page.getByText("Razorpay").first().isVisible()).toBe(true);
    await page.getByRole("button", { name: "Pay ₹0 to Confirm Booking" }).click();
    await expect.poll(() => page.getByText("Consultation Booked Successfully!").isVisible(), { timeout: 10_000 }).toBe(true);
    // Confirmed, it names the adviser the session went to (one of the demo staff) and how they meet.
    await expect.poll(() => page.getByText(/Rahul Verma|Anita Desai/).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Your adviser will call you at the time booked.").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("A confirmation email will follow shortly", { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Add to calendar" }).isVisible()).toBe(true);
    await page.waitForURL("**/dashboard", { timeout: 5_000 });

    const next = page.getByRole("heading", { name: "Next Consultation" }).locator("..").locator("..");
    await expect.poll(() => next.getByText("Tax Planning · 11:00 AM - 12:00 PM IST").isVisible()).toBe(true);

    await page.goto("/dashboard?tab=consultations");
    const card = page.getByRole("listitem").filter({ hasText: `Booking #${id}` });
    await expect.poll(() => card.getByText("11:00 AM - 12:00 PM").isVisible()).toBe(true);
    // Add to calendar saves an .ics file with the slot in UTC: 11:00 AM IST is 05:30Z.
    const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Add to calendar" }).click()]);
    expect(download.suggestedFilename()).toBe(`gharsetu-consultation-${id}.ics`);
    expect(readFileSync(await download.path(), "utf8")).toContain(`DTSTART:${BOOK_DAY.replace(/-/g, "")}T053000Z`);
    await card.getByRole("button", { name: `Reschedule consultation #${id}` }).click();
    const dialog = page.getByRole("dialog");
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await pickDate(page, dialog, MOVE_DAY);
    await expect.poll(() => dialog.getByText("2 places left").count()).toBe(8);
    await dialog.getByText("02:00 PM - 03:00 PM").click();
    await dialog.getByRole("button", { name: "Confirm new time" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => card.getByText("02:00 PM - 03:00 PM").isVisible()).toBe(true);

    // An e-mail's cancel link opens the booking's cancel dialog at once, at 390 wide too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard?tab=consultations&consultation=${id}&change=cancel`);
    const cancelDialog = page.getByRole("dialog");
    await expect.poll(() => cancelDialog.getByText("Cancel this consultation?").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await cancelDialog.getByRole("button", { name: "Keep booking" }).click();
    // The link is used up: the address keeps the tab but not the link, so a reload opens no dialog.
    await expect.poll(() => new URL(page.url()).search).toBe("?tab=consultations");
    await page.reload();
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await page.getByRole("dialog").count()).toBe(0);
    // A link to a booking that is not the customer's says so, instead of doing nothing.
    await page.goto(`/dashboard?tab=consultations&consultation=999999&change=reschedule`);
    await expect
      .poll(() =>
        page.getByText("We could not find booking #999999 among yours. Are you signed in with the account that booked it?").isVisible(),
      )
      .toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    const admin = await newPage();
    await login(admin, "admin", "Admin@1234");
    await admin.goto("/admin?tab=consultations");
    await admin.getByRole("searchbox", { name: "Search consultations" }).fill("tax");
    await admin
      .getByRole("button", { name: `Change status of consultation #${id}` })
      .first()
      .click();
    const statusDialog = admin.getByRole("dialog");
    await admin.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    expect(await statusDialog.getByRole("radio", { name: "scheduled" }).count()).toBe(0);
    // The session is still to come: it cannot be marked completed yet (the server refuses it as well).
    expect(await statusDialog.getByRole("radio", { name: "completed" }).isDisabled()).toBe(true);
    await expect.poll(() => statusDialog.getByText("Completed can be chosen once the session has started.").isVisible()).toBe(true);
    await admin.keyboard.press("Escape");
    // Staff pages carry no customer chat button.
    expect(await admin.getByRole("button", { name: "Open chat" }).count()).toBe(0);
    // The booking names its adviser to staff too.
    const row = admin.getByRole("row").filter({ hasText: `#${id}` });
    await expect.poll(() => row.getByText(/Rahul Verma|Anita Desai/).isVisible()).toBe(true);
    await admin.context().close();

    await page.context().close();
  });

  it("shows which slots are full, and says so in a toast when a slot fills up before the booking", async () => {
    const page = await newPage();
    await login(page, "demo", "Demo@1234");
    const admin = await newPage();
    await login(admin, "admin", "Admin@1234");
    const superadmin = await newPage();
    await login(superadmin, "superadmin", "Super@1234");
    const book = (p: Page, time: string) =>
      p.request.post("/api/consultations", {
        data: {
          topic: "Financial Planning",
          preferredDate: RACE_DAY,
          preferredTime: time,
          name: "Staff Member",
          email: "staff@gharsetu.example",
          phone: "9876543219",
        },
      });
    expect((await book(admin, "09:00 AM - 10:00 AM")).status()).toBe(201);
    expect((await book(superadmin, "09:00 AM - 10:00 AM")).status()).toBe(201);
    expect((await book(admin, "10:00 AM - 11:00 AM")).status()).toBe(201);

    await page.goto("/consultation?topic=Financial%20Planning");
    await expect.poll(() => page.getByLabel("Consultation Topic").inputValue()).toBe("Financial Planning");
    await pickDate(page, page, RACE_DAY);
    await expect.poll(() => slot(page, "09:00 AM - 10:00 AM").isDisabled()).toBe(true);
    await expect.poll(() => page.getByText("Fully booked").isVisible()).toBe(true);
    await page.getByText("10:00 AM - 11:00 AM").click();
    expect(await slot(page, "10:00 AM - 11:00 AM").isChecked()).toBe(true);

    // Someone else takes the last place while the customer is still on the form.
    expect((await book(superadmin, "10:00 AM - 11:00 AM")).status()).toBe(201);
    await page.getByRole("button", { name: "Book Free Consultation" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Booking failed" });
    await expect.poll(() => toast.isVisible()).toBe(true);
    expect(await toast.textContent()).toContain("This time slot is fully booked");
    expect(await page.getByRole("button", { name: "Book Free Consultation" }).isEnabled()).toBe(true);
    await Promise.all([page.context().close(), admin.context().close(), superadmin.context().close()]);
  });

  it("sends a visitor who submits to /auth; the calendar works from the keyboard", async () => {
    const page = await newPage();
    await page.goto("/consultation");
    await page.getByLabel("Consultation Topic").selectOption("Home Loan Consultation");
    await page.getByLabel("Full Name").fill("Visitor Name");
    await page.getByLabel("Phone Number").fill("9876500001");
    await page.getByLabel("Email").fill("visitor@example.in");
    // Opening the calendar focuses the first bookable day; Enter picks it.
    await page.getByRole("button", { name: /^Preferred Date/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(dayName(weekdayAfter(1)));
    await page.keyboard.press("Enter");
    const shortDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${weekdayAfter(1)}T00:00:00Z`),
    );
    await expect.poll(() => page.getByRole("button", { name: `Preferred Date: ${shortDate}` }).isVisible()).toBe(true);
    await pickDate(page, page, BOOK_DAY);
    await page.getByText("03:00 PM - 04:00 PM").click();
    await page.getByRole("button", { name: "Book Free Consultation" }).click();
    // To sign in, with the way back to the form (where the draft waits).
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/consultation");
    await page.context().close();
  });
});
