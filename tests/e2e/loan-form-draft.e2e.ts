import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { emi, rupeesToPaise } from "../../shared/finance";
import { formatPaise } from "../../shared/format";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { takeScreenshots } from "../setup/screenshots";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * The loan form as a visitor meets it: each step checked before the next, one EMI on the Key Fact
 * Statement and in the calculator, what they typed kept through registration, and the in-principle answer.
 */
describe.skipIf(!hasBrowser())("the loan form: steps, figures, drafts kept through sign-in, the answer in principle", () => {
  const { newPage, loginAs } = useBrowserApp();

  const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
  const draft = (page: Page) => page.evaluate(() => sessionStorage.getItem("gharsetu.draft.loan-application"));

  /** The EMI each card shows: the Key Fact Statement's and the EMI calculator's. */
  async function shownEmis(page: Page) {
    const after = (scope: Locator) =>
      scope
        .locator("p", { hasText: /^Monthly EMI$/ })
        .locator("xpath=following-sibling::p[1]")
        .textContent();
    return [
      await after(page.getByRole("complementary", { name: "Loan summary" })),
      await after(page.getByRole("tabpanel", { name: "EMI Calculator" })),
    ];
  }

  /** No serious axe finding at either width, and a picture of each for a person to open. */
  async function lookAt(page: Page, name: string) {
    for (const [width, viewport] of [
      [1280, DESKTOP],
      [390, PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      expect(await seriousAxeViolations(page), `${name} at ${width}`).toEqual([]);
      if (!takeScreenshots) continue;
      // From the top, so the sticky header sits where it belongs in a full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `/tmp/loan-form-draft-${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
  }

  it("checks each step, shows one EMI, keeps a visitor's application through registration, and answers it in principle", async () => {
    const page = await newPage();
    await page.goto("/loan-application?type=home-loan");
    const submit = page.getByRole("button", { name: "Submit Application" });
    await expect.poll(() => submit.isEnabled()).toBe(true);

    // The first step is checked before the second opens: the property's value is asked for, at its field.
    await page.getByRole("button", { name: "Continue to Personal Details" }).click();
    const propertyValue = field(page, "Property Value (₹)");
    await expect.poll(() => propertyValue.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("Please enter the property's market value").isVisible()).toBe(true);
    expect(await page.getByRole("tab", { name: /Loan Details/ }).getAttribute("aria-selected")).toBe("true");
    // (In the frame after the message shows.)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("propertyValue");
    await lookAt(page, "step-checked");

    // One EMI on the page: the calculator follows the form's figures, months that are not whole years too.
    await field(page, "Loan Amount (₹)").fill("3000000");
    await field(page, "Tenure (months)").fill("230");
    const expected = formatPaise(emi(rupeesToPaise(3_000_000), 8.5, 230));
    await expect.poll(() => shownEmis(page)).toEqual([expected, expected]);

    await propertyValue.fill("5000000");
    // The message goes as the value comes right.
    await expect.poll(() => page.getByText("Please enter the property's market value").count()).toBe(0);
    await field(page, "Property Address (optional)").fill("Flat 4B, Kothrud, Pune 411038");
    await page.getByRole("button", { name: "Continue to Personal Details" }).click();
    await field(page, "Monthly Income (₹)").fill("150000");
    await field(page, "Existing EMIs (₹ a month)").fill("10000");
    await field(page, "Employment Type").selectOption("salaried");
    await field(page, "Purpose of Loan").fill("Buying a 2BHK flat in Kothrud, Pune");

    // Signed out: sending it goes to sign in, the draft kept in the tab meanwhile.
    await submit.click();
    await page.waitForURL("**/auth?next=*");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/loan-application?type=home-loan");
    expect(await draft(page)).toContain("Buying a 2BHK flat in Kothrud, Pune");

    await page.getByRole("tab", { name: "Register" }).click();
    const register = page.getByRole("tabpanel");
    await register.getByLabel("Full Name").fill("Meera Kulkarni");
    await register.getByLabel("Email").fill("meera.kulkarni@example.in");
    await register.getByLabel("Username").fill("meerak");
    await register.getByLabel("Phone Number").fill("9823456781");
    await register.getByLabel("Password", { exact: true }).fill("Meera@2026");
    await register.getByLabel("Confirm Password").fill("Meera@2026");
    await register.getByLabel(/I have read the privacy notice/).check();
    await register.getByRole("button", { name: "Create Account" }).click();

    // Back on the form, as it was left.
    await page.waitForURL("**/loan-application?type=home-loan");
    await expect.poll(() => page.getByText("Your details are back as you left them. Check them and submit.").isVisible()).toBe(true);
    expect(await field(page, "Loan Amount (₹)").inputValue()).toBe("3000000");
    expect(await field(page, "Tenure (months)").inputValue()).toBe("230");
    expect(await propertyValue.inputValue()).toBe("5000000");
    expect(await field(page, "Property Address (optional)").inputValue()).toBe("Flat 4B, Kothrud, Pune 411038");
    await expect.poll(() => shownEmis(page)).toEqual([expected, expected]);
    await page.getByRole("tab", { name: /Personal Details/ }).click();
    expect(await field(page, "Monthly Income (₹)").inputValue()).toBe("150000");
    expect(await field(page, "Existing EMIs (₹ a month)").inputValue()).toBe("10000");
    expect(await field(page, "Employment Type").inputValue()).toBe("salaried");
    expect(await field(page, "Purpose of Loan").inputValue()).toBe("Buying a 2BHK flat in Kothrud, Pune");
    await lookAt(page, "restored");

    await submit.click();
    const idText = page.getByText(/Application ID: #\d+/);
    await expect.poll(() => idText.isVisible()).toBe(true);
    const loanId = Number((await idText.textContent())!.match(/#(\d+)/)![1]);
    // FOIR (₹10,000 + this EMI) / ₹1,50,000 well under 50%; the loan 60% of the home's value, under its 90%.
    await expect.poll(() => page.getByText("Eligible in principle, for up to ₹30,00,000.").isVisible()).toBe(true);
    // The fee waits for the Key Fact Statement to be read and acknowledged; then the payment card.
    await expect.poll(() => page.getByText("Step 1 of 2: read your Key Fact Statement").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Pay ₹15,000" }).count()).toBe(0);
    await page.getByLabel(/I have read the Key Fact Statement/).check();
    await page.getByRole("button", { name: "Acknowledge and continue to payment" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Pay ₹15,000" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Follow your application" }).getAttribute("href")).toBe(`/loans/${loanId}`);
    expect(await draft(page)).toBeNull();
    await lookAt(page, "eligible");
    await page.context().close();
  }, 300_000);

  it("says why an application is not eligible as it is, and asks no fee for it", async () => {
    const page = await loginAs("demo", "Demo@1234");
    await page.goto("/loan-application?type=lap&amount=10000000&tenure=240");
    await expect.poll(() => page.getByRole("button", { name: "Submit Application" }).isEnabled()).toBe(true);
    await field(page, "Property Value (₹)").fill("20000000");
    await page.getByRole("button", { name: "Continue to Personal Details" }).click();
    await field(page, "Monthly Income (₹)").fill("10000");
    await field(page, "Existing EMIs (₹ a month)").fill("0");
    await field(page, "Employment Type").selectOption("self-employed");
    await field(page, "Purpose of Loan").fill("Expanding my shop in Indore");
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect.poll(() => page.getByText(/Application ID: #\d+/).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Not eligible as it is.", { exact: false }).isVisible()).toBe(true);
    // The reason in plain words, with what would change it.
    await expect
      .poll(() =>
        page
          .getByText(
            /would take [\d.]+% of your monthly income; at most 50% may\. Add a co-applicant's income or lower the amount to ₹[\d,]+\./,
          )
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole("button", { name: /^Pay / }).count()).toBe(0);
    expect(await page.getByText("Read your Key Fact Statement, then pay the processing fee to start the review").count()).toBe(0);
    expect(await page.getByText("Step 1 of 2: read your Key Fact Statement").count()).toBe(0);
    await lookAt(page, "ineligible");
    await page.context().close();
  }, 300_000);

  it("keeps what a visitor typed in the consultation form through signing in, under the account's own details", async () => {
    const page = await newPage();
    await page.goto("/consultation?topic=Balance%20Transfer%20Options");
    await expect.poll(() => page.getByRole("button", { name: "Book Free Consultation" }).isEnabled()).toBe(true);
    await field(page, "Phone Number").fill("9876501234");
    await field(page, "Notes (optional)").fill("Moving my SBI home loan; 14 years left on it");
    await page.getByRole("button", { name: "Book Free Consultation" }).click();
    // Not complete (no day or time yet): nothing is sent, and nothing asks to sign in yet.
    expect(new URL(page.url()).pathname).toBe("/consultation");

    await page.goto(`/auth?next=${encodeURIComponent("/consultation?topic=Balance Transfer Options")}`);
    await page.getByRole("tab", { name: "Login" }).click();
    const login = page.getByRole("tabpanel");
    await login.getByLabel("Username").fill("demo");
    await login.getByLabel("Password", { exact: true }).fill("Demo@1234");
    await login.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/consultation?topic=Balance*");
    await expect.poll(() => field(page, "Notes (optional)").inputValue()).toBe("Moving my SBI home loan; 14 years left on it");
    expect(await field(page, "Phone Number").inputValue()).toBe("9876501234");
    expect(await field(page, "Consultation Topic").inputValue()).toBe("Balance Transfer Options");
    // Left blank by the visitor: the account's name and e-mail.
    expect(await field(page, "Full Name").inputValue()).not.toBe("");
    expect(await field(page, "Email").inputValue()).toContain("@");
    await page.context().close();
  });
});
