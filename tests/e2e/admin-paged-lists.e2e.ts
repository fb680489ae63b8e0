import { describe, expect, it } from "vitest";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";

/** A signed-in API client for the set-up (fetch with the session cookie). */
async function apiAs(baseUrl: string, username: string, password: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return async (method: string, path: string, data: object) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(data),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
  };
}

/** 21 open complaints: one more than a page. A customer may have five open at once, so five customers file them. */
async function fileComplaints(baseUrl: string) {
  let filed = 0;
  for (let c = 1; c <= 5; c++) {
    const person = { username: `paged.customer${c}`, password: "Secret@2026" };
    const registration = await fetch(`${baseUrl}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...person, fullName: "Paged Customer", email: `paged.customer${c}@example.in`, phoneNumber: `981234567${c}` }),
    });
    expect(registration.status).toBe(201);
    const customer = await apiAs(baseUrl, person.username, person.password);
    for (let i = 0; i < (c < 5 ? 5 : 1); i++) {
      filed++;
      await customer("POST", "/api/grievances", {
        category: "kyc",
        subject: `Paged complaint number ${filed}`,
        description: "The document I uploaded is shown as missing.",
      });
    }
  }
}

describe.skipIf(!hasBrowser())("a staff list's pages", () => {
  const { loginAs } = useBrowserApp((server) => fileComplaints(server.baseUrl));

  it("steps back to the new last page when its last row leaves the filter, and back to page 1 on a new search", async () => {
    const admin = await loginAs("admin", "Admin@1234");
    await admin.goto("/admin?tab=grievances");
    const tab = admin.getByRole("tabpanel");
    await tab.getByLabel("Filter by status").selectOption({ label: "Open" });
    await expect.poll(() => tab.getByText("Page 1 of 2").isVisible()).toBe(true);
    await tab.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => tab.getByText("Page 2 of 2").isVisible()).toBe(true);
    await expect.poll(() => tab.getByRole("row").count()).toBe(2);

    await tab.getByRole("button", { name: /^Respond to complaint / }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("In progress").check();
    await dialog.getByRole("button", { name: "Save and notify customer" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => tab.getByText("Page 1 of 1").isVisible()).toBe(true);
    await expect.poll(() => tab.getByRole("row").count()).toBe(21);
    expect(await tab.getByText("No grievances found").count()).toBe(0);

    await tab.getByLabel("Filter by status").selectOption({ label: "All statuses" });
    await expect.poll(() => tab.getByText("Page 1 of 2").isVisible()).toBe(true);
    await tab.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => tab.getByText("Page 2 of 2").isVisible()).toBe(true);
    await tab.getByLabel("Search grievances").fill("Paged complaint");
    await expect.poll(() => tab.getByText("Page 1 of 2").isVisible()).toBe(true);
  });
});
