import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { featuresReached, reach, reachesSchemas } from "../../../tests/setup/feature-reach";
import { CUSTOMER_FEATURES, SHOWN_BY, STAFF_PAGES } from "../../../lingui.config";

/**
 * A page shows the messages of every feature whose components it reaches, so it must load those
 * features' catalogues with its code (lazyPage's areas in the router): a missing one would show a
 * message's id instead of its words. A page whose code checks values with a shared schema loads the
 * schemas' messages ("schemas"); one that does not, leaves them (they are not among the frame's).
 */
const areasNeeded = (file: string, except?: string) => [
  ...featuresReached(file).filter((f) => CUSTOMER_FEATURES.includes(f) && f !== except),
  ...(reachesSchemas(file) ? ["schemas"] : []),
];
describe("each page loads the catalogues of the features it shows", () => {
  const router = readFileSync(path.join(import.meta.dirname, "router.tsx"), "utf8");
  const pages = [...router.matchAll(/lazyPage\(\s*"([a-z-]+)",\s*(\[[^\]]*\])/g)].map((m) => ({
    page: m[1],
    areas: JSON.parse(m[2]) as string[],
  }));

  it("finds every page in the router", () =>
    expect(pages.length).toBe(readdirSync(path.join(import.meta.dirname, "..", "pages")).filter((f) => /-page\.tsx$/.test(f)).length));

  it.each(pages.map((p) => [p.page, p.areas] as const))("%s", (page, areas) => {
    expect([...areas].sort()).toEqual(areasNeeded(`pages/${page}.tsx`).sort());
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
      expect([...areas].sort(), target).toEqual(areasNeeded(target, own).sort());
    }
  });

  it("a page that reaches code whose words are kept with some features (SHOWN_BY) loads one of their catalogues", () => {
    const root = path.join(import.meta.dirname, "..", "..", "..");
    const checked: string[] = [];
    for (const { page, areas } of pages.filter((p) => !STAFF_PAGES.includes(p.page))) {
      const { files, sharedValues } = reach(`pages/${page}.tsx`);
      for (const [source, { features }] of Object.entries(SHOWN_BY)) {
        const reached = source.startsWith("client/")
          ? files.some((f) => path.relative(root, f).startsWith(source))
          : sharedValues.includes(`@shared/${source.slice("shared/".length).replace(/\.ts$/, "")}`);
        if (!reached) continue;
        checked.push(`${page} ${source}`);
        expect(
          areas.filter((a) => features.includes(a)),
          `${page} shows words of ${source}, kept in the catalogues of ${features.join(", ")}`,
        ).not.toEqual([]);
      }
    }
    // Each page's own words and the payment card, at least.
    expect(checked.length).toBeGreaterThan(10);
  });

  it("the frame (layout, providers) reaches no feature and no schema: its messages are the app catalogue's", () => {
    expect(featuresReached("components/layout/site-layout.tsx")).toEqual([]);
    expect(featuresReached("app/providers.tsx")).toEqual([]);
    expect(reachesSchemas("components/layout/site-layout.tsx")).toBe(false);
    expect(reachesSchemas("app/providers.tsx")).toBe(false);
  });
});
