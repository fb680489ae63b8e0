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

describe.skipIf(!hasBrowser())("accessibility of every page", () => {
  const { newPage, login } = useBrowserApp(undefined, { firstRun: true });

  for (const { role, visits, ...rest } of ROLES) {
    for (const theme of ["light", "dark"] as const) {
      it(`${role}, ${theme} theme`, async () => {
        const page = await newPage({ reducedMotion: "reduce" });
        await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
        const errors: string[] = [];
        page.on("console", (m) => m.type() === "error" && errors.push(`${page.url()}: ${m.text()}`));
        page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
        if ("account" in rest) await login(page, rest.account[0], rest.account[1]);

        const findings: Record<string, unknown> = {};
        for (const { path, tab } of visits) {
          await page.goto(path);
          if (tab) await page.getByRole("tab", { name: tab }).click();
          await settle(page);
          expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
          const name = tab ? `${path} (${tab})` : path;
          const violations = await seriousAxeViolations(page);
          const outline = await headingOutline(page);
          if (violations.length) findings[`${name} axe`] = violations;
          if (outline.h1 !== 1 || outline.skips.length) findings[`${name} headings`] = outline;
        }
        expect(findings).toEqual({});
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }
});
