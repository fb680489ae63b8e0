import AxeBuilder from "@axe-core/playwright";
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

async function analyse(page: Page, coloursOnly: boolean): Promise<AxeFinding[]> {
  // Colours are judged as they settle: mid-fade (a toast, a dialog's overlay) every text is paler than it will be.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const builder = new AxeBuilder({ page: page });
  // The same page in the other theme differs only in its colours: the rules that read colours are enough.
  if (coloursOnly) builder.withRules(COLOUR_RULES);
  else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  // With a modal dialog open the page behind it is inert and dimmed by the overlay: judge the dialog
  // (the page itself is checked before the dialog opens). Judging text through the overlay gives
  // contrast findings that depend on how far the blur has got.
  if (await page.locator('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]').count())
    builder.include('[role="dialog"], [role="alertdialog"]');
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}
