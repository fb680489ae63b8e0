import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";

const EXTRA_USERS = ["Kavya Nair", "Arjun Mehta", "Sana Qureshi", "Vikram Rao", "Neha Joshi", "Rohit Kulkarni"];
const BANNER = "Maintenance mode: only admins and super admins can log in right now.";

describe.skipIf(!hasBrowser())("staff pages in the browser", () => {
  const {
    newPage,
    submitLogin,
    loginAs: login,
  } = useBrowserApp(async (server) => {
    // Registrations write audit rows, so the audit log has more than one page.
    for (const [i, fullName] of EXTRA_USERS.entries()) {
      const username = fullName.toLowerCase().replace(" ", ".");
      const res = await fetch(`${server.baseUrl}/api/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          fullName,
          username,
          email: `${username}@example.in`,
          phoneNumber: `981234560${i}`,
          password: "Secret@2026",
        }),
      });
      expect(res.status).toBe(201);
    }
  });

  const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible());

  it("shows admins the panel, its stat cards and a searchable user list", async () => {
    const page = await login("admin", "Admin@1234");
    await page.goto("/admin");
    await expect.poll(() => page.getByRole("heading", { name: "Admin Panel" }).isVisible()).toBe(true);
    for (const title of ["Total Users", "Pending Loans", "Approved Loans", "Consultations"]) {
      await expect.poll(() => page.getByRole("heading", { name: title }).isVisible()).toBe(true);
    }
    await visible(page, `${3 + EXTRA_USERS.length} joined in the last 7 days`).toBe(true);
    expect(await page.getByRole("tab", { name: "Loan Applications" }).getAttribute("aria-selected")).toBe("true");

    await page.getByRole("tab", { name: "User Management" }).click();
    await visible(page, "Page 1 of 1").toBe(true);
    await page.getByLabel("Search users").fill("qureshi");
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    await expect.poll(() => page.getByRole("row", { name: /Sana Qureshi/ }).isVisible()).toBe(true);
    await page.getByLabel("Search users").fill("nobody-by-this-name");
    await visible(page, "No users found").toBe(true);

    await page.getByRole("tab", { name: "Analytics" }).click();
    await visible(page, "Loan applications by month").toBe(true);
    await visible(page, "New this week").toBe(true);

    await page.getByRole("tab", { name: "Audit Logs" }).click();
    await page.waitForURL("**/audit-logs");
    await expect.poll(() => page.getByRole("heading", { name: "System Audit Logs" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("lets the superadmin change another user's role but not their own", async () => {
    const page = await login("superadmin", "Super@1234");
    await page.goto("/super-admin");
    await expect.poll(() => page.getByRole("heading", { name: "Super Admin Panel" }).isVisible()).toBe(true);
    const search = page.getByLabel("Search users");

    await search.fill("superadmin@");
    const own = page.getByRole("row", { name: /Anita Desai/ });
    await expect.poll(() => own.getByText("You", { exact: true }).isVisible()).toBe(true);
    expect(await own.getByRole("button", { name: "Change Role" }).isDisabled()).toBe(true);

    async function changeDemoRole(label: string, role: string) {
      await search.fill("demo@");
      const row = page.getByRole("row", { name: /Priya Sharma/ });
      await row.getByRole("button", { name: /Change Role/ }).click();
      const dialog = page.getByRole("dialog", { name: "Change Role" });
      await dialog.getByLabel("New role").click();
      await page.getByRole("option", { name: label, exact: true }).click();
      await dialog.getByRole("button", { name: "Update Role" }).click();
      await visible(page, "Role updated").toBe(true);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => row.getByText(role, { exact: true }).isVisible()).toBe(true);
    }

    await changeDemoRole("Admin", "admin");
    // Choosing superadmin warns before anything is sent.
    await page
      .getByRole("row", { name: /Priya Sharma/ })
      .getByRole("button", { name: /Change Role/ })
      .click();
    await page.getByLabel("New role").click();
    await page.getByRole("option", { name: "Super Admin", exact: true }).click();
    await visible(page, /full system access/).toBe(true);
    await page.getByRole("button", { name: "Cancel" }).click();
    // Back to a customer, so the maintenance test below can show a refused login.
    await changeDemoRole("User", "user");
    await page.context().close();
  });

  it("turns maintenance mode on and off: banner shown, customer logins refused", async () => {
    const admin = await login("superadmin", "Super@1234");
    await admin.goto("/super-admin?tab=settings");
    const maintenance = admin.getByRole("switch", { name: "Maintenance Mode" });
    await maintenance.click();
    await visible(admin, "Maintenance mode is on: only admins and super admins can log in.").toBe(true);
    await admin.getByRole("button", { name: "Save Settings" }).click();
    await visible(admin, "Settings saved successfully!").toBe(true);
    await visible(admin, BANNER).toBe(true);

    const customer = await newPage();
    await submitLogin(customer, "demo", "Demo@1234");
    await visible(customer, "Login failed").toBe(true);
    await visible(customer, /under maintenance/).toBe(true);
    expect(customer.url()).toMatch(/\/auth$/);
    await customer.context().close();

    await maintenance.click();
    await admin.getByRole("button", { name: "Save Settings" }).click();
    await visible(admin, "Settings saved successfully!").toBe(true);
    await visible(admin, BANNER).toBe(false);
    await admin.context().close();
  });

  it("pages through and searches the audit log", async () => {
    const page = await login("admin", "Admin@1234");
    await page.goto("/audit-logs");
    const entries = page.getByRole("list", { name: "Audit logs" }).getByRole("listitem");
    await expect.poll(() => entries.count()).toBe(10);
    await visible(page, /^Page 1 of [2-9]$/).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page, /^Page 2 of [2-9]$/).toBe(true);

    await page.getByLabel("Search audit logs").fill("update_user_role");
    await visible(page, "Page 1 of 1").toBe(true);
    await expect.poll(() => entries.count()).toBe(2);
    await entries.last().getByRole("button", { name: "Details", exact: true }).click();
    await expect.poll(() => entries.last().getByText("role:").isVisible()).toBe(true);
    expect(await page.getByText("[object Object]").count()).toBe(0);

    await page.getByRole("button", { name: "Refresh" }).click();
    await visible(page, "Refreshed").toBe(true);

    await page.getByLabel("Search audit logs").fill("no-such-entry-anywhere");
    await visible(page, "No audit logs found matching your criteria.").toBe(true);
    await page.context().close();
  });
});
