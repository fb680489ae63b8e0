import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/**
 * Serious and critical accessibility violations on the page as it is now (WCAG 2.x A and AA rules).
 * A test asserts this list is empty; its entries name the rule and the elements, so a failure says what to fix.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  const result = await new AxeBuilder({ page: page as never })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}
