import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { featuresReached } from "../../../tests/setup/feature-reach";
import { CUSTOMER_FEATURES } from "../../../lingui.config";

/**
 * A page shows the messages of every feature whose components it reaches, so it must load those
 * features' catalogues with its code (lazyPage's areas in the router): a missing one would show a
 * message's id instead of its words.
 */
describe("each page loads the catalogues of the features it shows", () => {
  const router = readFileSync(path.join(import.meta.dirname, "router.tsx"), "utf8");
  const pages = [...router.matchAll(/lazyPage\("([a-z-]+)", (\[[^\]]*\])/g)].map((m) => ({
    page: m[1],
    areas: JSON.parse(m[2]) as string[],
  }));

  it("finds the pages in the router", () => expect(pages.length).toBeGreaterThan(15));

  it.each(pages.map((p) => [p.page, p.areas] as const))("%s", (page, areas) => {
    const needed = featuresReached(`pages/${page}.tsx`).filter((f) => CUSTOMER_FEATURES.includes(f));
    expect([...areas].sort()).toEqual(needed);
  });

  it("the frame (layout, providers) reaches no feature: its messages are the app catalogue's", () => {
    expect(featuresReached("components/layout/site-layout.tsx")).toEqual([]);
    expect(featuresReached("app/providers.tsx")).toEqual([]);
  });
});
