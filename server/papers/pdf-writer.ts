import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import PDFDocument from "pdfkit";

/**
 * The papers' page layout over pdfkit (docs/decisions/papers-as-pdf.md): A4, the company's letterhead,
 * text that wraps, label-and-value tables and column tables that continue on the next page, and a footer
 * with page numbers.
 *
 * Text is Noto Sans Devanagari, whose files carry Latin and Devanagari glyphs apart (the same files the web
 * pages use): each piece of text is cut into runs by script and every run is set in the file that has its
 * glyphs. pdfkit's font engine (fontkit) shapes Devanagari (conjuncts, vowel signs before their consonant,
 * reph); a shaped run's glyphs are in visual order, so each one is marked with its text as written
 * (ActualText), which is what a reader copies and what pdftotext extracts. Words are placed one by one
 * (pdfkit's own line wrapping writes a line only after its words, outside such marks).
 */

type Script = "latin" | "latinExt" | "devanagari";
type Weight = "regular" | "bold";
export type Align = "left" | "right";
type Run = { script: Script; text: string };

const require = createRequire(import.meta.url);
const FONT_PACKAGE = "@fontsource/noto-sans-devanagari";
const fontFile = (script: Script, weight: Weight) => {
  const subset = script === "latinExt" ? "latin-ext" : script;
  return require.resolve(`${FONT_PACKAGE}/files/noto-sans-devanagari-${subset}-${weight === "bold" ? 700 : 400}-normal.woff`);
};

