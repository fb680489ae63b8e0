import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PO from "pofile";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const hindiCatalogues = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*/locales/hi.po"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);

/**
 * Words that drifted from docs/i18n-glossary.md once, each with the glossary's term: a reviewer reads new
 * translations beside the glossary, and this keeps the ones already found from coming back.
 */
const DRIFTS: { wrong: RegExp; term: string }[] = [
  // grievance redressal officer (the legal pages' and the RBI's name for the role), never a shorter "complaint officer".
  { wrong: /शिकायत अधिकारी/, term: "शिकायत निवारण अधिकारी" },
  // instalment
  { wrong: /किश्त/, term: "किस्त" },
];

describe("the Hindi catalogues follow the glossary", () => {
  it("finds the catalogues", () => {
    expect(hindiCatalogues).toContain("shared/locales/hi.po");
    expect(hindiCatalogues.length).toBeGreaterThan(10);
  });

  it.each(DRIFTS)("says $term, never $wrong", ({ wrong }) => {
    const found = hindiCatalogues.flatMap((file) =>
      PO.parse(readFileSync(path.join(root, file), "utf8"))
        .items.filter((item) => !item.obsolete && wrong.test(item.msgstr.join("")))
        .map((item) => `${file}: ${item.msgid}`),
    );
    expect(found).toEqual([]);
  });
});
