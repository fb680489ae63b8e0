import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONSULTATION_SLOTS, REDIRECT_AFTER_BOOKING_MS } from "../../shared/catalog/consultations";
import { settle } from "../setup/accessibility-sweep";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser } from "../setup/browser";
import { useBrowserApp } from "../setup/e2e";
import { weekdayAfter } from "../setup/factories";
import { untranslatedEnglish } from "../setup/untranslated";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The visitor's Hindi pages (the customer's are checked signed in below). */
const PUBLIC_HINDI = [
  "/hi/",
  "/hi/loan-application",
  "/hi/sip",
  "/hi/consultation",
  "/hi/about",
  "/hi/grievance",
  "/hi/privacy",
  "/hi/terms",
  "/hi/auth",
];

/** The page in Hindi, read as a person would: no serious axe finding, no English left, a Hindi title. */
async function checkHindiPage(page: Page, findings: Record<string, unknown>, name: string, { axe = true } = {}) {
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi-IN");
  const english = await untranslatedEnglish(page);
  if (english.length) findings[`${name} English`] = english;
  const violations = axe ? await seriousAxeViolations(page) : [];
  if (violations.length) findings[`${name} axe`] = violations;
  if (!/[\u0900-\u097F]/.test(await page.title())) findings[`${name} title`] = await page.title();
}