/**
 * A WOFF file as the plain OpenType font inside it (its tables inflated), made once per process: read as
 * WOFF, the font engine inflates its tables again for every document, most of a paper's time.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const raw = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(header, at);
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const fonts = new Map<string, Buffer>();
const fontBytes = (script: Script, weight: Weight) => {
  const key = `${script}-${weight}`;
  let bytes = fonts.get(key);
  if (!bytes) fonts.set(key, (bytes = sfntFromWoff(readFileSync(fontFile(script, weight)))));
  return bytes;
};

/** The code point ranges of each file, as the package lists them ("U+0900-097F,U+20B9,..."). */
function rangesOf(list: string): [number, number][] {
  return list.split(",").map((part) => {
    const [from, to] = part.replace("U+", "").split("-");
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}
let scriptRanges: { script: Script; ranges: [number, number][] }[] | undefined;
function scriptOf(codePoint: number): Script {
  if (!scriptRanges) {
    const unicode = JSON.parse(readFileSync(require.resolve(`${FONT_PACKAGE}/unicode.json`), "utf8")) as Record<string, string>;
    // Devanagari first: its file also has the rupee sign and the joiners Hindi words use.
    scriptRanges = [
      { script: "devanagari", ranges: rangesOf(unicode.devanagari) },
      { script: "latin", ranges: rangesOf(unicode.latin) },
      { script: "latinExt", ranges: rangesOf(unicode["latin-ext"]) },
    ];
  }
  for (const { script, ranges } of scriptRanges) if (ranges.some(([a, b]) => codePoint >= a && codePoint <= b)) return script;
  return "latin";
}

/** A word cut into runs of one script each (a rupee sign next to digits is its own run). */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const script = scriptOf(ch.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}

export const COLOURS = { ink: "#1f2933", muted: "#52606d", brand: "#0b4a6f", rule: "#cbd2d9", band: "#eef4f8" };

export type TextStyle = { size?: number; weight?: Weight; colour?: string; align?: Align; lineGap?: number };
export type Column = { header: string; width: number; align?: Align };
export type DocumentInfo = { title: string; lang: string; createdAt: Date; subject?: string };

const MARGIN = 48;
const FOOTER_SPACE = 40;

export class PaperWriter {
  readonly doc: PDFKit.PDFDocument;
  /** Where the next block starts, from the page's top. */
  y = MARGIN;
  readonly left = MARGIN;
  readonly width: number;
  private footer: (page: number, pages: number) => string = () => "";

  constructor(info: DocumentInfo) {
    this.doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      bufferPages: true,
      lang: info.lang,
      displayTitle: true,
      info: {
        Title: info.title,
        Author: "GharSetu",
        Subject: info.subject ?? info.title,
        CreationDate: info.createdAt,
        ModDate: info.createdAt,
      },
    });
    for (const script of ["latin", "latinExt", "devanagari"] as const)
      for (const weight of ["regular", "bold"] as const) this.doc.registerFont(`${script}-${weight}`, fontBytes(script, weight));
    this.width = this.doc.page.width - 2 * MARGIN;
  }

  /** The line at the foot of every page, given the page's number and the count. */
  setFooter(footer: (page: number, pages: number) => string) {
    this.footer = footer;
  }

  private font(script: Script, weight: Weight, size: number) {
    return this.doc.font(`${script}-${weight}`).fontSize(size);
  }

  private widths = new Map<string, number>();

  /** How wide the text is in this style (remembered: wrapping measures the same words again and again). */
  measure(text: string, size: number, weight: Weight = "regular"): number {
    const key = `${size}|${weight}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = scriptRuns(text).reduce((w, run) => w + this.font(run.script, weight, size).widthOfString(run.text), 0);
      this.widths.set(key, width);
    }
    return width;
  }

  /** The text broken into lines no wider than `width` (at spaces; a longer word at any character). */
  wrap(text: string, width: number, size: number, weight: Weight = "regular"): string[] {
    const lines: string[] = [];
    const space = this.measure(" ", size, weight);
    for (const paragraph of text.split("\n")) {
      let line = "";
      let lineWidth = 0;
      for (const word of paragraph.split(" ").filter(Boolean)) {
        // A line is as wide as its words and the spaces between them, each measured once.
        const wordWidth = this.measure(word, size, weight);
        if (line && lineWidth + space + wordWidth <= width) {
          line = `${line} ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        lineWidth = wordWidth;
        // A word wider than the line (an e-mail address, a long number) is cut where it must be.
        while (lineWidth > width) {
          let cut = line.length - 1;
          while (cut > 1 && this.measure(line.slice(0, cut), size, weight) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
          lineWidth = this.measure(line, size, weight);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private lineHeight(size: number, lineGap = 0) {
    return size * 1.45 + lineGap;
  }

  /** Draws one line at (x, y), runs in their own files; Devanagari runs marked with their text as written. */
  private drawLine(line: string, x: number, y: number, width: number, style: Required<Omit<TextStyle, "lineGap">>) {
    const { size, weight, colour, align } = style;
    let at = align === "right" ? x + width - this.measure(line, size, weight) : x;
    this.doc.fillColor(colour);
    const space = this.measure(" ", size, weight);
    line.split(" ").forEach((word, i) => {
      if (i > 0) at += space;
      const runs = scriptRuns(word);
      // A word with Devanagari in it is marked whole, its Latin neighbours (₹21,696, "विवरण:") included,
      // so a reader copies it as one word.
      const marked = runs.some((r) => r.script === "devanagari");
      if (marked) this.doc.markContent("Span", { actual: word });
      for (const run of runs) {
        const runWidth = this.measure(run.text, size, weight);
        this.font(run.script, weight, size).text(run.text, at, y, { lineBreak: false });
        at += runWidth;
      }
      if (marked) this.doc.endMarkedContent();
    });
  }

  /** The height a block of text takes in `width`. */
  heightOf(text: string, width: number, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    return this.wrap(text, width, size, style.weight).length * this.lineHeight(size, style.lineGap);
  }

  /** A block of text at (x, y) in `width`, without moving the cursor; answers its height. */
  textAt(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const full = {
      size: style.size ?? 10,
      weight: style.weight ?? "regular",
      colour: style.colour ?? COLOURS.ink,
      align: style.align ?? "left",
    };
    const lines = this.wrap(text, width, full.size, full.weight);
    const step = this.lineHeight(full.size, style.lineGap);
    lines.forEach((line, i) => this.drawLine(line, x, y + i * step, width, full));
    return lines.length * step;
  }

  /** Starts a new page when fewer than `height` points are left above the footer. */
  ensure(height: number) {
    if (this.y + height > this.doc.page.height - MARGIN - FOOTER_SPACE) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  /** A paragraph at the cursor, the full width, going on to the next page a line at a time when it must. */
  paragraph(text: string, style: TextStyle & { after?: number } = {}) {
    const size = style.size ?? 10;
    const step = this.lineHeight(size, style.lineGap);
    for (const line of this.wrap(text, this.width, size, style.weight)) {
      this.ensure(step);
      this.y += this.textAt(line, this.left, this.y, this.width, style);
    }
    this.y += style.after ?? 6;
  }

  /** A section's heading, kept on a page with the start of what follows it. */
  heading(text: string) {
    this.ensure(60);
    this.y += 6;
    this.y += this.textAt(text, this.left, this.y, this.width, { size: 12, weight: "bold", colour: COLOURS.brand });
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.75)
      .strokeColor(COLOURS.brand)
      .stroke();
    this.y += 6;
  }

  spacer(height: number) {
    this.y += height;
  }

  /** Rows of a label and its value (a value's second line, `note`, in small print below it). */
  facts(rows: { label: string; value: string; note?: string; strong?: boolean }[], labelShare = 0.46) {
    const labelWidth = this.width * labelShare - 8;
    const valueX = this.left + this.width * labelShare;
    const valueWidth = this.width * (1 - labelShare) - 6;
    for (const row of rows) {
      const weight: Weight = row.strong ? "bold" : "regular";
      const valueHeight =
        this.heightOf(row.value, valueWidth, { weight }) + (row.note ? this.heightOf(row.note, valueWidth, { size: 8 }) : 0);
      const height = Math.max(this.heightOf(row.label, labelWidth), valueHeight) + 8;
      this.ensure(height);
      const top = this.y + 4;
      this.textAt(row.label, this.left + 6, top, labelWidth, { colour: COLOURS.muted });
      const h = this.textAt(row.value, valueX, top, valueWidth, { weight });
      if (row.note) this.textAt(row.note, valueX, top + h, valueWidth, { size: 8, colour: COLOURS.muted });
      this.y += height;
      this.rule();
    }
    this.y += 6;
  }

  private rule() {
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
  }

  /** A table with a shaded header row, repeated at the top of each page it continues on. */
  table(columns: Column[], rows: string[][], style: { size?: number } = {}) {
    const size = style.size ?? 9;
    const total = columns.reduce((w, c) => w + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const header = () => {
      const height = Math.max(...columns.map((c, i) => this.heightOf(c.header, widths[i] - 8, { size, weight: "bold" }))) + 8;
      this.ensure(height + this.lineHeight(size) + 8);
      this.doc.rect(this.left, this.y, this.width, height).fill(COLOURS.band);
      let x = this.left;
      columns.forEach((c, i) => {
        this.textAt(c.header, x + 4, this.y + 4, widths[i] - 8, { size, weight: "bold", align: c.align });
        x += widths[i];
      });
      this.y += height;
    };
    header();
    for (const row of rows) {
      const height = Math.max(...row.map((cell, i) => this.heightOf(cell, widths[i] - 8, { size }))) + 6;
      if (this.y + height > this.doc.page.height - MARGIN - FOOTER_SPACE) {
        this.doc.addPage();
        this.y = MARGIN;
        header();
      }
      let x = this.left;
      row.forEach((cell, i) => {
        this.textAt(cell, x + 4, this.y + 3, widths[i] - 8, { size, align: columns[i].align });
        x += widths[i];
      });
      this.y += height;
      this.rule();
    }
    this.y += 8;
  }

  /** The finished file: every page's footer written, then the bytes. */
  async finish(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      // The footer sits below the bottom margin, where pdfkit would otherwise start a new page.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN - 14;
      this.doc
        .moveTo(this.left, y - 6)
        .lineTo(this.left + this.width, y - 6)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke();
      this.textAt(this.footer(i - start + 1, count), this.left, y, this.width, { size: 7.5, colour: COLOURS.muted });
      this.doc.page.margins.bottom = bottom;
    }
    const chunks: Buffer[] = [];
    this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.doc.end();
    return done;
  }
}
