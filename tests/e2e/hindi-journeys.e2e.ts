import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONSULTATION_SLOTS, REDIRECT_AFTER_BOOKING_MS } from "../../shared/catalog/consultations";
import { hasBrowser } from "../setup/browser";
import { DEMO_DATA, useBrowserApp } from "../setup/e2e";
import { weekdayAfter } from "../setup/factories";
import type { Locator } from "playwright-core";
import { PHONE, checkStep, field, hindiDayName, holdTimers } from "../setup/hindi";

/** The loan application, a SIP and a consultation booking done in Hindi, each step checked at 390 and 1280 wide. */
describe.skipIf(!hasBrowser())("GharSetu in Hindi: the journeys", () => {
  const { newPage, login } = useBrowserApp(undefined, { env: DEMO_DATA });

  it("a customer applies for a home loan in Hindi, pays the processing fee, and finds it in Hindi among the transactions", async () => {
    const page = await newPage({ viewport: PHONE, reducedMotion: "reduce" });
    await login(page, "demo", "Demo@1234");
    const findings: Record<string, unknown> = {};
    await page.goto("/hi/loan-application?type=home-loan");
    const submit = page.getByRole("button", { name: "आवेदन जमा करें" });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("होम लोन के लिए आवेदन करें");
    expect(await field(page, "लोन राशि (₹)").inputValue()).toBe("2500000");
    await field(page, "प्रॉपर्टी का मूल्य (₹)").fill("4000000");
    await checkStep(page, findings, "loan details");

    await page.getByRole("tab", { name: "व्यक्तिगत विवरण" }).click();
    await field(page, "मासिक आय (₹)").fill("120000");
    await field(page, "मौजूदा ईएमआई (₹ प्रति माह)").fill("0");
    await field(page, "रोज़गार का प्रकार").selectOption("salaried");
    await field(page, "लोन का उद्देश्य").fill("भोपाल में नया फ़्लैट खरीदना");
    await checkStep(page, findings, "personal details");
    await submit.click();

    const idText = page.getByText(/आवेदन आईडी: #\d+/);
    await expect.poll(() => idText.isVisible()).toBe(true);
    const loanId = Number((await idText.textContent())!.match(/#(\d+)/)![1]);
    await expect.poll(() => page.getByRole("heading", { name: "आवेदन जमा हो गया" }).isVisible()).toBe(true);
    await checkStep(page, findings, "application submitted");

    // The Key Fact Statement acknowledged first; then, in the demo payment mode, the fee (0.5% of ₹25,00,000) is paid at once.
    await page.getByLabel(/मैंने मुख्य तथ्य विवरण GS\/HL\//).check();
    await page.getByRole("button", { name: "स्वीकार करें और भुगतान पर जाएँ" }).click();
    await page.getByRole("button", { name: "₹12,500 का भुगतान करें" }).click();
    // Demo mode's simulated checkout, in Hindi too.
    await page.getByRole("dialog").getByRole("button", { name: "भुगतान करें (सिम्युलेटेड)" }).click();
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
    await page.getByRole("dialog").getByRole("button", { name: "भुगतान करें (सिम्युलेटेड)" }).click();
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

    const held = page.getByText(/बुकिंग #\d+ .+ तक आपके लिए रोक ली गई है/);
    await expect.poll(() => held.isVisible()).toBe(true);
    await checkStep(page, findings, "booking held");

    const release = await holdTimers(page, REDIRECT_AFTER_BOOKING_MS);
    await page.getByRole("button", { name: "बुकिंग की पुष्टि के लिए ₹0 का भुगतान करें" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "परामर्श सफलतापूर्वक बुक हो गया!" }).isVisible()).toBe(true);
    await checkStep(page, findings, "booking confirmed");
    // Add to calendar saves the invite in the page's language, in the words of the e-mailed one.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "कैलेंडर में जोड़ें" }).click()]);
    const invite = readFileSync(await download.path(), "utf8").replace(/\r\n[ \t]/g, "");
    expect(invite).toContain("SUMMARY:GharSetu परामर्श: टैक्स योजना");
    expect(invite).toContain("LOCATION:फ़ोन कॉल: आपके सलाहकार आपको कॉल करेंगे");
    expect(invite).not.toMatch(/consultation:|Free consultation|Questions\?|Online/);
    await release();
    await page.waitForURL("**/hi/dashboard");
    expect(findings).toEqual({});
    await page.context().close();
  }, 300_000);
});
