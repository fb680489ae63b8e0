import { describe, expect, it } from "vitest";
import { SCHEMA_UNAVAILABLE } from "../../client/src/lib/lazy-zod-resolver";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { schemaChunk } from "../setup/schema-chunk";

describe.skipIf(!hasBrowser())("accounts in the browser", () => {
  const { newPage, login } = useBrowserApp();

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

  it("shows the 404 page for an unknown path", async () => {
    const page = await newPage();
    await page.goto("/no/such/page");
    await expect.poll(() => page.getByText("404 Page Not Found").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
    await page.context().close();
  });
});
