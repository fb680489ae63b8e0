import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCHEMA_UNAVAILABLE } from "../../client/src/lib/lazy-zod-resolver";
import { istDateOf } from "../../shared/schema";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { schemaChunk } from "../setup/schema-chunk";

const SUBJECT = "Processing fee charged twice";
const RESPONSE = "We have refunded the second debit of ₹2,500; it reaches your account in 5 to 7 working days.";

/** Switches the theme the way the header's toggle leaves it, without reloading (an open dialog stays open). */
async function useTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((t) => {
    localStorage.setItem("theme", t);
    document.documentElement.classList.remove("light", "dark");
    document.documentElement.classList.add(t);
  }, theme);
  // Colours with a CSS transition (a toast) start moving on the next frames; let them start, so the
  // accessibility check waits for them to finish.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Closes the toasts on screen (the login's "Welcome back"): one that times out while axe reads the
 * page fades mid-check, and its fading text fails the contrast rule.
 */
async function closeToasts(page: Page) {
  const close = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("button", { name: "Close" });
  for (let open = await close.count(); open > 0; open = await close.count()) {
    await close.first().click();
    await expect.poll(() => close.count()).toBeLessThan(open);
  }
}

/** No serious or critical axe finding, in the light theme and the dark. */
async function expectAccessibleInBothThemes(page: Page) {
  await closeToasts(page);
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    expect(await seriousAxeViolations(page), `${theme} theme`).toEqual([]);
  }
  await useTheme(page, "light");
}

