import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { takeScreenshots } from "../setup/screenshots";

const WIDTHS = [390, 1280] as const;

/** A full-page picture into /tmp, looked at by eye. */
async function screenshot(page: Page, name: string) {
  if (!takeScreenshots) return;
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await page.screenshot({ path: `/tmp/form-messages-${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

/** Each rule of the list under a new-password field, with what a screen reader hears of it. */
const ruleStates = (list: Locator) => list.getByRole("listitem").allTextContents();

async function openRegister(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  return page.getByRole("tabpanel");
}

describe.skipIf(!hasBrowser())("form messages", () => {
  const { newPage, loginAs } = useBrowserApp();

  for (const width of WIDTHS) {
    it(`lists the password policy's rules before typing and ticks each as it is met (${width} px)`, async () => {
      const page = await newPage({ viewport: { width, height: 900 } });
      const form = await openRegister(page);
      const password = form.getByLabel("Password", { exact: true });
      const rules = form.getByRole("list").filter({ hasText: "At least 8 characters" });
      // The demo's policy is strong: 8 characters, a number and a symbol, all listed before anything is typed.
      await expect
        .poll(() => ruleStates(rules))
        .toEqual(["At least 8 characters(not yet)", "A number (0-9)(not yet)", "A symbol, such as @ # ! or -(not yet)"]);
      expect(await password.getAttribute("aria-describedby")).toContain("register-password-rules");
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, "register-rules");

      await password.fill("kavya1");
      await expect
        .poll(() => ruleStates(rules))
        .toEqual(["At least 8 characters(not yet)", "A number (0-9)(done)", "A symbol, such as @ # ! or -(not yet)"]);
      await expect.poll(() => form.getByText("1 of 3 password rules met").count()).toBe(1);

      // A short password gets the policy's message, never the schema's weaker 6-character rule.
      await form.getByRole("button", { name: "Create Account" }).click();
      await expect.poll(() => form.getByText("Password must have at least 8 characters and a symbol").isVisible()).toBe(true);
      expect(await form.getByText("Password must be at least 6 characters").count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, "register-rules-error");

      await password.fill("kavya@2026");
      await expect
        .poll(() => ruleStates(rules))
        .toEqual(["At least 8 characters(done)", "A number (0-9)(done)", "A symbol, such as @ # ! or -(done)"]);
      await page.context().close();
    });
  }

  it("lists the same rules under the new password on the account page, at both widths", async () => {
    const page = await loginAs("demo", "Demo@1234");
    await page.goto("/dashboard?tab=profile");
    const newPassword = page.getByLabel("New password", { exact: true });
    await newPassword.waitFor();
    const rules = page.locator("#password-newPassword-rules").getByRole("list");
    expect(await ruleStates(rules)).toEqual([
      "At least 8 characters(not yet)",
      "A number (0-9)(not yet)",
      "A symbol, such as @ # ! or -(not yet)",
    ]);
    await newPassword.fill("abc!");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("Password must have at least 8 characters and a number").isVisible()).toBe(true);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousAxeViolations(page), `${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.context().close();
  });

  for (const width of WIDTHS) {
    it(`says a taken username or e-mail address at its field, focused, not in a toast (${width} px)`, async () => {
      const page = await newPage({ viewport: { width, height: 900 } });
      const form = await openRegister(page);
      await form.getByLabel("Full Name").fill("Another Demo");
      await form.getByLabel("Email").fill(`taken${width}@example.in`);
      await form.getByLabel("Username").fill("DEMO");
      await form.getByLabel("Password", { exact: true }).fill("Taken@2026");
      await form.getByLabel("Confirm Password").fill("Taken@2026");
      await form.getByLabel(/I have read the privacy notice/).check();
      await form.getByRole("button", { name: "Create Account" }).click();
      const username = form.getByLabel("Username");
      await expect.poll(() => username.getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator("#register-username-error").innerText()).toBe("Username already exists");
      expect(await username.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByText("Registration failed").count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, "register-username-taken");

      await username.fill(`fresh${width}`);
      await form.getByLabel("Email").fill("DEMO@gharsetu.example");
      await form.getByRole("button", { name: "Create Account" }).click();
      const email = form.getByLabel("Email");
      await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator("#register-email-error").innerText()).toBe("An account with this email already exists");
      expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(page.url()).toMatch(/\/auth$/);
      await page.context().close();
    });
  }

  it("says what is wrong with a balance transfer's lender and account number, at both widths", async () => {
    const page = await loginAs("demo", "Demo@1234");
    await page.goto("/loan-application?type=home-loan");
    await page.getByText("Balance Transfer Top-Up", { exact: true }).click();
    await page.getByLabel("Current Lender").fill("🏦💰");
    await page.getByLabel("Loan Account Number").fill("HL/2023/1");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => page.getByText("Use letters for the lender's name, not symbols or emoji").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Loan account number can only have letters, numbers and hyphens").isVisible()).toBe(true);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousAxeViolations(page), `${width} px`).toEqual([]);
      await page.getByLabel("Current Lender").scrollIntoViewIfNeeded();
      await screenshot(page, "bt-lender");
    }
    await page.context().close();
  });

  for (const width of WIDTHS) {
    it(`keeps a calculator's figure as typed when it is out of range, says the range, and waits to show results (${width} px)`, async () => {
      const page = await newPage({ viewport: { width, height: 900 } });
      await page.goto("/loan-application?type=home-loan");
      const calculator = page.getByRole("tabpanel", { name: "EMI Calculator" });
      const amount = calculator.getByLabel("Loan amount", { exact: true });
      const rate = calculator.getByLabel("Interest rate (p.a.)", { exact: true });
      await expect.poll(() => calculator.getByText("Monthly EMI").isVisible()).toBe(true);

      await amount.fill("-100");
      await amount.blur();
      await expect.poll(() => calculator.getByText("Enter an amount from ₹1,00,000 to ₹1,00,00,000").isVisible()).toBe(true);
      expect(await amount.inputValue()).toBe("-100");
      expect(await amount.getAttribute("aria-invalid")).toBe("true");
      expect(await calculator.getByText("Monthly EMI").count()).toBe(0);
      await expect.poll(() => calculator.getByText("The results will show once every figure is within its range.").isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await amount.scrollIntoViewIfNeeded();
      await screenshot(page, "calculator-out-of-range");

      await rate.fill("0");
      await expect.poll(() => calculator.getByText("Enter a rate from 5% to 20%").isVisible()).toBe(true);
      expect(await rate.inputValue()).toBe("0");

      // Back within range: the results come back, for what was typed.
      await amount.fill("3000000");
      await rate.fill("9");
      await expect.poll(() => calculator.getByText("Monthly EMI").isVisible()).toBe(true);
      expect(await calculator.getByText(/Enter an? /).count()).toBe(0);
      expect(await calculator.getByRole("slider", { name: "Loan amount slider" }).getAttribute("aria-valuetext")).toBe("₹30,00,000");
      await page.context().close();
    });
  }
});
