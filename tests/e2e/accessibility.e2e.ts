import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";

/**
 * Issue 16: every page, signed out and as each role, in both themes: no serious or critical axe
 * violation, headings in order, no console error. On the demo data (first run), so lists, badges,
 * charts and statuses are on screen. Motion is reduced, so content that scrolls in is checked too.
 */
type Visit = { path: string; tab?: string };

const PUBLIC: Visit[] = [
  { path: "/" },
  { path: "/about" },
  { path: "/grievance" },
  { path: "/privacy" },
  { path: "/terms" },
  { path: "/auth" },
  { path: "/auth", tab: "Register" },
  { path: "/loan-application" },
  { path: "/consultation" },
  { path: "/sip" },
  { path: "/sip?tab=calculator" },
  { path: "/sip?tab=invest" },
  { path: "/no-such-page" },
];

const CUSTOMER: Visit[] = [
  { path: "/dashboard" },
  { path: "/dashboard?tab=sip" },
  { path: "/dashboard?tab=consultations" },
  { path: "/dashboard?tab=kyc" },
  { path: "/dashboard?tab=transactions" },
  { path: "/dashboard?tab=profile" },
  { path: "/grievance" },
  { path: "/loan-application" },
  { path: "/sip?tab=invest" },
  { path: "/consultation" },
  { path: "/audit-logs" },
];

const ADMIN: Visit[] = [
  { path: "/admin" },
  { path: "/admin?tab=kyc" },
  { path: "/admin?tab=users" },
  { path: "/admin?tab=consultations" },
  { path: "/admin?tab=grievances" },
  { path: "/admin?tab=analytics" },
  { path: "/admin?tab=outbox" },
  { path: "/audit-logs" },
  { path: "/dashboard" },
];

const SUPERADMIN: Visit[] = [
  { path: "/super-admin" },
  { path: "/super-admin?tab=settings" },
  { path: "/super-admin?tab=audit-logs" },
  { path: "/admin?tab=analytics" },
];

const ROLES = [
  { role: "visitor", visits: PUBLIC },
  { role: "customer", account: ["demo", "Demo@1234"], visits: CUSTOMER },
  { role: "admin", account: ["admin", "Admin@1234"], visits: ADMIN },
  { role: "superadmin", account: ["superadmin", "Super@1234"], visits: SUPERADMIN },
] as const;

/** Headings that skip a level on the way down (h1 → h3), and how many h1 the page has. */
function headingOutline(page: Page) {
  return page.evaluate(() => {
    const levels = [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role=heading]")]
      .filter((h) => h.getClientRects().length > 0 && !h.closest("[aria-hidden=true], [hidden]"))
      .map((h) => ({ level: Number(h.getAttribute("aria-level") ?? h.tagName.slice(1)), text: h.textContent?.trim() ?? "" }));
    const skips = levels.flatMap((h, i) => (i > 0 && h.level > levels[i - 1]!.level + 1 ? [`h${levels[i - 1]!.level} "${levels[i - 1]!.text}" → h${h.level} "${h.text}"`] : []));
    return { h1: levels.filter((h) => h.level === 1).length, skips };
  });
}

/** Loaded and settled: no spinner or skeleton left, nothing still on the network. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !document.querySelector(".animate-spin, .animate-pulse") && !!document.querySelector("main h1"));
}

/** Shows the page in a theme as the theme switcher does: the class on the root element (and the stored choice). */
const applyTheme = (page: Page, theme: "light" | "dark") =>
  page.evaluate((t) => {
    localStorage.setItem("theme", t);
    document.documentElement.classList.remove("light", "dark");
    document.documentElement.classList.add(t);
  }, theme);

describe.skipIf(!hasBrowser())("accessibility of every page", () => {
  const { newPage, login } = useBrowserApp(undefined, { firstRun: true });

  for (const { role, visits, ...rest } of ROLES) {
    it(`${role}: every page in the light and the dark theme`, async () => {
      const page = await newPage({ reducedMotion: "reduce" });
      const errors: string[] = [];
      // The one error allowed is the browser noting that an address the app does not have answered 404.
      const notFound = (text: string) => page.url().endsWith("/no-such-page") && text.includes("status of 404");
      page.on("console", (m) => m.type() === "error" && !notFound(m.text()) && errors.push(`${page.url()}: ${m.text()}`));
      page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
      if ("account" in rest) await login(page, rest.account[0], rest.account[1]);

      const findings: Record<string, unknown> = {};
      for (const { path, tab } of visits) {
        await page.goto(path);
        await applyTheme(page, "light");
        if (tab) await page.getByRole("tab", { name: tab }).click();
        await settle(page);
        const name = tab ? `${path} (${tab})` : path;
        const outline = await headingOutline(page);
        if (outline.h1 !== 1 || outline.skips.length) findings[`${name} headings`] = outline;
        for (const theme of ["light", "dark"] as const) {
          await applyTheme(page, theme);
          const violations = await seriousAxeViolations(page, { coloursOnly: theme === "dark" });
          if (violations.length) findings[`${name} ${theme}`] = violations;
        }
      }
      expect(findings).toEqual({});
      expect(errors).toEqual([]);
      await page.context().close();
    }, 600_000);
  }

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
          return { marked, name: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"` };
        });
        if (seen && !seen.marked) unmarked.push(`${path}: ${seen.name}`);
      }
    }
    expect(unmarked).toEqual([]);
    await page.context().close();
  }, 300_000);

  it("content that fades in is hidden only below the fold, and shows without motion or without IntersectionObserver", async () => {
    const hiddenSections = (page: Page) =>
      page.evaluate(() => [...document.querySelectorAll("main section")].filter((s) => Number(getComputedStyle(s.closest(".reveal-waiting") ?? s).opacity) === 0).length);

    const moving = await newPage({ viewport: { width: 390, height: 844 } });
    await moving.goto("/");
    await settle(moving);
    const heading = moving.getByRole("heading", { level: 1 });
    expect(await heading.evaluate((el) => getComputedStyle(el.closest("section")!).opacity)).toBe("1");
    // The closing call to action, far below the fold, waits hidden and fades in when scrolled to.
    const cta = moving.locator("#cta-title");
    const opacity = () => cta.evaluate((el) => getComputedStyle(el.closest("[class*=reveal]") ?? el).opacity);
    expect(await opacity()).toBe("0");
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