/** A journey's step in Hindi at both widths, ending on the phone's, where the journey goes on. */
async function checkStep(page: Page, findings: Record<string, unknown>, name: string) {
  for (const [width, viewport] of [
    ["1280", DESKTOP],
    ["390", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await checkHindiPage(page, findings, `${name} at ${width}`);
  }
}

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

/** The calendar names each day as it labels its buttons, in Hindi: सोमवार, 23 नवंबर 2026. */
const hindiDayName = (ymd: string) =>
  new Intl.DateTimeFormat("hi-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

/**
 * Holds the page's timers of `ms` (the booking confirmation's move to the dashboard) until the answer is
 * called, so that the confirmation can be checked at both widths first; then they run.
 */
async function holdTimers(page: Page, ms: number) {
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

describe.skipIf(!hasBrowser())("GharSetu in Hindi", () => {
  const { newPage, baseUrl, login } = useBrowserApp(undefined, { firstRun: true });

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

  // Axe on the phone's layout (the accessibility sweeps check the desktop's in English); the English
  // checker at both widths, as the desktop shows text the phone's menu hides.
  it.each([
    ["phone", PHONE, true],
    ["desktop", DESKTOP, false],
  ] as const)(
    "every public page in Hindi on a %s: no English left (and axe-clean on the phone)",
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
    ["phone", PHONE, true],
    ["desktop", DESKTOP, false],
  ] as const)(
    "the customer's pages in Hindi on a %s: no English left (and axe-clean on the phone)",
    async (_name, viewport, axe) => {
      const page = await newPage({ viewport, reducedMotion: "reduce" });
      await login(page, "demo", "Demo@1234");
      const findings: Record<string, unknown> = {};
      const tabs = ["", "?tab=sip", "?tab=consultations", "?tab=kyc", "?tab=transactions", "?tab=profile"];
      // Their own complaints, and a staff page's access-denied card (staff pages are English-only, the card is not).
      for (const path of [...tabs.map((tab) => `/hi/dashboard${tab}`), "/hi/grievance", "/hi/admin"]) {
        await page.goto(path);
        await checkHindiPage(page, findings, path, { axe });
      }
      expect(findings).toEqual({});
      await page.context().close();
    },
    600_000,
  );

  it("a customer applies for a home loan in Hindi, pays the processing fee, and finds it in Hindi among the transactions", async () => {
    const page = await newPage({ viewport: PHONE, reducedMotion: "reduce" });
    await login(page, "demo", "Demo@1234");
    const findings: Record<string, unknown> = {};
    await page.goto("/hi/loan-application?type=home-loan");
    const submit = page.getByRole("button", { name: "आवेदन जमा करें" });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("होम लोन के लिए आवेदन करें");
    expect(await field(page, "लोन राशि (₹)").inputValue()).toBe("2500000");
    await checkStep(page, findings, "loan details");

    await page.getByRole("tab", { name: "व्यक्तिगत विवरण" }).click();
    await field(page, "मासिक आय (₹)").fill("120000");
    await field(page, "रोज़गार का प्रकार").selectOption("salaried");
    await field(page, "लोन का उद्देश्य").fill("भोपाल में नया फ़्लैट खरीदना");
    await checkStep(page, findings, "personal details");
    await submit.click();

    const idText = page.getByText(/आवेदन आईडी: #\d+/);
    await expect.poll(() => idText.isVisible()).toBe(true);
    const loanId = Number((await idText.textContent())!.match(/#(\d+)/)![1]);
    await expect.poll(() => page.getByRole("heading", { name: "आवेदन जमा हो गया" }).isVisible()).toBe(true);
    await checkStep(page, findings, "application submitted");

    // The demo payment mode: the fee (0.5% of ₹25,00,000) is paid at once.
    await page.getByRole("button", { name: "₹12,500 का भुगतान करें" }).click();
    await expect.poll(() => page.getByText("भुगतान सफल रहा").first().isVisible()).toBe(true);
    await checkStep(page, findings, "fee paid");

    await page.getByRole("link", { name: "डैशबोर्ड पर जाएँ" }).click();
    await page.waitForURL("**/hi/dashboard");
    await page.getByRole("tab", { name: "लेन-देन" }).click();
    // Worded by the page from the transaction's loan type, not the server's English description.
    await expect.poll(() => page.getByText(`प्रोसेसिंग शुल्क, होम लोन आवेदन #${loanId}`).isVisible()).toBe(true);
    await checkStep(page, findings, "transactions");
    expect(findings).toEqual({});
    await page.context().close();
  }, 300_000);

  it("a customer starts a SIP in Hindi and pays its first contribution", async () => {
    const page = await newPage({ viewport: PHONE, reducedMotion: "reduce" });
    await login(page, "demo", "Demo@1234");
    const findings: Record<string, unknown> = {};
    await page.goto("/hi/sip?tab=invest");
    await expect.poll(() => page.getByRole("tab", { name: "SIP शुरू करें" }).getAttribute("aria-selected")).toBe("true");
    await checkStep(page, findings, "SIP form");

    // The form's tab ("SIP प्लान" also names the plans' tab).
    const form = page.getByRole("tabpanel", { name: "SIP शुरू करें" });
    await field(form, "SIP प्लान").selectOption("Equity Growth Plan");
    await field(form, "मासिक राशि (₹)").fill("2000");
    await field(form, "अवधि (महीने)").fill("60");
    // The bank's name as a customer may well type it, in English: shown as typed, not taken for English left untranslated.
    await field(form, "बैंक का नाम").fill("HDFC Bank");
    await field(form, "बैंक खाता नंबर").fill("50100123456789");
    await checkStep(page, findings, "SIP form filled");
    await page.getByRole("button", { name: "SIP शुरू करें" }).click();

    const idText = page.getByText(/SIP आईडी: #\d+/);
    await expect.poll(() => idText.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { name: "SIP सफलतापूर्वक बन गई" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("HDFC Bank XXXX6789").isVisible()).toBe(true);
    await checkStep(page, findings, "SIP created");

    await page.getByRole("button", { name: "₹2,000 का भुगतान करें" }).click();
    await expect.poll(() => page.getByText("आपकी SIP सफलतापूर्वक सक्रिय हो गई है। अगला भुगतान निर्धारित तारीख पर होगा।").isVisible()).toBe(true);
    await checkStep(page, findings, "first contribution paid");
    expect(findings).toEqual({});
    await page.context().close();
  }, 300_000);

  it("a customer books a consultation in Hindi and confirms it", async () => {
    const page = await newPage({ viewport: PHONE, reducedMotion: "reduce" });
    await login(page, "demo", "Demo@1234");
    const findings: Record<string, unknown> = {};
    await page.goto("/hi/consultation");
    await expect.poll(() => field(page, "पूरा नाम").inputValue()).toBe("Priya Sharma");
    await checkStep(page, findings, "consultation form");

    await field(page, "परामर्श का विषय").selectOption("Tax Planning");
    const day = weekdayAfter(12);
    await page.getByRole("button", { name: /^पसंदीदा तारीख/ }).click();
    const grid = page.getByRole("grid");
    const dayButton = grid.getByRole("button", { name: hindiDayName(day), exact: true });
    for (let i = 0; i < 3 && !(await dayButton.isVisible()); i++) await page.getByRole("button", { name: "अगला महीना" }).click();
    await dayButton.click();
    await expect.poll(() => grid.isVisible()).toBe(false);
    // The first slot with a place left (the sample bookings may have filled some).
    const slot = (time: string): Locator => page.getByRole("radio", { name: new RegExp(`^${time}`) });
    await expect.poll(() => slot(CONSULTATION_SLOTS[0]).count()).toBe(1);
    let chosen: string | undefined;
    for (const time of CONSULTATION_SLOTS) if (!chosen && (await slot(time).isEnabled())) chosen = time;
    await page.getByText(chosen!, { exact: true }).click();
    expect(await slot(chosen!).isChecked()).toBe(true);
    // The customer's own words, in English: shown as written.
    await field(page, "नोट्स (वैकल्पिक)").fill("Old or new tax regime with a home loan?");
    await checkStep(page, findings, "consultation form filled");
    await page.getByRole("button", { name: "मुफ़्त परामर्श बुक करें" }).click();

    const held = page.getByText(/बुकिंग #\d+ आपके लिए रोक ली गई है/);
    await expect.poll(() => held.isVisible()).toBe(true);
    await checkStep(page, findings, "booking held");

    const release = await holdTimers(page, REDIRECT_AFTER_BOOKING_MS);
    await page.getByRole("button", { name: "बुकिंग की पुष्टि के लिए ₹0 का भुगतान करें" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "परामर्श सफलतापूर्वक बुक हो गया!" }).isVisible()).toBe(true);
    await checkStep(page, findings, "booking confirmed");
    await release();
    await page.waitForURL("**/hi/dashboard");
    expect(findings).toEqual({});
    await page.context().close();
  }, 300_000);
});
