import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/**
 * Serious and critical accessibility violations on the page as it is now (WCAG 2.x A and AA rules).
 * A test asserts this list is empty; its entries name the rule and the elements, so a failure says what to fix.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  // Colours are judged as they settle: mid-fade (a toast, a dialog's overlay) every text is paler than it will be.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const builder = new AxeBuilder({ page: page as never }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  // With a modal dialog open the page behind it is inert and dimmed by the overlay: judge the dialog
  // (the page itself is checked before the dialog opens). Judging text through the overlay gives
  // contrast findings that depend on how far the blur has got.
  if (await page.locator('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]').count()) builder.include('[role="dialog"], [role="alertdialog"]');
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}
