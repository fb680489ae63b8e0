import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { hasPdfTools, pdfPages, pdfText } from "../../tests/setup/pdf-text";
import { PaperWriter, scriptRuns } from "./pdf-writer";

const require = createRequire(import.meta.url);
const HINDI = "मुख्य तथ्य विवरण: आपकी किस्त ₹21,696 है, प्रक्रिया शुल्क क्षेत्र के अनुसार नहीं बदलता।";

function paper(lines: string[]) {
  const w = new PaperWriter({ title: "Sample", lang: "hi-IN", createdAt: new Date("2026-11-27T06:30:00Z") });
  w.setFooter((page, pages) => `Page ${page} of ${pages}`);
  for (const line of lines) w.paragraph(line);
  return w.finish();
}

describe("the papers' text", () => {
  it("cuts text into runs by the font file that has its glyphs: the rupee sign goes with Devanagari", () => {
    expect(scriptRuns("EMI ₹21,696")).toEqual([
      { script: "latin", text: "EMI " },
      { script: "devanagari", text: "₹" },
      { script: "latin", text: "21,696" },
    ]);
    expect(scriptRuns("किस्त: Āditya")).toEqual([
      { script: "devanagari", text: "किस्त" },
      { script: "latin", text: ": " },
      { script: "latinExt", text: "Ā" },
      { script: "latin", text: "ditya" },
    ]);
  });

  it("shapes Devanagari with the font the papers use: conjuncts join and the i-sign goes before its consonant", () => {
    const font = fontkit.openSync(
      require.resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff"),
    ) as fontkit.Font;
    // क्ष (three code points) is one glyph; in कि the vowel sign ि is drawn first, left of क.
    expect(font.layout("क्ष").glyphs).toHaveLength(1);
    const ki = font.layout("कि").glyphs;
    expect(ki.map((g) => g.codePoints)).toEqual([[0x093f], [0x0915]]);
  });

  it.skipIf(!hasPdfTools())("writes a Hindi line that reads back as written, with its figures", async () => {
    const pdf = await paper(["Key Fact Statement", HINDI]);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfText(pdf)).toContain(`Key Fact Statement ${HINDI}`);
  });

  it.skipIf(!hasPdfTools())("breaks long text into lines and pages, each page with its footer", async () => {
    const long = Array.from({ length: 90 }, (_, i) => `Paragraph ${i + 1}: ${"words ".repeat(20)}`);
    const pdf = await paper(long);
    const pages = pdfPages(pdf);
    expect(pages).toBeGreaterThan(2);
    const text = pdfText(pdf);
    expect(text).toContain("Paragraph 90:");
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});
