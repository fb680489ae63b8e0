import { describe, expect, it } from "vitest";
import { SCHEMA_UNAVAILABLE } from "../../client/src/lib/lazy-zod-resolver";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { checkHindiPage } from "../setup/hindi";
import { takeScreenshots } from "../setup/screenshots";
import { useBrowserApp } from "../setup/e2e";
import { schemaChunk } from "../setup/schema-chunk";

describe.skipIf(!hasBrowser())("accounts in the browser", () => {
  const { newPage, login, submitLogin } = useBrowserApp();

  it("registers, lands on the dashboard, logs out and logs back in", async () => {
    const page = await newPage();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("Full Name").fill("Kavya Nair");
    await panel.getByLabel("Email").fill("kavya@example.in");
    await panel.getByLabel("Username").fill("kavya");
    await panel.getByLabel("Phone Number").fill("9812345678");
    await panel.getByLabel("Password", { exact: true }).fill("Kavya@2026");
    await panel.getByLabel("Confirm Password").fill("Kavya@2026");
    await panel.getByLabel(/I have read the privacy notice/).check();
    await panel.getByRole("button", { name: "Create Account" }).click();

    await page.waitForURL("**/dashboard");
    await expect.poll(() => page.getByText("Kavya Nair").first().isVisible()).toBe(true);
    // A new account is welcomed, not welcomed back.
    await page.getByRole("heading", { level: 1, name: "Welcome, Kavya Nair" }).waitFor();
    await expect.poll(() => page.getByText("Registration successful", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("tab", { name: "Loan Applications" }).isVisible()).toBe(true);

    await page.getByRole("button", { name: /kavya/ }).first().click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect.poll(() => page.getByText("You have been successfully logged out.", { exact: true }).isVisible()).toBe(true);
    await page.goto("/dashboard");
    await page.waitForURL("**/auth");

    await login(page, "kavya", "Kavya@2026");
    await expect.poll(() => page.getByText("Welcome back, Kavya Nair!", { exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("shows the register form's validation messages on their fields", async () => {
    const page = await newPage();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("Password", { exact: true }).fill("123");
    await panel.getByLabel("Confirm Password").fill("456");
    await panel.getByRole("button", { name: "Create Account" }).click();
    await expect.poll(() => panel.getByText("Password must have at least 8 characters and a symbol").isVisible()).toBe(true);
    await expect.poll(() => panel.getByText("Passwords do not match").isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/auth$/);
    await page.context().close();
  });

  it("says so, sending nothing, while the login form's checks cannot be loaded, and checks once they can", async () => {
    const page = await newPage();
    let offline = true;
    await page.route(`**${schemaChunk("users")}`, (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
    const sent: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && r.url().endsWith("/api/login") && sent.push(r.url())));
    await page.goto("/auth");
    const login = page.getByRole("button", { name: "Login", exact: true });
    await expect.poll(() => login.isEnabled()).toBe(true);
    await login.click();
    await expect.poll(() => page.getByText(SCHEMA_UNAVAILABLE).first().isVisible()).toBe(true);
    offline = false;
    await login.click();
    await expect.poll(() => page.getByText("Username is required").isVisible()).toBe(true);
    expect(sent).toEqual([]);
    await page.context().close();
  });

  it("guards routes by sign-in and role", async () => {
    const page = await newPage();
    await page.goto("/dashboard");
    await page.waitForURL("**/auth");
    await page.goto("/admin");
    await page.waitForURL("**/auth");

    await login(page, "demo", "Demo@1234");
    await page.goto("/admin");
    await page.waitForURL("**/dashboard");
    await page.goto("/super-admin");
    await page.waitForURL("**/dashboard");
    await page.goto("/auth");
    await page.waitForURL("**/dashboard");
    await page.goto("/audit-logs");
    await expect.poll(() => page.getByText("You don't have permission to view this page.").isVisible()).toBe(true);
    await page.context().close();

    const staff = await newPage();
    await login(staff, "admin", "Admin@1234");
    await staff.goto("/admin");
    await expect.poll(() => staff.getByRole("heading", { name: "Admin Panel" }).isVisible()).toBe(true);
    await staff.goto("/super-admin");
    await staff.waitForURL("**/dashboard");
    await staff.context().close();
  });

  for (const width of [390, 1280]) {
    it(`answers an unknown address with a 404 page for customers, in English and Hindi (${width} px)`, async () => {
      const page = await newPage({ viewport: { width, height: 900 } });
      const res = await page.goto("/no/such/page");
      expect(res?.status()).toBe(404);
      await page.getByRole("heading", { level: 1, name: "We couldn't find that page" }).waitFor();
      expect(await page.getByText("Did you forget to add the page to the router?").count()).toBe(0);
      const next = page.getByRole("navigation", { name: "Where to go next" });
      const links = await next.getByRole("link").evaluateAll((els) => els.map((a) => [a.textContent?.trim(), a.getAttribute("href")]));
      expect(links).toEqual([
        ["Home", "/"],
        ["Home loans", "/loan-application?type=home-loan"],
        ["Loan calculators", "/loan-application#calculators"],
        ["Contact us", "mailto:support@gharsetu.example"],
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (takeScreenshots) await page.screenshot({ path: `/tmp/auth-flow-404-${width}.png`, fullPage: true });

      const hindi = await page.goto("/hi/no/such/page");
      expect(hindi?.status()).toBe(404);
      await page.getByRole("heading", { level: 1, name: "हमें यह पेज नहीं मिला" }).waitFor();
      const findings: Record<string, unknown> = {};
      await checkHindiPage(page, findings, "/hi 404");
      expect(findings).toEqual({});
      await page.context().close();
    });
  }

  it("lands staff on the admin panel after signing in, unless the page that sent them there is one they may open", async () => {
    const staff = await newPage();
    await submitLogin(staff, "admin", "Admin@1234");
    await staff.waitForURL("**/admin");
    await staff.getByRole("heading", { name: "Admin Panel" }).waitFor();
    await staff.context().close();

    const sent = await newPage();
    await sent.goto("/auth?next=%2Fsip");
    await sent.getByRole("tabpanel").getByLabel("Username").fill("admin");
    await sent.getByRole("tabpanel").getByLabel("Password", { exact: true }).fill("Admin@1234");
    await sent.getByRole("tabpanel").getByRole("button", { name: "Login" }).click();
    await sent.waitForURL("**/sip");
    await sent.context().close();

    // A page of the super admin's is not one an admin may open: the admin panel instead.
    const barred = await newPage();
    await barred.goto("/auth?next=%2Fsuper-admin");
    await barred.getByRole("tabpanel").getByLabel("Username").fill("admin");
    await barred.getByRole("tabpanel").getByLabel("Password", { exact: true }).fill("Admin@1234");
    await barred.getByRole("tabpanel").getByRole("button", { name: "Login" }).click();
    await barred.waitForURL("**/admin");
    await barred.context().close();
  });
});