describe.skipIf(!hasBrowser())("grievance redressal in the browser", () => {
  const { newPage, loginAs } = useBrowserApp();

  it("shows everyone the officer, the 30-day promise and the RBI escalation, and asks visitors to log in to file", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Raise a complaint" }).click();
    await page.waitForURL("**/grievance");
    await expect.poll(() => page.title()).toBe("Grievance Redressal: Raise a Complaint | GharSetu");
    const main = page.getByRole("main");
    await expect.poll(() => main.getByRole("heading", { name: "Raise a Complaint", level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => main.getByText("Asha Verma (fictional)").isVisible()).toBe(true);
    expect(await main.getByRole("link", { name: "grievance@gharsetu.example" }).getAttribute("href")).toBe(
      "mailto:grievance@gharsetu.example",
    );
    expect(await main.getByRole("link", { name: "+91 90000 00003" }).getAttribute("href")).toBe("tel:+919000000003");
    await expect.poll(() => main.getByRole("heading", { name: /Our answer within 30 days/ }).isVisible()).toBe(true);
    await expect.poll(() => main.getByText("RBI Integrated Ombudsman Scheme, 2021").isVisible()).toBe(true);
    expect(await main.getByRole("link", { name: "cms.rbi.org.in" }).getAttribute("href")).toBe("https://cms.rbi.org.in");
    expect(await main.getByRole("link", { name: "14448" }).getAttribute("href")).toBe("tel:14448");

    await expect.poll(() => main.getByText("Log in to file a complaint online").isVisible()).toBe(true);
    expect(await main.getByRole("button", { name: "Submit complaint" }).count()).toBe(0);
    await expectAccessibleInBothThemes(page);
    await main.getByRole("link", { name: "Log in" }).click();
    await page.waitForURL("**/auth");
    await page.context().close();
  });

  it("says so on the form, sending nothing, while its checks cannot be loaded, and checks once they can", async () => {
    const customer = await loginAs("demo", "Demo@1234");
    let offline = true;
    await customer.route(`**${schemaChunk("grievances")}`, (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
    const sent: string[] = [];
    customer.on("request", (r) => void (r.method() === "POST" && r.url().endsWith("/api/grievances") && sent.push(r.url())));
    await customer.goto("/grievance");
    const main = customer.getByRole("main");
    await main.getByRole("button", { name: "Submit complaint" }).click();
    await expect.poll(() => main.getByText(SCHEMA_UNAVAILABLE).isVisible()).toBe(true);
    offline = false;
    await main.getByRole("button", { name: "Submit complaint" }).click();
    await expect.poll(() => main.getByText("Please choose what your complaint is about").isVisible()).toBe(true);
    expect(await main.getByText(SCHEMA_UNAVAILABLE).count()).toBe(0);
    expect(sent).toEqual([]);
    await customer.context().close();
  });

  it("takes a complaint from the customer to an admin and back", async () => {
    const customer = await loginAs("demo", "Demo@1234");
    await customer.getByRole("link", { name: "Raise a complaint" }).first().click();
    await customer.waitForURL("**/grievance");
    const main = customer.getByRole("main");
    await expect.poll(() => main.getByText("No complaints so far").isVisible()).toBe(true);
    await expectAccessibleInBothThemes(customer);

    // An empty form says what each field needs, and sends nothing.
    await main.getByRole("button", { name: "Submit complaint" }).click();
    await expect.poll(() => main.getByText("Please choose what your complaint is about").isVisible()).toBe(true);
    await expect.poll(() => main.getByText("Please give your complaint a subject").isVisible()).toBe(true);
    await expect.poll(() => main.getByText("Please describe what went wrong", { exact: true }).isVisible()).toBe(true);
    expect(await main.getByRole("alert").count()).toBe(3);
    await expectAccessibleInBothThemes(customer);

    await main.getByLabel("What is it about?").selectOption({ label: "Payments and fees" });
    await main.getByLabel("Subject").fill(SUBJECT);
    await main
      .getByLabel("What happened?")
      .fill("I paid the processing fee for my LAP application once, but my bank statement shows two debits.");
    await main.getByLabel("Application, booking or payment number (optional)").fill("LAP #3");
    await main.getByRole("button", { name: "Submit complaint" }).click();
    await expect.poll(() => main.getByRole("heading", { name: "Your complaint is registered" }).isVisible()).toBe(true);
    const reference = (await main
      .getByText(/^GS-\d{4}-\d{6}$/)
      .first()
      .textContent())!;
    // The year in India when the server filed it, read from the server's own record: the built server keeps
    // the system clock (no test clock reaches another process), and this test does not read the date itself.
    const filed = await customer.evaluate(async (ref) => {
      const list = (await (await fetch("/api/grievances")).json()) as { reference: string; createdAt: string }[];
      return list.find((g) => g.reference === ref);
    }, reference);
    expect(reference.slice(3, 7)).toBe(istDateOf(new Date(filed!.createdAt)).slice(0, 4));

    const item = main.getByRole("listitem").filter({ hasText: SUBJECT });
    await expect.poll(() => item.isVisible()).toBe(true);
    await expect.poll(() => item.getByText("Open", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => item.getByText("30 days left").isVisible()).toBe(true);
    expect(await item.textContent()).toContain(`${reference} · Payments and fees`);
    await expectAccessibleInBothThemes(customer);

    const admin = await loginAs("admin", "Admin@1234");
    await admin.goto("/admin?tab=grievances");
    const tab = admin.getByRole("tabpanel");
    await expect.poll(() => tab.getByRole("row", { name: new RegExp(reference) }).isVisible()).toBe(true);
    const row = tab.getByRole("row", { name: new RegExp(reference) });
    expect(await row.textContent()).toContain("Priya Sharma");
    await expect.poll(() => row.getByText("30 days left").isVisible()).toBe(true);
    await expectAccessibleInBothThemes(admin);

    await tab.getByLabel("Filter by status").selectOption({ label: "Resolved" });
    await expect.poll(() => tab.getByText("No grievances found").isVisible()).toBe(true);
    await tab.getByLabel("Filter by status").selectOption({ label: "Open" });
    await tab.getByLabel("Search grievances").fill(reference.toLowerCase());
    await expect.poll(() => tab.getByRole("row").count()).toBe(2);

    await tab.getByRole("button", { name: `Respond to complaint ${reference}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Respond to complaint ${reference}` });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText("I paid the processing fee for my LAP application once").isVisible()).toBe(true);
    await dialog.getByLabel("Resolved").check();
    await dialog.getByRole("button", { name: "Save and notify customer" }).click();
    await expect.poll(() => dialog.getByText("Please write the response the customer will read before resolving").isVisible()).toBe(true);
    await expectAccessibleInBothThemes(admin);
    await dialog.getByLabel("Response to the customer").fill(RESPONSE);
    await dialog.getByRole("button", { name: "Save and notify customer" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => tab.getByText("No grievances found").isVisible()).toBe(true);
    await tab.getByLabel("Filter by status").selectOption({ label: "Resolved" });
    await expect
      .poll(() =>
        tab
          .getByRole("row", { name: new RegExp(reference) })
          .getByText("Resolved", { exact: true })
          .isVisible(),
      )
      .toBe(true);
    await admin.context().close();

    await customer.reload();
    await expect.poll(() => item.getByText("Resolved", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => item.getByText("Our response").isVisible()).toBe(true);
    await expect.poll(() => item.getByText(RESPONSE).isVisible()).toBe(true);
    await expect.poll(() => item.getByRole("link", { name: "cms.rbi.org.in" }).isVisible()).toBe(true);
    const bell = customer.getByRole("button", { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications, 2 unread");
    await bell.click();
    const notices = customer.getByRole("list", { name: "Notifications" });
    await expect
      .poll(() => notices.getByRole("link", { name: new RegExp(`Your complaint ${reference} is resolved`) }).isVisible())
      .toBe(true);
    await expect
      .poll(() => notices.getByRole("link", { name: new RegExp(`We have received your complaint ${reference}`) }).isVisible())
      .toBe(true);
    await customer.context().close();
  });
});
