import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../setup/axe";
import { hasBrowser, launchBrowser } from "../setup/browser";

/** The accessibility check every browser test relies on finds what it must, on a page made to fail. */
describe.skipIf(!hasBrowser())("the axe check (tests/setup/axe.ts)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const PAGE = `<html lang="en"><head><title>Axe check</title></head><body><main>
    <p style="color:#777;background:#888">Low contrast text</p>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  </main></body></html>`;

  it("reports serious and critical findings by rule, in a page checked more than once, and only colours when asked", async () => {
    const page = await browser.newPage();
    await page.setContent(PAGE);
    const ids = async (coloursOnly = false) => (await seriousAxeViolations(page, { coloursOnly })).map((f) => f.id).sort();
    expect(await ids()).toEqual(["color-contrast", "image-alt"]);
    // The script is in the page once; a second check reads the page as it is now.
    await page.evaluate(() => document.querySelector("img")!.setAttribute("alt", "A dot"));
    expect(await ids()).toEqual(["color-contrast"]);
    expect(await ids(true)).toEqual(["color-contrast"]);
    await page.close();
  });

  it("judges an open dialog alone: the page behind it is inert", async () => {
    const page = await browser.newPage();
    await page.setContent(
      PAGE.replace(
        "</main>",
        `</main><div role="dialog" data-state="open" aria-label="Confirm"><button>Yes</button><img src="x.gif"></div>`,
      ),
    );
    const findings = await seriousAxeViolations(page);
    expect(findings.map((f) => f.id)).toEqual(["image-alt"]);
    expect(findings[0].targets).toEqual(['img[src="x.gif"]']);
    await page.close();
  });
});
