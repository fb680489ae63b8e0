import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FORGOT_PASSWORD_ANSWER } from "../../shared/schema/account-security";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { takeScreenshots } from "../setup/screenshots";

const LINK_NOT_VALID_TITLE = "This link has expired or has already been used";
const REMINDER = "Please verify your e-mail address";

/** One customer goes through the three flows: registered and verified, an e-mail change undone, a password reset. */
const person = {
  fullName: "Meera Iyer",
  username: "recover390",
  email: "recover390@example.in",
  newEmail: "recover390.new@example.in",
  phone: "9811000390",
  password: "Recover@2026",
  newPassword: "Recover#2027",
};

const PHONE = { width: 390, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * The page in each theme, as the theme switcher sets it, at the width it is open at and then at the other
 * one (a phone's or a laptop's): no reload, since a link's page keeps its token in memory only. Each flow
 * runs once, at one width; every page of it is checked at both, nothing wider than the screen.
 */
async function expectAccessible(page: Page, name: string) {
  const opened = page.viewportSize()!;
  for (const size of [opened, opened.width === PHONE.width ? DESKTOP : PHONE]) {
    await page.setViewportSize(size);
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((t) => {
        document.documentElement.classList.remove("light", "dark");
        document.documentElement.classList.add(t);
      }, theme);
      expect(await seriousAxeViolations(page, { coloursOnly: theme === "dark" }), `${name} (${size.width} px, ${theme})`).toEqual([]);
    }
    await page.evaluate(() => document.documentElement.classList.replace("dark", "light"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${size.width} px`).toBeLessThanOrEqual(
      size.width,
    );
  }
  await page.setViewportSize(opened);
}

/** A full-page picture into /tmp, looked at by eye: from the top (the sticky header where it belongs), colours settled. */
async function screenshot(page: Page, name: string) {
  if (!takeScreenshots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await page.screenshot({ path: `/tmp/account-recovery-${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** The heading of the page's one step (the card's h1). */
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

describe.skipIf(!hasBrowser())("e-mail verification, forgotten password and e-mail change in the browser", () => {
  let dataDir = "";
  // Both widths' flows come from one network: well within a day's use, but over the hourly recovery limit.
  const { newPage, login, submitLogin } = useBrowserApp(
    async (server) => {
      dataDir = server.dataDir;
    },
    { env: { RATE_LIMIT_RECOVERY: "1000" } },
  );

  /**
   * The `/<route>#token=…` link in the newest e-mail to `to` that has one, as the outbox wrote it into
   * DATA_DIR/mail (no SMTP_URL); "" until it is there. Only the path and fragment: the page is opened on the test's server.
   */
  async function linkInMail(to: string, route: string, kind?: string): Promise<string> {
    const dir = path.join(dataDir, "mail");
    if (!existsSync(dir)) return "";
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(kind ? `-${kind}.eml` : ".eml"))
      .map((f) => path.join(dir, f))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of files) {
      const mail = await simpleParser(readFileSync(file));
      const recipient = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
      if (recipient?.toLowerCase() !== to.toLowerCase()) continue;
      // mailparser has decoded the quoted-printable body; the HTML part holds the same link.
      const found = `${mail.text ?? ""}\n${mail.html || ""}`.match(new RegExp(`/${route}#token=[A-Za-z0-9_-]+`));
      if (found) return found[0];
    }
    return "";
  }

  const waitForLink = async (to: string, route: string, kind?: string) => {
    await expect.poll(() => linkInMail(to, route, kind), { timeout: 20_000 }).not.toBe("");
    return linkInMail(to, route, kind);
  };

  /** The token is read and then taken out of the address bar. */
  const expectNoTokenInAddress = (page: Page) => expect.poll(() => page.url()).not.toContain("token=");

  it("390px: a new customer is asked to verify the e-mail address until the link in the e-mail is opened", async () => {
    const viewport = PHONE;
    const page = await newPage({ viewport });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    const form = page.getByRole("tabpanel");
    await form.getByLabel("Full Name").fill(person.fullName);
    await form.getByLabel("Email").fill(person.email);
    await form.getByLabel("Username").fill(person.username);
    await form.getByLabel("Phone Number").fill(person.phone);
    await form.getByLabel("Password", { exact: true }).fill(person.password);
    await form.getByLabel("Confirm Password").fill(person.password);
    await form.getByLabel(/I have read the privacy notice/).check();
    await form.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/dashboard");

    const reminder = page.getByRole("region", { name: REMINDER });
    await expect.poll(() => reminder.isVisible()).toBe(true);
    expect(await reminder.innerText()).toContain(`We sent a link to ${person.email}. Until then we only notify you here, in the app.`);
    await expect.poll(() => reminder.getByRole("button", { name: "Resend link" }).isVisible()).toBe(true);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectAccessible(page, "dashboard with the reminder");
    await screenshot(page, "dashboard-reminder");

    const link = await waitForLink(person.email, "verify-email", "email_verification");
    await page.goto(link);
    await heading(page, "Your e-mail address is verified").waitFor();
    await expectNoTokenInAddress(page);
    await expect.poll(() => page.getByRole("main").getByText(person.email).isVisible()).toBe(true);
    await expectAccessible(page, "/verify-email verified");
    await screenshot(page, "verified");

    await page.getByRole("main").getByRole("link", { name: "Go to dashboard", exact: true }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { level: 1, name: `Welcome, ${person.fullName}` }).waitFor();
    expect(await page.getByRole("region", { name: REMINDER }).count()).toBe(0);

    // The link works once: opened again it says so plainly.
    await page.goto(link);
    await heading(page, LINK_NOT_VALID_TITLE).waitFor();
    await expectNoTokenInAddress(page);
    await expectAccessible(page, "/verify-email used link");
    await screenshot(page, "verify-used-link");
    await page.context().close();
  });

  it("1280px: a new e-mail address waits on its link, and the old address can undo the change", async () => {
    const viewport = DESKTOP;
    const page = await newPage({ viewport });
    await login(page, person.username, person.password);
    await page.goto("/dashboard?tab=profile");
    const details = page.locator("form").filter({ has: page.getByRole("button", { name: "Save details" }) });
    await details.getByLabel("Email").fill(person.newEmail);
    await details.getByLabel("Your password").fill(person.password);
    await details.getByRole("button", { name: "Save details" }).click();
    const waiting = `We sent a link to ${person.newEmail}. Your e-mail address changes when you open it.`;
    await expect.poll(() => page.getByText("Check your new inbox").isVisible()).toBe(true);
    await expect.poll(() => details.getByRole("status").filter({ hasText: waiting }).isVisible()).toBe(true);
    // Still the old address until the new one is proven.
    expect(await details.getByLabel("Email").inputValue()).toBe(person.email);
    await expectAccessible(page, "profile with a change waiting");
    await screenshot(page, "profile-change-waiting");

    // The old address is told, with a link that says "this wasn't me"; opened signed out, elsewhere.
    const report = await waitForLink(person.email, "report-email-change");
    const other = await newPage({ viewport });
    await other.goto(report);
    await heading(other, "Someone asked to change the e-mail address of your GharSetu account").waitFor();
    await expectNoTokenInAddress(other);
    await expectAccessible(other, "/report-email-change");
    await screenshot(other, "report-change");
    await other.getByRole("button", { name: "This wasn't me — secure my account" }).click();
    await heading(other, "Your account is secured").waitFor();
    await expectAccessible(other, "/report-email-change done");
    await screenshot(other, "report-change-done");
    expect(await other.getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe("/forgot-password");

    // Every session of the account has ended, this one too.
    await page.goto("/dashboard");
    await page.waitForURL("**/auth");
    // The change is cancelled: the link sent to the new address no longer works.
    const verifyNew = await waitForLink(person.newEmail, "verify-email");
    await other.goto(verifyNew);
    await heading(other, LINK_NOT_VALID_TITLE).waitFor();
    await other.context().close();
    await page.context().close();
  });

  it("390px: a forgotten password is reset by the e-mailed link, which then works no more", async () => {
    const viewport = PHONE;
    const page = await newPage({ viewport });
    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password");
    await heading(page, "Forgot your password?").waitFor();
    await expectAccessible(page, "/forgot-password");
    await screenshot(page, "forgot");

    // The same answer whether or not an account matches.
    await page.getByLabel("Username or e-mail address").fill("nobody390");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await heading(page, "Check your e-mail").waitFor();
    await expect.poll(() => page.getByText(FORGOT_PASSWORD_ANSWER).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Ask again" }).click();
    await page.getByLabel("Username or e-mail address").fill(person.username);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await heading(page, "Check your e-mail").waitFor();
    await expect.poll(() => page.getByText(FORGOT_PASSWORD_ANSWER).isVisible()).toBe(true);
    await expectAccessible(page, "/forgot-password sent");
    await screenshot(page, "forgot-sent");

    const link = await waitForLink(person.email, "reset-password", "password_reset");
    await page.goto(link);
    await heading(page, "Set a new password").waitFor();
    await expectNoTokenInAddress(page);
    await expectAccessible(page, "/reset-password");
    await page.getByLabel("New password", { exact: true }).fill(person.newPassword);
    await page.getByLabel("Confirm new password").fill("Something@else1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect.poll(() => page.getByText("Passwords do not match").isVisible()).toBe(true);
    await expectAccessible(page, "/reset-password with an error");
    await screenshot(page, "reset-form");
    await page.getByLabel("Confirm new password").fill(person.newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await heading(page, "Your password has been changed").waitFor();
    await expectAccessible(page, "/reset-password done");
    await screenshot(page, "reset-done");

    await page.getByRole("main").getByRole("link", { name: "Log in", exact: true }).click();
    await page.waitForURL("**/auth");
    await login(page, person.username, person.newPassword);
    await page.getByRole("heading", { level: 1, name: `Welcome, ${person.fullName}` }).waitFor();
    await page.context().close();

    // Used once, the link is refused, with the way to a new one; the old password is refused too.
    const again = await newPage({ viewport });
    await again.goto(link);
    await heading(again, LINK_NOT_VALID_TITLE).waitFor();
    await expectAccessible(again, "/reset-password used link");
    await screenshot(again, "reset-used-link");
    await again.getByRole("link", { name: "Ask for a new link" }).click();
    await again.waitForURL("**/forgot-password");
    await submitLogin(again, person.username, person.password);
    await expect.poll(() => again.getByText("Login failed", { exact: true }).first().isVisible()).toBe(true);
    await again.context().close();
  });

  it("a link opened without its token, or with one never issued, says so", async () => {
    const page = await newPage({ viewport: { width: 390, height: 900 } });
    for (const route of ["/verify-email", "/reset-password", "/report-email-change"]) {
      await page.goto(route);
      await heading(page, "This link is incomplete").waitFor();
    }
    await page.goto("/reset-password#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    await heading(page, LINK_NOT_VALID_TITLE).waitFor();
    await page.goto("/verify-email#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    await heading(page, LINK_NOT_VALID_TITLE).waitFor();
    await expectAccessible(page, "/verify-email unknown link");
    await page.context().close();
  });
});
