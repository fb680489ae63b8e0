import { describe, expect, it } from "vitest";
import { hasBrowser } from "../setup/browser";
import { DEMO_DATA, useBrowserApp } from "../setup/e2e";
import { DESKTOP, PHONE, PUBLIC_HINDI, checkHindiPage } from "../setup/hindi";
import { settle } from "../setup/accessibility-sweep";

/**
 * GharSetu in Hindi, page by page: the /hi/ HTML, the redirects, the switch, and every public and customer
 * page at 390 and 1280 wide (the English checker at both, axe on the phone). The journeys, at 390 and 1280 wide, are in
 * hindi-journeys.e2e.ts: the two files run side by side.
 */
describe.skipIf(!hasBrowser())("GharSetu in Hindi: the pages", () => {
  const { newPage, baseUrl, login } = useBrowserApp(undefined, { env: DEMO_DATA });

  it("serves each public page at its /hi/ address in Hindi, with lang, hreflang and the Devanagari font", async () => {
    const res = await fetch(`${baseUrl()}/hi/loan-application`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toContain("<title>होम लोन, LAP या BT टॉप-अप के लिए आवेदन करें | GharSetu</title>");
    expect(html).toContain(`<link rel="alternate" hreflang="en-IN" href="${baseUrl()}/loan-application" />`);
    expect(html).toMatch(/<link rel="preload" href="\/assets\/noto-sans-devanagari-[^"]+\.woff2" as="font"/);
    // The page's content is drawn in the HTML, in Hindi.
    expect(html).toContain("data-prerendered");
    expect(html).toMatch(/<main[\s\S]*[\u0900-\u097F]/);
    // The English page does not preload the Devanagari font (its CSS names it, for Devanagari characters only).
    expect(await (await fetch(`${baseUrl()}/loan-application`)).text()).not.toMatch(/<link rel="preload"[^>]*\.woff2/);
  });

  it("sends an English address on to Hindi for a visitor who chose Hindi, or whose browser asks for it first", async () => {
    const asked = (headers: Record<string, string>) => fetch(`${baseUrl()}/sip?tab=calculator`, { headers, redirect: "manual" });
    const byCookie = await asked({ Cookie: "lang=hi" });
    expect(byCookie.status).toBe(302);
    expect(byCookie.headers.get("location")).toBe("/hi/sip?tab=calculator");
    expect(byCookie.headers.get("vary")).toMatch(/Cookie/);
    const byBrowser = await asked({ "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(byBrowser.status).toBe(302);
    // A choice of English wins over the browser; without either, English stays.
    expect((await asked({ Cookie: "lang=en", "Accept-Language": "hi-IN" })).status).toBe(200);
    expect((await asked({ "Accept-Language": "en-IN,en;q=0.9,hi;q=0.5" })).status).toBe(200);
    expect((await asked({})).status).toBe(200);
  });

  it("the header's switch moves a visitor to Hindi and back, and remembers the choice", async () => {
    const page = await newPage();
    await page.goto("/sip");
    await settle(page);
    // The switch is named in the page's language.
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" }).click();
    await page.waitForURL("**/hi/sip");
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi-IN");
    // Links inside the Hindi site stay in Hindi, and an English address comes back in Hindi.
    await page.goto("/consultation");
    await page.waitForURL("**/hi/consultation");
    await page.getByRole("navigation", { name: "भाषा" }).getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/consultation");
    await page.goto("/about");
    expect(new URL(page.url()).pathname).toBe("/about");
    await page.context().close();
  }, 120_000);

  it("the signed-in header fits a 360 px phone in Hindi and in English: nothing wider than the screen, the menu button inside the padding", async () => {
    const width = 360;
    const page = await newPage({ viewport: { width, height: 740 }, reducedMotion: "reduce" });
    await login(page, "demo", "Demo@1234");
    for (const [path, bell, menu] of [
      ["/hi/dashboard", /^सूचनाएँ/, "मेनू खोलें"],
      ["/dashboard", /^Notifications/, "Open menu"],
    ] as const) {
      await page.goto(path);
      // The page's own Devanagari font (font-display: optional) is used from the next view on: measure the
      // header as a reader then sees it, not in whatever fallback a first paint without the font had.
      await page.evaluate(() => document.fonts.load('16px "GharSetu Devanagari"', "सूचनाएँ"));
      await page.reload();
      await settle(page);
      // The bell is the signed-in header's widest addition; it loads after the page.
      await expect.poll(() => page.getByRole("banner").getByRole("button", { name: bell }).isVisible()).toBe(true);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        row: document.querySelector("header > div")!.scrollWidth,
      }));
      expect(widths, path).toEqual({ page: width, row: width });
      const box = (await page.getByRole("banner").getByRole("button", { name: menu }).boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(width - 16);
    }
    await page.context().close();
  }, 120_000);

  // Axe on the phone's layout (the accessibility sweeps check the desktop's in English); the English
  // checker at both widths, as the desktop shows text the phone's menu hides.
  it.each([
    ["a phone: no English left, and axe-clean", PHONE, true],
    ["a desktop: no English left", DESKTOP, false],
  ] as const)(
    "every public page in Hindi on %s",
    async (_name, viewport, axe) => {
      const page = await newPage({ viewport, reducedMotion: "reduce" });
      const findings: Record<string, unknown> = {};
      for (const path of PUBLIC_HINDI) {
        await page.goto(path);
        await checkHindiPage(page, findings, path, { axe });
      }
      expect(findings).toEqual({});
      await page.context().close();
    },
    600_000,
  );

  it.each([
    ["a phone: no English left, and axe-clean", PHONE, true],
    ["a desktop: no English left", DESKTOP, false],
  ] as const)(
    "the customer's pages in Hindi on %s",
    async (_name, viewport, axe) => {
      const page = await newPage({ viewport, reducedMotion: "reduce" });
      await login(page, "demo", "Demo@1234");
      const findings: Record<string, unknown> = {};
      const tabs = ["", "?tab=sip", "?tab=consultations", "?tab=kyc", "?tab=transactions", "?tab=profile"];
      // Each of their applications' own page (the tracker, the papers, withdrawal).
      const answer = await page.request.get("/api/loan-applications");
      expect(answer.ok()).toBe(true);
      const loans = (await answer.json()) as { id: number }[];
      expect(loans.length).toBeGreaterThan(0);
      const loanPages = loans.map((loan) => `/hi/loans/${loan.id}`);
      // Their own complaints, and a staff page's access-denied card (staff pages are English-only, the card is not).
      for (const path of [...tabs.map((tab) => `/hi/dashboard${tab}`), ...loanPages, "/hi/grievance", "/hi/admin"]) {
        await page.goto(path);
        await checkHindiPage(page, findings, path, { axe });
      }
      expect(findings).toEqual({});
      await page.context().close();
    },
    600_000,
  );
});
