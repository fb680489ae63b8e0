import { readFile } from "node:fs/promises";
import { Secret, TOTP } from "otpauth";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";

const GATE = "Set up two-factor sign-in to use staff pages";
const PERIOD_MS = 30_000;
const timeStep = (at = Date.now()) => Math.floor(at / PERIOD_MS);

/**
 * The authenticator app: codes from the key the page shows. The server refuses a code whose 30-second step
 * was already used (a replay), so each code comes from a step after the last one used. It also takes the
 * next step's code (a phone's clock a little ahead), so two codes a step need no wait; a third waits.
 */
function authenticator(key: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" });
  let lastStep = -1;
  return {
    async code() {
      const step = Math.max(lastStep + 1, timeStep());
      while (step > timeStep() + 1) await new Promise((r) => setTimeout(r, 500));
      lastStep = step;
      return totp.generate({ timestamp: step * PERIOD_MS });
    },
    /** A six-digit code that is no step's code near now. */
    wrongCode() {
      const near = [-1, 0, 1].map((d) => totp.generate({ timestamp: Date.now() + d * PERIOD_MS }));
      let code = 123456;
      while (near.includes(String(code))) code += 1;
      return String(code);
    },
  };
}

type Authenticator = ReturnType<typeof authenticator>;

async function noSeriousAxe(page: Page, what: string, options?: { coloursOnly?: boolean }) {
  expect(await seriousAxeViolations(page, options), what).toEqual([]);
}

async function logout(page: Page, username: string) {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 1024) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Logout" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: username, exact: true }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
  }
  await page.waitForURL("**/auth");
}

/** The enrolment as the gate (`within` the page) and the Profile card show it: password, key, a code, then the recovery codes. */
async function enrol(page: Page, within: Page | Locator, password: string, axeAt?: string) {
  await within.getByLabel("Current password").fill(password);
  await within.getByRole("button", { name: "Continue" }).click();
  const keyText = within.getByTestId("two-factor-key");
  await keyText.waitFor();
  await expect.poll(() => within.getByRole("img", { name: "QR code for your authenticator app" }).isVisible()).toBe(true);
  const shown = (await keyText.textContent()) ?? "";
  expect(shown).toMatch(/^([A-Z2-7]{4} )*[A-Z2-7]{1,4}$/);
  if (axeAt) await noSeriousAxe(page, `${axeAt}: key and code`);
  const app = authenticator(shown.replace(/\s/g, ""));

  const code = within.getByLabel("6-digit code");
  expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
  expect(await code.getAttribute("inputmode")).toBe("numeric");
  await code.fill(app.wrongCode());
  await within.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect.poll(() => within.locator("#two-factor-enable-code-error").isVisible()).toBe(true);
  await code.fill(await app.code());
  await within.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  const list = within.getByRole("list", { name: "Recovery codes" });
  await list.waitFor();
  const recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  if (axeAt) await noSeriousAxe(page, `${axeAt}: recovery codes`);
  const download = page.waitForEvent("download");
  await within.getByRole("button", { name: "Download as .txt" }).click();
  const saved = await (await download).path();
  const text = await readFile(saved, "utf8");
  for (const c of recoveryCodes) expect(text).toContain(c);
  await within.getByRole("button", { name: "I have saved them" }).click();
  return { app, recoveryCodes };
}

