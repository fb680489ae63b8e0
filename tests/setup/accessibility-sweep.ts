import type { BrowserContextOptions, Page } from "playwright-core";
import { expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";

/**
 * Every page, signed out and as each role, in both themes: no serious or critical axe
 * violation, headings in order, no console error. On the demo data (first run), so lists, badges,
 * charts and statuses are on screen. Motion is reduced, so content that scrolls in is checked too.
 * The roles are split over two test files (accessibility*.e2e.ts) so that they run side by side.
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

export const ROLES = [
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
    const skips = levels.flatMap((h, i) =>
      i > 0 && h.level > levels[i - 1].level + 1 ? [`h${levels[i - 1].level} "${levels[i - 1].text}" → h${h.level} "${h.text}"`] : [],
    );
    return { h1: levels.filter((h) => h.level === 1).length, skips };
  });
}

/** Loaded and settled: no spinner or skeleton left, nothing still on the network. */
export async function settle(page: Page) {
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

export type Role = (typeof ROLES)[number]["role"];

type BrowserApp = {
  newPage(options?: BrowserContextOptions): Promise<Page>;
  login(page: Page, username: string, password: string): Promise<void>;
};

/** One test per role: each of its pages in the light and the dark theme. */
export function sweepRoles(app: BrowserApp, roles: Role[]) {
  const { newPage, login } = app;
  for (const { role, visits, ...rest } of ROLES.filter((r) => roles.includes(r.role))) {
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
}
