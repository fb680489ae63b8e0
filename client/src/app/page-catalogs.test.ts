import { readdirSync, readFileSync } from "node:fs";
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

  it("a part of a page loaded with its own catalogues (lazyWithCatalogs) loads those of every other feature it reaches", () => {
    const src = path.join(import.meta.dirname, "..");
    const site = /lazyWithCatalogs\((\[[^\]]*\]),\s*\(\)\s*=>\s*import\(\/\* own catalogues \*\/ "@\/([^"]+)"\)/g;
    const found = readdirSync(src, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
      .flatMap((file) =>
        [...readFileSync(path.join(src, file), "utf8").matchAll(site)].map((m) => ({
          own: /features\/([^/]+)\//.exec(file)?.[1],
          areas: JSON.parse(m[1]) as string[],
          target: `${m[2]}.tsx`,
        })),
      );
    expect(found.length).toBeGreaterThan(0);
    for (const { own, areas, target } of found) {
      const needed = featuresReached(target).filter((f) => CUSTOMER_FEATURES.includes(f) && f !== own);
      expect([...areas].sort(), target).toEqual(needed);
    }
  });

  it("the frame (layout, providers) reaches no feature: its messages are the app catalogue's", () => {
    expect(featuresReached("components/layout/site-layout.tsx")).toEqual([]);
    expect(featuresReached("app/providers.tsx")).toEqual([]);
  });
});
