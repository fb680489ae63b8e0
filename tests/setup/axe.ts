import axe from "axe-core";
import type { Page } from "playwright-core";

/** The WCAG A/AA rules whose outcome depends on colour. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/**
 * Serious and critical accessibility violations on the page as it is now (WCAG 2.x A and AA rules).
 * `coloursOnly`: just the rules that read colours (for the same page again in the other theme).
 * A test asserts this list is empty; its entries name the rule and the elements, so a failure says what to fix.
 */
export async function seriousAxeViolations(page: Page, { coloursOnly = false } = {}): Promise<AxeFinding[]> {
  const findings = await analyse(page, coloursOnly);
  // A toast that starts fading in while axe reads the page is paler than it will be. A colour finding
  // counts only if it is still there once the page has settled again.
  if (!findings.some((f) => COLOUR_RULES.includes(f.id))) return findings;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return analyse(page, coloursOnly);
}

type WithAxe = { axe: typeof axe };

async function analyse(page: Page, coloursOnly: boolean): Promise<AxeFinding[]> {
  // Colours are judged as they settle: mid-fade (a toast, a dialog's overlay) every text is paler than it will be.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  // axe-core's own API, in the page: its script goes in once per document (the Playwright wrapper injects it
  // twice a call and finishes each run in a new blank page, most of a check's time on a busy machine).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    // The same page in the other theme differs only in its colours: the rules that read colours are enough.
    runOnly: coloursOnly
      ? { type: "rule", values: COLOUR_RULES }
      : { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    resultTypes: ["violations"],
  };
  // With a modal dialog open the page behind it is inert and dimmed by the overlay: judge the dialog
  // (the page itself is checked before the dialog opens). Judging text through the overlay gives
  // contrast findings that depend on how far the blur has got.
  const dialogOpen = (await page.locator('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]').count()) > 0;
  const result = await page.evaluate(
    ({ onlyDialogs, runOptions }) => {
      const { axe: inPage } = window as unknown as WithAxe;
      return inPage.run(onlyDialogs ? { include: ['[role="dialog"]', '[role="alertdialog"]'] } : document, runOptions);
    },
    { onlyDialogs: dialogOpen, runOptions: options },
  );
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}
