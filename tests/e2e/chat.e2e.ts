import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";

const GREETING = "Hello! How can I help you today with your financial needs?";
const EMI_QUESTION = "EMI for 50 lakh at 8.5% for 20 years";

describe.skipIf(!hasBrowser())("chat assistant in the browser", () => {
  const { newPage, loginAs, baseUrl } = useBrowserApp();
  const panel = (page: Page) => page.getByRole("dialog", { name: "GharSetu Assistant" });
  const conversation = (page: Page) => page.getByRole("log", { name: "Conversation" });
  const input = (page: Page) => page.getByPlaceholder("Type your message...");

  it("loads only when first pressed, asks for an EMI and reads the figure, with nothing canned after it, by keyboard", async () => {
    const page = await newPage();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(requests.some((u) => u.includes("chat-panel"))).toBe(false);

    await page.getByRole("button", { name: "Open chat" }).click();
    await panel(page).waitFor();
    expect(requests.some((u) => u.includes("chat-panel"))).toBe(true);
    expect(await page.getByRole("button", { name: "Close chat" }).getAttribute("aria-expanded")).toBe("true");
    expect(await conversation(page).textContent()).toContain(GREETING);
    // Focus moves into the panel, ready to type.
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Blank input is ignored: nothing is sent or added.
    await input(page).fill("   ");
    await page.keyboard.press("Enter");
    await page.waitForTimeout(300);
    expect(requests.some((u) => u.endsWith("/api/chat"))).toBe(false);
    expect(await conversation(page).getByText("You:").count()).toBe(0);

    await input(page).fill(EMI_QUESTION);
    await panel(page).getByRole("button", { name: "Send" }).click();
    expect(await input(page).inputValue()).toBe("");
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => conversation(page).getByText(EMI_QUESTION).isVisible()).toBe(true);
    const figure = conversation(page).getByText("₹43,391 per month");
    await expect.poll(() => figure.isVisible()).toBe(true);
    expect(await conversation(page).textContent()).toContain("Total interest: ₹54,13,840");
    // The answer is the last message: no canned promotion follows it (it once came about a second after).
    await page.waitForTimeout(1_500);
    expect(await conversation(page).textContent()).not.toContain("Looking for a home loan?");
    expect(await conversation(page).locator(":scope > div.rounded-2xl").last().textContent()).toContain("Apply with these figures");
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Nothing left the site: no provider was called from the browser.
    expect(requests.filter((u) => !u.startsWith(baseUrl()) && !u.startsWith("data:"))).toEqual([]);

    // Escape closes the panel and gives focus back to the button; the conversation is kept.
    await page.keyboard.press("Escape");
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    const open = page.getByRole("button", { name: "Open chat" });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => figure.isVisible()).toBe(true);

    // The reply's link opens the application with the figures filled in.
    await conversation(page).getByRole("link", { name: "Apply with these figures" }).click();
    await page.waitForURL("**/loan-application?type=home-loan&amount=5000000&tenure=240&interestRate=8.5");
    await page.context().close();
  });

  it("shows the spec's texts when the call fails or the answer is empty", async () => {
    const page = await newPage();
    let answer: { status: number; body: string } = { status: 500, body: '{"message":"boom"}' };
    await page.route("**/api/chat", (route) =>
      route.fulfill({ status: answer.status, contentType: "application/json", body: answer.body }),
    );
    await page.goto("/about");
    await page.getByRole("button", { name: "Open chat" }).click();
    await input(page).fill("hello");
    await page.keyboard.press("Enter");
    await expect
      .poll(() =>
        conversation(page).getByText("Sorry, something went wrong while contacting the assistant provider. Please try again.").isVisible(),
      )
      .toBe(true);

    answer = { status: 200, body: '{"reply":""}' };
    await expect.poll(() => panel(page).getByRole("button", { name: "Send" }).getAttribute("aria-disabled")).toBe("false");
    await input(page).fill("hello again");
    await page.keyboard.press("Enter");
    await expect.poll(() => conversation(page).getByText("Sorry, no response received.").isVisible()).toBe(true);
    await page.context().close();
  });

  it("keeps the page when the chat fails to load, and loads it on the next press", async () => {
    const page = await newPage();
    let block = true;
    await page.route(/chat-panel[^/]*\.js/, (route) => (block ? route.abort() : route.continue()));
    await page.goto("/about");
    const heading = page.getByRole("heading", { level: 1 }).first();
    await heading.waitFor();
    await page.getByRole("button", { name: "Open chat" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Chat could not load. Try again." }).isVisible()).toBe(true);
    // The page is still there, and the button offers another try.
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Open chat" }).getAttribute("aria-expanded")).toBe("false");
    expect(await seriousAxeViolations(page)).toEqual([]);

    block = false;
    await page.getByRole("button", { name: "Open chat" }).click();
    await panel(page).waitFor();
    expect(await conversation(page).textContent()).toContain(GREETING);
    expect(await page.getByText("Chat could not load. Try again.").count()).toBe(0);
    await page.context().close();
  });

  it("answers a signed-in customer's loan status from their own data, and fits a phone", async () => {
    const page = await loginAs("demo", "Demo@1234");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open chat" }).click();
    await input(page).fill("What is the status of my loan?");
    await page.keyboard.press("Enter");
    await expect
      .poll(() =>
        conversation(page)
          .getByRole("link", { name: /Open your dashboard|Apply for a Home Loan/ })
          .isVisible(),
      )
      .toBe(true);
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("built client files", () => {
  const publicDir = path.resolve("dist/public");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });

  it.skipIf(!existsSync(publicDir))("contain no language-model provider endpoint or key", () => {
    const built = files(publicDir);
    expect(built.some((f) => f.endsWith(".js"))).toBe(true);
    for (const file of built) {
      const text = readFileSync(file, "latin1");
      for (const secret of [
        "api.anthropic.com",
        "anthropic-version",
        "x-api-key",
        "ANTHROPIC",
        "sk-ant-",
        "@anthropic-ai",
        "/v1/messages",
      ]) {
        expect(text.includes(secret), `${path.relative(publicDir, file)} contains ${secret}`).toBe(false);
      }
    }
  });
});
