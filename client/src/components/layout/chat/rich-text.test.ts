import { describe, expect, it } from "vitest";
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
    expect(parseRichText("[win](https://evil.example) [x](//evil.example) [y](javascript:alert(1))").filter((s) => s.kind === "link")).toEqual([]);
  });

  it("leaves plain text alone", () => {
    expect(parseRichText("<b>hi</b> 2 * 3")).toEqual([{ kind: "text", text: "<b>hi</b> 2 * 3" }]);
  });
});
