import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { takeScreenshots } from "../setup/screenshots";

const PERSON = {
  fullName: "Farhan Qureshi",
  email: "farhan.q@example.in",
  username: "farhanq",
  phone: "9822001122",
  password: "Farhan@2026",
};
const NEW_PASSWORD = "Farhan#2027";

/** Screenshots at desktop and phone width into /tmp, looked at by eye (a dialog: what is on screen, not the whole page). */
async function screenshots(page: Page, name: string, fullPage = true) {
  if (!takeScreenshots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top, so the sticky header sits where it belongs in a full-page picture.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    await page.screenshot({ path: `/tmp/account-rights-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((t) => localStorage.setItem("theme", t), theme);
  await page.reload();
}

describe.skipIf(!hasBrowser())("a customer's rights over their account", () => {
  const { newPage, login, submitLogin } = useBrowserApp();

  it("shows the privacy notice and terms to anyone, accessible in light and dark", async () => {
    const page = await newPage();
    for (const path of ["/privacy", "/terms"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      for (const theme of ["light", "dark"] as const) {
        await setTheme(page, theme);
        await page.getByRole("heading", { level: 1 }).waitFor();
        expect(await seriousAxeViolations(page), `${path} ${theme}`).toEqual([]);
      }
      await screenshots(page, `${path.slice(1)}-dark`);
      await setTheme(page, "light");
    }
    await page.goto("/privacy");
    await expect.poll(() => page.getByText(/keep your KYC documents for 5 years after you close your account/).isVisible()).toBe(true);
    // The footer links to both.
    await page.goto("/");
    const legal = page.getByRole("navigation", { name: "Legal" });
    await legal.waitFor();
    expect(await legal.getByRole("link", { name: "Privacy Notice" }).getAttribute("href")).toBe("/privacy");
    expect(await legal.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe("/terms");
    await page.context().close();
  });

  it("registers with consent, corrects the profile, changes the password, downloads the data and deletes the account", async () => {
    const page = await newPage();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    const form = page.getByRole("tabpanel");
    await expect
      .poll(() => form.getByRole("heading", { name: "Your data: what we collect, why, and for how long" }).isVisible())
      .toBe(true);
    await form.getByLabel("Full Name").fill(PERSON.fullName);
    await form.getByLabel("Email").fill(PERSON.email);
    await form.getByLabel("Username").fill(PERSON.username);
    await form.getByLabel("Phone Number").fill(PERSON.phone);
    await form.getByLabel("Password", { exact: true }).fill(PERSON.password);
    await form.getByLabel("Confirm Password").fill(PERSON.password);
    // The notice must be accepted: the form says so on the checkbox.
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect.poll(() => form.getByText("Please accept the privacy notice and terms to create an account").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "register");
    await form.getByLabel(/I have read the privacy notice/).check();
    await form.getByLabel(/Send me offers/).check();
    await form.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/dashboard");

    await page.goto("/dashboard?tab=profile");
    const consents = page.getByRole("list", { name: "Consent history" });
    await consents.waitFor();
    expect(await consents.getByRole("listitem").count()).toBe(2);
    await expect.poll(() => consents.getByText("Privacy notice and terms").isVisible()).toBe(true);
    expect(await page.getByRole("switch", { name: "Marketing e-mails" }).getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => page.getByRole("list", { name: "Signed-in devices" }).getByText("This device").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "profile-light");
    await setTheme(page, "dark");
    await consents.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "profile-dark");
    await setTheme(page, "light");

    // Marketing consent withdrawn: a new line in the history, the old one kept.
    await page.getByRole("switch", { name: "Marketing e-mails" }).click();
    await expect.poll(() => consents.getByRole("listitem").count()).toBe(3);
    expect(await consents.getByRole("listitem").first().innerText()).toMatch(/Withdrawn\s*Marketing e-mails\s*from your profile/);

    // Correct the name and phone; another e-mail address asks for the password first, and a taken one is refused on its field.
    await page.getByLabel("Full Name").fill("Farhan Ali Qureshi");
    await page.getByLabel("Email").fill("DEMO@gharsetu.example");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect.poll(() => page.getByText("Please enter your current password to change your e-mail address").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "profile-email-password");
    await page.getByLabel("Your password").fill(PERSON.password);
    await page.getByRole("button", { name: "Save details" }).click();
    await expect.poll(() => page.getByText("An account with this email already exists").first().isVisible()).toBe(true);
    await page.getByLabel("Email").fill(PERSON.email);
    // The account's own address again: no password is asked for.
    expect(await page.getByLabel("Your password").count()).toBe(0);
    await page.getByLabel("Phone Number").fill("98220 03344");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect.poll(() => page.getByText("Details saved", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { name: "Welcome, Farhan Ali Qureshi" }).isVisible()).toBe(true);

    // A second browser signed in as the same person is signed out by the password change.
    const other = await newPage();
    await login(other, PERSON.username, PERSON.password);
    await page.reload();
    await expect.poll(() => page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem").count()).toBe(2);
    await page.getByLabel("Current password").fill("wrong-password");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("Your current password is not correct").first().isVisible()).toBe(true);
    await page.getByLabel("Current password").fill(PERSON.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("Password changed", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem").count()).toBe(1);
    await other.goto("/dashboard");
    await other.waitForURL("**/auth");
    await other.context().close();

    // Download my data: a JSON file with the corrected details.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^gharsetu-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(exported.sections.profile).toMatchObject({
      username: PERSON.username,
      fullName: "Farhan Ali Qureshi",
      phoneNumber: "9822003344",
    });
    expect(exported.sections.consents).toHaveLength(3);

    // Delete the account: the dialog needs the password and the confirmation.
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Delete my account for good" }).click();
    await expect.poll(() => dialog.getByText("Please confirm that you understand this cannot be undone").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "delete-dialog", false);
    await dialog.getByLabel("Password").fill(NEW_PASSWORD);
    await dialog.getByLabel(/I understand/).check();
    await dialog.getByRole("button", { name: "Delete my account for good" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByText("Your account has been deleted", { exact: true }).isVisible()).toBe(true);
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: "gharsetu.signed-in" }));
    await page.goto("/dashboard");
    await page.waitForURL("**/auth");

    await submitLogin(page, PERSON.username, NEW_PASSWORD);
    await expect.poll(() => page.getByText("Invalid username or password").first().isVisible()).toBe(true);
    await page.context().close();
  });
});