describe.skipIf(!hasBrowser())("two-factor sign-in in the browser", () => {
  const { newPage, login, submitLogin } = useBrowserApp(undefined, { env: { STAFF_TWO_FACTOR: "required" } });

  const codeStep = (page: Page) => page.getByRole("heading", { name: "Two-factor sign-in" });
  const verify = (page: Page) => page.getByRole("button", { name: "Verify" }).click();

  /** Signs in with the password, meets the code step, and is refused a wrong code. */
  async function passwordThenWrongCode(page: Page, username: string, password: string, app: Authenticator, axeAt?: string) {
    await submitLogin(page, username, password);
    await codeStep(page).waitFor();
    const field = page.getByLabel("6-digit code");
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    if (axeAt) await noSeriousAxe(page, `${axeAt}: code step`);
    await field.fill(app.wrongCode());
    await verify(page);
    await expect.poll(() => page.getByText(/That code is not correct/).isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/auth$/);
    return field;
  }

  async function signInWithRecoveryCode(page: Page, username: string, password: string, code: string) {
    await submitLogin(page, username, password);
    await codeStep(page).waitFor();
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(code);
    await verify(page);
  }

  /** Keys and codes of the staff accounts enrolled below, for the tests after. */
  const enrolled: Record<string, { app: Authenticator; recoveryCodes: string[] }> = {};

  for (const { width, username, password, path, panel } of [
    { width: 1280, username: "admin", password: "Admin@1234", path: "/admin", panel: "Admin Panel" },
    { width: 390, username: "superadmin", password: "Super@1234", path: "/super-admin", panel: "Super Admin Panel" },
  ]) {
    it(
      `at ${width} px: ${username} meets the gate, enrols, and then signs in with a code or a recovery code once`,
      { timeout: 240_000 },
      async () => {
        const page = await newPage({ viewport: { width, height: 900 } });
        await login(page, username, password);
        await page.goto(path);
        await page.getByRole("heading", { name: GATE }).waitFor();
        expect(await page.getByRole("heading", { name: panel }).count()).toBe(0);
        await noSeriousAxe(page, `${width} gate`);

        const { app, recoveryCodes } = await enrol(page, page, password, `${width} gate`);
        enrolled[username] = { app, recoveryCodes };
        await page.getByRole("heading", { name: panel }).waitFor();
        expect(await page.getByRole("heading", { name: GATE }).count()).toBe(0);
        await logout(page, username);

        // Password, then a wrong code (refused), then the app's code of a later step.
        const field = await passwordThenWrongCode(page, username, password, app, `${width}`);
        await field.fill(await app.code());
        await verify(page);
        await page.waitForURL("**/admin");
        await expect.poll(() => page.getByText("Login successful", { exact: true }).isVisible()).toBe(true);
        await page.goto(path);
        await page.getByRole("heading", { name: panel }).waitFor();
        await logout(page, username);

        // A recovery code signs in once.
        await signInWithRecoveryCode(page, username, password, recoveryCodes[0]);
        await page.waitForURL("**/admin");
        await logout(page, username);
        await signInWithRecoveryCode(page, username, password, recoveryCodes[0]);
        await expect.poll(() => page.locator("#login-code-error").isVisible()).toBe(true);
        expect(page.url()).toMatch(/\/auth$/);

        // Back returns to the password, the username kept.
        await page.getByRole("button", { name: "Back" }).click();
        await expect.poll(() => page.getByRole("tabpanel").getByLabel("Username").inputValue()).toBe(username);
        expect(await page.getByRole("tabpanel").getByLabel("Password", { exact: true }).inputValue()).toBe("");
        await page.context().close();
      },
    );
  }

  it(
    "shows staff their second factor in Profile, makes new recovery codes, and keeps Turn off from them while it is required",
    { timeout: 180_000 },
    async () => {
      const { app } = enrolled.admin;
      const page = await newPage();
      const field = await passwordThenWrongCode(page, "admin", "Admin@1234", app);
      await field.fill(await app.code());
      await verify(page);
      await page.waitForURL("**/admin");
      await page.goto("/dashboard?tab=profile");
      const card = page.getByRole("region", { name: "Two-factor sign-in" });
      await card.getByText("On", { exact: true }).waitFor();
      await expect.poll(() => card.getByText("9 of 10").isVisible()).toBe(true);
      expect(await card.getByRole("button", { name: "Turn off" }).count()).toBe(0);
      await expect.poll(() => card.getByText(/Staff accounts must keep two-factor sign-in on/).isVisible()).toBe(true);
      await noSeriousAxe(page, "profile, on");

      await card.getByRole("button", { name: "New recovery codes" }).click();
      const dialog = page.getByRole("dialog", { name: "New recovery codes" });
      await dialog.getByLabel("Current password").fill("Admin@1234");
      await dialog.getByLabel("6-digit code from your app").fill(await app.code());
      await dialog.getByRole("button", { name: "Make new codes" }).click();
      const list = dialog.getByRole("list", { name: "Recovery codes" });
      await list.waitFor();
      const fresh = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
      expect(fresh).toHaveLength(10);
      await noSeriousAxe(page, "new recovery codes");
      await dialog.getByRole("button", { name: "I have saved them" }).click();
      await expect.poll(() => card.getByText("10 of 10").isVisible()).toBe(true);
      enrolled.admin.recoveryCodes = fresh;
      await page.context().close();
    },
  );

  it("lets the superadmin reset another staff member's second factor, never their own", { timeout: 120_000 }, async () => {
    const { recoveryCodes } = enrolled.superadmin;
    const page = await newPage();
    await signInWithRecoveryCode(page, "superadmin", "Super@1234", recoveryCodes[1]);
    await page.waitForURL("**/admin");
    await page.goto("/super-admin");
    await page.getByRole("heading", { name: "Super Admin Panel" }).waitFor();
    const reset = page.getByRole("button", { name: "Reset two-factor for admin" });
    await reset.waitFor();
    expect(await page.getByRole("button", { name: "Reset two-factor for superadmin" }).count()).toBe(0);
    await reset.click();
    const dialog = page.getByRole("alertdialog", { name: "Reset two-factor sign-in?" });
    await dialog.waitFor();
    await noSeriousAxe(page, "reset dialog");
    await dialog.getByRole("button", { name: "Reset two-factor" }).click();
    await expect.poll(() => page.getByText("Two-factor sign-in reset", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => reset.count()).toBe(0);
    await page.context().close();

    // The admin's password alone signs in again, and the staff pages ask for the setup.
    const admin = await newPage();
    await login(admin, "admin", "Admin@1234");
    await admin.goto("/audit-logs");
    await admin.getByRole("heading", { name: GATE }).waitFor();
    await admin.context().close();
  });

  it("lets a customer turn it on and off in Profile, at 390 px in the dark theme", { timeout: 120_000 }, async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await login(page, "demo", "Demo@1234");
    await page.goto("/dashboard?tab=profile");
    const card = page.getByRole("region", { name: "Two-factor sign-in" });
    await card.getByText("Off", { exact: true }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await noSeriousAxe(page, "profile, off (dark)");
    await card.getByRole("button", { name: "Turn on" }).click();
    await enrol(page, card, "Demo@1234", "profile (dark)");
    await card.getByText("On", { exact: true }).waitFor();
    await expect.poll(() => card.getByText("10 of 10").isVisible()).toBe(true);
    // The grown card's buttons are judged where a person reads them, not under the floating chat button
    // (axe's target-size counts a control the launcher happens to cover at the bottom of the screen).
    // Nor under a toast still fading out at the foot of the phone's screen: the check waits for them to go.
    await expect
      .poll(
        () =>
          page
            .getByRole("region", { name: /^Notifications/ })
            .locator("li")
            .count(),
        { timeout: 15_000 },
      )
      .toBe(0);
    // The page scrolls smoothly, so the jump is made instant: judged mid-scroll, the launcher still covers it.
    await card.getByRole("button", { name: "Turn off" }).evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await noSeriousAxe(page, "profile, on (dark)");

    await card.getByRole("button", { name: "Turn off" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn off two-factor sign-in?" });
    // The password is in the box before the press (a dialog still opening on a busy machine can lose a
    // keystroke), and the turn-off is judged by what stays on the page: the dialog closed and the card Off.
    const password = dialog.getByLabel("Current password");
    await password.fill("Demo@1234");
    await expect.poll(() => password.inputValue()).toBe("Demo@1234");
    await dialog.getByRole("button", { name: "Turn off" }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(false);
    await card.getByText("Off", { exact: true }).waitFor();
    await logout(page, "demo");
    // The password alone signs in again.
    await login(page, "demo", "Demo@1234");
    await page.context().close();
  });
});
