import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { settle } from "./accessibility-sweep";
import { seriousAxeViolations } from "./axe";
import { untranslatedEnglish } from "./untranslated";

/** Shared by the Hindi browser tests (tests/e2e/hindi-*.e2e.ts). */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** The visitor's Hindi pages (the customer's are checked signed in below). */
export const PUBLIC_HINDI = [
  "/hi/",
  "/hi/loan-application",
  "/hi/sip",
  "/hi/consultation",
  "/hi/about",
  "/hi/grievance",
  "/hi/privacy",
  "/hi/terms",
  "/hi/auth",
  "/hi/forgot-password",
  // Without a token the page says the link is incomplete and offers a new one.
  "/hi/reset-password",
  "/hi/verify-email",
  "/hi/report-email-change",
  "/hi/disclosures",
  "/hi/disclosures/fair-practices-code",
  "/hi/disclosures/mitc",
  "/hi/disclosures/interest-rate-policy",
  "/hi/disclosures/grievance-redressal",
  "/hi/disclosures/lending-partners",
];

/** The page in Hindi, read as a person would: no serious axe finding, no English left, a Hindi title. */
export async function checkHindiPage(page: Page, findings: Record<string, unknown>, name: string, { axe = true } = {}) {
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi-IN");
  const english = await untranslatedEnglish(page);
  if (english.length) findings[`${name} English`] = english;
  const violations = axe ? await seriousAxeViolations(page) : [];
  if (violations.length) findings[`${name} axe`] = violations;
  if (!/[\u0900-\u097F]/.test(await page.title())) findings[`${name} title`] = await page.title();
}

/** A journey's step in Hindi at both widths, ending on the phone's, where the journey goes on. */
export async function checkStep(page: Page, findings: Record<string, unknown>, name: string) {
  for (const [width, viewport] of [
    ["1280", DESKTOP],
    ["390", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await checkHindiPage(page, findings, `${name} at ${width}`);
  }
}

export const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

/** The calendar names each day as it labels its buttons, in Hindi: सोमवार, 23 नवंबर 2026. */
export const hindiDayName = (ymd: string) =>
  new Intl.DateTimeFormat("hi-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

/**
 * Holds the page's timers of `ms` (the booking confirmation's move to the dashboard) until the answer is
 * called, so that the confirmation can be checked at both widths first; then they run.
 */
export async function holdTimers(page: Page, ms: number) {
  await page.evaluate((delay) => {
    const held: (() => void)[] = [];
    const real = window.setTimeout.bind(window);
    Object.assign(window, { heldTimers: held });
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      if (timeout !== delay || typeof handler !== "function") return real(handler, timeout, ...args);
      held.push(() => (handler as (...a: unknown[]) => void)(...args));
      return 0;
    }) as typeof window.setTimeout;
  }, ms);
  return () => page.evaluate(() => (window as unknown as { heldTimers: (() => void)[] }).heldTimers.forEach((run) => run()));
}
