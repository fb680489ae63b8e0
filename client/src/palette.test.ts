import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The colour tokens of index.css, in both themes, against WCAG 2.2 AA: 4.5:1 for text, 3:1 for the
 * edges of form controls and the focus ring (1.4.11). axe judges the pages as rendered; this judges
 * every pairing the tokens are meant for, including states a page may not be showing.
 */
const css = readFileSync(new URL("./index.css", import.meta.url), "utf8");

function tokens(selector: string): Record<string, [number, number, number]> {
  const block = css.match(new RegExp(`(?:^|\\n)${selector.replace(".", "\\.")} \\{([^}]*)\\}`))?.[1];
  if (!block) throw new Error(`no ${selector} block in index.css`);
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*([\d.]+) ([\d.]+)% ([\d.]+)%;/g)].map((m) => [m[1], [Number(m[2]), Number(m[3]), Number(m[4])]]),
  );
}

function luminance([h, s, l]: [number, number, number]) {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

const contrast = (a: [number, number, number], b: [number, number, number]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const TEXT = 4.5;
const NON_TEXT = 3;
/** [text or edge, surface, minimum ratio] */
const PAIRS: [string, string, number][] = [
  ...["background", "card", "popover", "muted", "secondary"].map((bg): [string, string, number] => ["foreground", bg, TEXT]),
  ...["background", "card", "muted"].map((bg): [string, string, number] => ["muted-foreground", bg, TEXT]),
  ["card-foreground", "card", TEXT],
  ["popover-foreground", "popover", TEXT],
  ["primary-foreground", "primary", TEXT],
  ["secondary-foreground", "secondary", TEXT],
  ["accent-foreground", "accent", TEXT],
  ["destructive-foreground", "destructive", TEXT],
  ...["background", "card", "secondary"].map((bg): [string, string, number] => ["primary", bg, TEXT]),
  ...["background", "card"].map((bg): [string, string, number] => ["destructive", bg, TEXT]),
  ...["background", "card", "secondary", "accent"].map((bg): [string, string, number] => ["brand", bg, TEXT]),
  ...["background", "card"].map((bg): [string, string, number] => ["input", bg, NON_TEXT]),
  ...["background", "card"].map((bg): [string, string, number] => ["ring", bg, NON_TEXT]),
];

describe.each([":root", ".dark"])("the %s palette", (theme) => {
  const t = tokens(theme);
  it.each(PAIRS)("%s on %s reaches %s:1", (fg, bg, min) => {
    expect(t[fg], `--${fg}`).toBeDefined();
    expect(t[bg], `--${bg}`).toBeDefined();
    expect(contrast(t[fg], t[bg])).toBeGreaterThanOrEqual(min);
  });
});
