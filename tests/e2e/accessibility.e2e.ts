import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { settle, sweepRoles } from "../setup/accessibility-sweep";
import { hasBrowser } from "../setup/browser";
import { DEMO_DATA, useBrowserApp } from "../setup/e2e";

/** The visitor's and the superadmin's pages (the customer's and admin's: accessibility-accounts.e2e.ts), keyboard focus and motion. */
describe.skipIf(!hasBrowser())("accessibility of every page", () => {
  const app = useBrowserApp(undefined, { env: DEMO_DATA });
  const { newPage } = app;
  sweepRoles(app, ["visitor", "superadmin"]);

  it("the skip link is the first stop of the keyboard, shows itself and moves focus into the page", async () => {
    const page = await newPage();
    await page.goto("/sip");
    await settle(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box!.width).toBeGreaterThan(50);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(new URL(page.url()).hash).toBe("");
    // The next stop is the first control of the page itself, not the header's.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
    await page.context().close();
  }, 120_000);

  it("every control the keyboard reaches shows where focus is", async () => {
    const page = await newPage();
    const unmarked: string[] = [];
    for (const path of ["/", "/auth", "/loan-application", "/sip?tab=calculator", "/consultation"]) {
      await page.goto(path);
      await settle(page);
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press("Tab");
        const seen = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          // The ring may be drawn by the control or by the box around it (:focus-within).
          const marked = [el, el.parentElement, el.parentElement?.parentElement].some((box) => {
            if (!box) return false;
            const style = getComputedStyle(box);
            return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
          });
          return {
            marked,
            name: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
          };
        });
        if (seen && !seen.marked) unmarked.push(`${path}: ${seen.name}`);
      }
    }
    expect(unmarked).toEqual([]);
    await page.context().close();
  }, 300_000);

  it("content that fades in is hidden only below the fold, and shows without motion or without IntersectionObserver", async () => {
    const hiddenSections = (page: Page) =>
      page.evaluate(
        () =>
          [...document.querySelectorAll("main section")].filter(
            (s) => Number(getComputedStyle(s.closest(".reveal-waiting") ?? s).opacity) === 0,
          ).length,
      );

    const moving = await newPage({ viewport: { width: 390, height: 844 } });
    await moving.goto("/");
    await settle(moving);
    const heading = moving.getByRole("heading", { level: 1 });
    expect(await heading.evaluate((el) => getComputedStyle(el.closest("section")!).opacity)).toBe("1");
    // The closing call to action, far below the fold, waits hidden once its code has come (as it nears the
    // screen: docs/decisions/budget-phones.md), and fades in when scrolled to.
    const cta = moving.locator("#cta-title");
    const opacity = () => cta.evaluate((el) => getComputedStyle(el.closest("[class*=reveal]") ?? el).opacity);
    await cta.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight - 300));
    await expect.poll(opacity).toBe("0");
    await cta.scrollIntoViewIfNeeded();
    await expect.poll(opacity).toBe("1");
    await moving.context().close();

    const still = await newPage({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
    await still.goto("/");
    await settle(still);
    expect(await still.locator(".reveal-waiting").count()).toBe(0);
    expect(await hiddenSections(still)).toBe(0);
    await still.context().close();

    const old = await newPage({ viewport: { width: 390, height: 844 } });
    await old.addInitScript(() => Reflect.deleteProperty(window, "IntersectionObserver"));
    await old.goto("/");
    await settle(old);
    expect(await old.locator(".reveal-waiting").count()).toBe(0);
    expect(await hiddenSections(old)).toBe(0);
    await old.context().close();
  }, 120_000);
});
