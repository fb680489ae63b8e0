import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { DEMO_DATA, useBrowserApp } from "../setup/e2e";
import { takeScreenshots } from "../setup/screenshots";

/**
 * What a customer notices on a phone (390 px) and a desktop (1280 px): tab strips that say there are
 * more tabs, readable KYC rows, a chat button that gets out of the way, page outlines while loading,
 * and plain words when the connection drops.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function shot(page: Page, name: string) {
  if (!takeScreenshots) return;
  await page.screenshot({ path: `/tmp/phone-details-${name}-${page.viewportSize()!.width}.png` });
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not on screen");
  return b;
};

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(!hasBrowser())("Details on phones and desktops", () => {
  const { newPage, login } = useBrowserApp(undefined, { env: DEMO_DATA });

  const signedIn = async (viewport: { width: number; height: number }) => {
    const page = await newPage({ viewport });
    await login(page, "demo", "Demo@1234");
    return page;
  };

  it("on a phone the dashboard's tabs start on the first screen and show that more tabs are there; a desktop shows them all", async () => {
    const page = await signedIn(PHONE);
    const strip = page.getByRole("tablist");
    const wrapper = strip.locator("..");
    await expect.poll(async () => (await box(strip)).y + (await box(strip)).height).toBeLessThan(PHONE.height);
    // More tabs to the right, none to the left: the strip says so (a fade and an arrow).
    await expect.poll(() => wrapper.getAttribute("data-more-after")).toBe("");
    expect(await wrapper.getAttribute("data-more-before")).toBeNull();
    const profile = page.getByRole("tab", { name: "Profile" });
    const stripBox = await box(strip);
    expect((await box(profile)).x).toBeGreaterThan(stripBox.x + stripBox.width - 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "dashboard-tabs");

    // A tap on the arrow scrolls the strip; now there are tabs to the left as well.
    const before = await strip.evaluate((el) => el.scrollLeft);
    await wrapper.locator("button[aria-hidden]").last().click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
    await expect.poll(() => wrapper.getAttribute("data-more-before")).toBe("");

    // A link to the last tab shows that tab in the strip, and the page itself never scrolls sideways.
    await page.goto("/dashboard?tab=profile");
    await expect.poll(() => profile.getAttribute("data-state")).toBe("active");
    await expect
      .poll(async () => {
        const [p, s] = [await box(profile), await box(strip)];
        return p.x >= s.x - 1 && p.x + p.width <= s.x + s.width + 1;
      })
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const desktop = await signedIn(DESKTOP);
    const desktopStrip = desktop.getByRole("tablist");
    await desktopStrip.waitFor();
    // Two frames: the strip has measured itself by then.
    await desktop.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await desktopStrip.locator("..").getAttribute("data-more-after")).toBeNull();
    expect(
      await desktop
        .locator("button[aria-hidden]")
        .filter({ has: desktop.locator("svg.lucide-chevron-right") })
        .count(),
    ).toBe(0);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
    await shot(desktop, "dashboard-tabs");
  });

  it("the calculators' tab strip on a phone shows there are more calculators", async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/loan-application");
    const strip = page.getByRole("tablist").filter({ has: page.getByRole("tab", { name: "EMI" }) });
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(() => strip.locator("..").getAttribute("data-more-after")).toBe("");
    await shot(page, "calculator-tabs");
  });

  it("KYC rows on a phone keep the title, date and reason full width, with the status under them; a desktop keeps one line", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await signedIn(viewport);
      await page.goto("/dashboard?tab=kyc");
      const row = page.getByRole("listitem").filter({ hasText: "Salary Slip" });
      const reason = row.getByText(/^Reason:/);
      await reason.waitFor();
      await row.scrollIntoViewIfNeeded();
      const [title, date, why, status, rowBox] = await Promise.all([
        box(row.getByText("Salary Slip", { exact: true })),
        box(row.getByText(/^Uploaded /)),
        box(reason),
        box(row.getByText("rejected", { exact: true })),
        box(row),
      ]);
      // The words get most of the row: at least 60% of it, never a narrow column beside the buttons.
      expect(why.width).toBeGreaterThan(rowBox.width * 0.6);
      for (const text of [title, date, why]) expect(overlaps(text, status)).toBe(false);
      if (viewport === PHONE) expect(status.y).toBeGreaterThanOrEqual(why.y + why.height);
      else expect(status.y).toBeLessThan(why.y + why.height);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, "kyc-rows");
    }
  });

  it("the chat button shrinks while the page scrolls down, comes back on the way up, and never covers the footer's last line", async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/loan-application");
    const chat = page.getByRole("button", { name: "Open chat" });
    expect((await box(chat)).width).toBeGreaterThan(50);

    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => chat.getAttribute("data-compact")).toBe("");
    await expect.poll(async () => (await box(chat)).width).toBeLessThan(45);
    await shot(page, "chat-compact");
    await page.mouse.wheel(0, -300);
    await expect.poll(() => chat.getAttribute("data-compact")).toBeNull();
    await expect.poll(async () => (await box(chat)).width).toBeGreaterThan(50);

    // At the very end of the page the button sits clear of the footer's last links.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.mouse.wheel(0, -20);
    await expect.poll(() => chat.getAttribute("data-compact")).toBeNull();
    await expect.poll(async () => (await box(chat)).width).toBeGreaterThan(50);
    const terms = page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" });
    const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Notice" });
    for (const link of [terms, privacy]) expect(overlaps(await box(link), await box(chat))).toBe(false);
    await shot(page, "chat-footer");

    // On a desktop the footer's last line is one row, with the links at its right end: they stay clear too.
    const desktop = await newPage({ viewport: DESKTOP });
    await desktop.goto("/loan-application");
    await desktop.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await desktop.mouse.move(600, 400);
    await desktop.mouse.wheel(0, -20);
    const desktopChat = desktop.getByRole("button", { name: "Open chat" });
    await expect.poll(async () => (await box(desktopChat)).width).toBeGreaterThan(50);
    const footer = desktop.getByRole("contentinfo");
    for (const name of ["Terms of Use", "Privacy Notice"])
      expect(overlaps(await box(footer.getByRole("link", { name })), await box(desktopChat))).toBe(false);
    // Nor the registration line just above it (its end, the GSTIN, sits at the right on a wide screen).
    expect(overlaps(await box(footer.getByText(/^GSTIN /)), await box(desktopChat))).toBe(false);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
    await shot(desktop, "chat-footer");
  });

  it("a slow list shows the outline of its rows, and a slow sign-in check the outline of the page, not a lone spinner", async () => {
    const page = await signedIn(PHONE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Transactions: a tab whose rows nothing else on the dashboard has asked for yet.
    await page.route("**/api/transactions*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("tab", { name: "Transactions" }).click();
    const outline = page.getByTestId("list-skeleton");
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Loading transactions..." }).count()).toBe(1);
    expect(await outline.isVisible()).toBe(true);
    expect(await page.locator(".animate-spin").count()).toBe(0);
    await shot(page, "list-skeleton");
    release();
    await expect.poll(() => page.getByRole("heading", { name: "Transactions", level: 2 }).isVisible()).toBe(true);
    expect(await outline.count()).toBe(0);

    // A fresh page whose "who is signed in" check is slow: the page's outline, then the dashboard.
    const fresh = await newPage({ viewport: PHONE, storageState: await page.context().storageState() });
    let letUserThrough!: () => void;
    const userHeld = new Promise<void>((resolve) => (letUserThrough = resolve));
    await fresh.route("**/api/user", async (route) => {
      await userHeld;
      await route.continue();
    });
    const loading = fresh.goto("/dashboard");
    await expect.poll(() => fresh.getByTestId("page-skeleton").isVisible()).toBe(true);
    await shot(fresh, "page-skeleton");
    letUserThrough();
    await loading;
    await expect.poll(() => fresh.getByRole("heading", { name: /Welcome back/ }).isVisible()).toBe(true);
  });

  it("offline: plain words, the tab's outline meanwhile, and its rows once the connection is back; never 'Failed to fetch'", async () => {
    const page = await signedIn(PHONE);
    const banner = page.getByText("You are offline; we will retry when the connection is back.");
    expect(await banner.count()).toBe(0);
    // The dashboard drawn first (going offline before its own code came left nothing to click).
    const transactions = page.getByRole("tab", { name: "Transactions" });
    await transactions.waitFor();

    await page.context().setOffline(true);
    // Transactions is a tab not opened yet: neither its code nor its rows are here.
    await transactions.click();
    await expect.poll(() => banner.isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("list-skeleton").isVisible()).toBe(true);
    expect(await page.getByText("Something went wrong").count()).toBe(0);
    expect(await page.getByText(/Failed to fetch/i).count()).toBe(0);
    // (axe waits for the page to be still: the outline pulses while it waits, so the page is checked below.)
    await shot(page, "offline");

    await page.context().setOffline(false);
    await expect.poll(() => page.getByRole("heading", { name: "Transactions", level: 2 }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => banner.count()).toBe(0);
    expect(await page.getByText(/Failed to fetch/i).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Offline again with everything on screen: the rows stay, the banner is readable.
    await page.context().setOffline(true);
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Transactions", level: 2 }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().setOffline(false);
    await expect.poll(() => banner.count()).toBe(0);
  });

  it("offline with a tab's code already here: its list waits with its outline (not 'no transactions'), a change fails at once in plain words, and a fresh page is not sent to sign-in", async () => {
    const page = await signedIn(PHONE);
    // The first try at the rows gets no answer; the connection then goes: the retry waits for it.
    let aborted = 0;
    await page.route("**/api/transactions*", (route) => (aborted++ === 0 ? route.abort("connectionreset") : route.continue()));
    await page.getByRole("tab", { name: "Transactions" }).click();
    await expect.poll(() => aborted).toBe(1);
    await page.context().setOffline(true);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Loading transactions..." }).count()).toBe(1);
    await page.waitForTimeout(2_500);
    expect(await page.getByText("No transactions yet").count()).toBe(0);
    expect(await page.getByRole("status").filter({ hasText: "Loading transactions..." }).count()).toBe(1);

    // A change made offline is not kept to be sent later by itself: it fails at once, and says why.
    await page.context().setOffline(false);
    await page.goto("/dashboard?tab=profile");
    const save = page.getByRole("button", { name: "Save details" });
    await save.waitFor();
    await page.context().setOffline(true);
    let patches = 0;
    await page.route("**/api/me", (route) => (route.request().method() === "PATCH" && patches++, route.continue()));
    await page.getByLabel("Full Name").fill("Priya S Sharma");
    await save.click();
    const offlineToast = page.getByText("You are offline or our server cannot be reached. Check your connection and try again.");
    await expect.poll(() => offlineToast.first().isVisible()).toBe(true);
    // It went nowhere, and it is not sent again by itself when the connection is back.
    const tried = patches;
    await page.context().setOffline(false);
    await page.waitForTimeout(2_000);
    expect(patches).toBe(tried);

    // A fresh page whose "who is signed in" check fails and then goes offline: the outline, not the sign-in page.
    const fresh = await newPage({ viewport: PHONE, storageState: await page.context().storageState() });
    let userTries = 0;
    await fresh.route("**/api/user", (route) => (userTries++ === 0 ? route.abort("connectionreset") : route.continue()));
    await fresh.goto("/dashboard", { waitUntil: "commit" }).catch(() => {});
    await expect.poll(() => userTries, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await fresh.context().setOffline(true);
    await fresh.waitForTimeout(3_000);
    expect(new URL(fresh.url()).pathname).toBe("/dashboard");
    expect(await fresh.getByTestId("page-skeleton").isVisible()).toBe(true);
    await fresh.context().setOffline(false);
    await expect.poll(() => fresh.getByRole("heading", { name: /Welcome back/ }).isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it("a server that does not answer: the read is tried again by itself, a change says so in plain words, and a signed-in page is not sent to sign-in", async () => {
    const page = await newPage({ viewport: DESKTOP });
    // The first two tries at the bookings get no answer (the connection drops); the third gets them.
    // Set before signing in: the dashboard's "Next Consultation" card asks for them at once.
    let tries = 0;
    await page.route("**/api/consultations*", async (route) => {
      if (route.request().method() === "GET" && ++tries <= 2) return route.abort("connectionreset");
      return route.continue();
    });
    await login(page, "demo", "Demo@1234");
    await page.getByRole("tab", { name: "Consultations" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Consultations", level: 2 }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(tries).toBeGreaterThanOrEqual(3);
    expect(await page.getByText(/Failed to fetch/i).count()).toBe(0);

    // A change that gets no answer is not sent again by itself (it may have arrived): the toast says what happened.
    let patches = 0;
    await page.route("**/api/me", (route) =>
      route.request().method() === "PATCH" ? (patches++, route.abort("connectionreset")) : route.continue(),
    );
    await page.goto("/dashboard?tab=profile");
    const save = page.getByRole("button", { name: "Save details" });
    await save.waitFor();
    await page.getByLabel("Full Name").fill("Priya S Sharma");
    await save.click();
    await expect
      .poll(() =>
        page.getByText("You are offline or our server cannot be reached. Check your connection and try again.").first().isVisible(),
      )
      .toBe(true);
    expect(await page.getByText(/Failed to fetch/i).count()).toBe(0);
    await page.waitForTimeout(1_500);
    expect(patches).toBe(1);
    await shot(page, "change-offline");

    // "Who is signed in" gets no answer on a fresh load, through all of its tries: the page waits with its
    // outline and is not sent to sign-in; once the server answers, the banner's timer asks again.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    let blocked = true;
    await page.route("**/api/user", (route) => (blocked ? route.abort("connectionreset") : route.continue()));
    await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
    await expect.poll(() => page.getByTestId("page-skeleton").isVisible()).toBe(true);
    // Past the three retries (1 s, 2 s, 4 s): the query has failed for good by now.
    await page.waitForTimeout(8_500);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    expect(await page.getByTestId("page-skeleton").isVisible()).toBe(true);
    expect(await page.getByText("You are offline; we will retry when the connection is back.").isVisible()).toBe(true);
    blocked = false;
    await expect.poll(() => page.getByRole("heading", { name: /Welcome back/ }).isVisible(), { timeout: 20_000 }).toBe(true);
  });

  it("an e-mail's link to a booking puts it first; one to a booking no longer scheduled says so", async () => {
    const page = await signedIn(PHONE);
    const mine = (await (await page.request.get("/api/consultations")).json()) as { id: number; status: string }[];
    const last = mine.filter((c) => c.status === "scheduled").at(-1);
    const done = mine.find((c) => c.status !== "scheduled" && c.status !== "pending");
    expect(last && done).toBeTruthy();
    await page.goto(`/dashboard?tab=consultations&consultation=${done!.id}&change=reschedule`);
    await expect
      .poll(() =>
        page
          .getByText(`Booking #${done!.id} is no longer scheduled, so it cannot be changed. You can book a new consultation.`)
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole("dialog").count()).toBe(0);
    const first = page
      .getByRole("list")
      .filter({ has: page.getByText(/^Booking #/) })
      .getByRole("listitem")
      .first();
    expect(await first.getByText(`Booking #${done!.id}`, { exact: false }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "link-not-scheduled");
  });
});
