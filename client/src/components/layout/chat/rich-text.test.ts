import { describe, expect, it } from "vitest";
import { PAGES } from "@shared/catalog/pages";
import { CHAT_LINK_PAGES } from "@shared/schema/chat";
import { parseRichText } from "./rich-text";

describe("bot message text", () => {
  it("reads bold and site links", () => {
    expect(parseRichText("EMI is **₹43,391 per month**.\n[Apply](/loan-application?type=home-loan) now")).toEqual([
      { kind: "text", text: "EMI is " },
      { kind: "bold", text: "₹43,391 per month" },
      { kind: "text", text: ".\n" },
      { kind: "link", text: "Apply", href: "/loan-application?type=home-loan" },
      { kind: "text", text: " now" },
    ]);
  });

  it("never links away from the site", () => {
    expect(
      parseRichText("[win](https://evil.example) [x](//evil.example) [y](javascript:alert(1))").filter((s) => s.kind === "link"),
    ).toEqual([]);
  });

  it("links only to the app's own pages, with or without a query", () => {
    const links = (href: string) => parseRichText(`[go](${href})`).filter((s) => s.kind === "link").length;
    for (const href of [
      "/",
      "/auth",
      "/about",
      "/loan-application",
      "/loan-application?type=lap&amount=5000000",
      "/consultation",
      "/sip?amount=5000&period=10&rate=12",
      "/dashboard",
      "/dashboard?tab=kyc",
    ]) {
      expect(links(href), href).toBe(1);
    }
    for (const href of [
      "/api/logout",
      "/admin",
      "/super-admin",
      "/audit-logs",
      "/uploads/x.pdf",
      "/sip/../api/user",
      "/dashboard#x",
      "/dashboardx",
      "/?",
      "/sip?a=<b>",
    ]) {
      expect(links(href), href).toBe(0);
    }
    expect(parseRichText("[Log out](/api/logout)")).toEqual([{ kind: "text", text: "Log out" }]);
  });

  it("links to pages that exist, and to no staff page", () => {
    for (const path of CHAT_LINK_PAGES)
      expect(
        PAGES.map((p) => p.path),
        path,
      ).toContain(path);
    expect(CHAT_LINK_PAGES.filter((p) => ["/admin", "/super-admin", "/audit-logs"].includes(p))).toEqual([]);
  });

  it("leaves plain text alone", () => {
    expect(parseRichText("<b>hi</b> 2 * 3")).toEqual([{ kind: "text", text: "<b>hi</b> 2 * 3" }]);
  });
});
