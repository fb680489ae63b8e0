import { spawnSync } from "node:child_process";

/**
 * A PDF's text as a reader copies it, by poppler's pdftotext (apt-get install -y poppler-utils) in
 * content order (-raw), which reads each Devanagari run's marked text as written. Whitespace is folded to
 * single spaces so a test reads words, not the layout's line breaks.
 */
export function pdfText(pdf: Buffer): string {
  const out = spawnSync("pdftotext", ["-raw", "-enc", "UTF-8", "-", "-"], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr.toString()}`);
  return out.stdout.toString("utf8").replace(/\s+/g, " ").trim();
}

/** How many pages the PDF has (pdfinfo). */
export function pdfPages(pdf: Buffer): number {
  const out = spawnSync("pdfinfo", ["-"], { input: pdf });
  return Number(/Pages:\s+(\d+)/.exec(out.stdout.toString())?.[1] ?? 0);
}

/** Whether poppler's tools are here; REQUIRE_PDF_TOOLS=1 (CI) makes their absence a failure (require-services.ts). */
export function hasPdfTools(): boolean {
  return spawnSync("pdftotext", ["-v"]).status === 0;
}
