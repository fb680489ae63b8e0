import { describe, expect, it } from "vitest";
import { PAGES, pageMeta } from "../../../shared/catalog/pages";
import { translator } from "../../i18n";
import { renderPageShell, type ViteManifest } from "./page-shell";
import { PAGE_DESCRIPTIONS, pageDescription } from "./page-descriptions";

const TEMPLATE = `<html><head>
    <!-- page meta: replaced -->
    <title>Default</title>
    <!-- /page meta -->
</head><body><div id="root"><!-- app --><!-- /app --></div></body></html>`;
const MANIFEST: ViteManifest = { "index.html": { file: "assets/index.js", isEntry: true } };
const descriptionIn = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe("each page's description", () => {
  it("every page has one of its own, and no description names a page that does not exist", () => {
    const paths = PAGES.map((p) => p.path).sort();
    expect(Object.keys(PAGE_DESCRIPTIONS).sort()).toEqual(paths);
    const ids = Object.values(PAGE_DESCRIPTIONS).map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is written into the HTML in the address's language, a record's page and an unknown address included", () => {
    const hindi = translator("hi");
    for (const [address, path] of [
      ["/sip", "/sip"],
      ["/hi/sip", "/sip"],
      ["/hi/loans/12", "/loans/:id"],
    ] as const) {
      const { html } = renderPageShell(TEMPLATE, MANIFEST, "https://gharsetu.example", address);
      const expected = address.startsWith("/hi/") ? hindi(PAGE_DESCRIPTIONS[path]) : PAGE_DESCRIPTIONS[path].message;
      expect(descriptionIn(html), address).toBe(expected);
    }
    expect(hindi(PAGE_DESCRIPTIONS["/sip"])).toMatch(/^चार SIP प्लान/);
    const missing = renderPageShell(TEMPLATE, MANIFEST, "https://gharsetu.example", "/no-such-page");
    expect(missing.status).toBe(404);
    expect(descriptionIn(missing.html)).toBe("This page does not exist.");
    expect(pageDescription(pageMeta("/no-such-page")).id).toBe("page.not_found.description");
  });
});
