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

/**
 * Glossary terms with one Hindi form that does not change with the sentence: every Hindi message whose
 * English says the term must use the glossary's word for it. The Hindi is read from the glossary's table,
 * so the page stays the one place a term is decided. (Words Hindi inflects, such as खाता and खाते, and
 * terms with a second, legal form are left to the reviewer.)
 */
const FIXED_TERMS = [
  "processing fee",
  "interest rate",
  "home loan",
  "balance transfer",
  "top-up",
  "loan amount",
  "EMI",
  "KYC",
  "lender",
  "borrower",
  "instalment",
  "principal",
  "monthly income",
  "existing EMIs",
  "stamp duty",
  "GST",
  "foreclosure",
  "repayment schedule",
  "penal charges",
  "cooling-off period",
  "sanction letter",
  "mortgage",
  "valuation",
  "insurance",
  "mutual fund",
  "units",
  "per month",
  "calculator",
  "password",
  "e-mail",
  "mobile number",
  "two-factor sign-in",
  "authenticator app",
  "device",
  "consent",
  "personal data",
  "privacy notice",
  "grievance redressal officer",
  "Ombudsman",
  "pending",
  "weekday",
];

/**
 * What in a message's English is not the term itself: placeholders ({lender}, {ombudsman}) and phrases that
 * contain a term but mean something else.
 */
const NOT_THE_TERM = /\{[a-zA-Z]+\}|principal nodal officer|one-time password|gst\.gov\.in/gi;

const glossary = new Map(
  [...readFileSync(path.join(root, "docs/i18n-glossary.md"), "utf8").matchAll(/^\| ([^|]+?) \| ([^|]+?) \|$/gm)].map((m) => [m[1], m[2]]),
);
// A message whose id is a key (chat.emi.fee, papers.receipt.cgst) has its English in the en.po beside it.
const isKey = (msgid: string) => /^[a-z0-9_]+(\.[a-z0-9_]+)+$/.test(msgid);
const hindiMessages = hindiCatalogues.flatMap((file) => {
  const english = new Map(
    PO.parse(readFileSync(path.join(root, file.replace(/hi\.po$/, "en.po")), "utf8")).items.map((item) => [
      item.msgid,
      item.msgstr.join(""),
    ]),
  );
  return PO.parse(readFileSync(path.join(root, file), "utf8"))
    .items.filter((item) => !item.obsolete)
    .map((item) => ({
      file,
      msgid: item.msgid,
      english: isKey(item.msgid) ? (english.get(item.msgid) ?? "") : item.msgid,
      hindi: item.msgstr.join(""),
    }));
});

describe("the Hindi catalogues follow the glossary", () => {
  it("finds the catalogues", () => {
    expect(hindiCatalogues).toContain("shared/locales/hi.po");
    expect(hindiCatalogues.length).toBeGreaterThan(10);
  });

  it.each(DRIFTS)("says $term, never $wrong", ({ wrong }) => {
    expect(hindiMessages.filter((m) => wrong.test(m.hindi)).map((m) => `${m.file}: ${m.msgid}`)).toEqual([]);
  });

  it.each(FIXED_TERMS)("says the glossary's word wherever the English says %s", (term) => {
    const hindi = glossary.get(term);
    expect(hindi, `docs/i18n-glossary.md has no row for ${term}`).toBeDefined();
    const says = new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i");
    const messages = hindiMessages.filter((m) => says.test(m.english.replace(NOT_THE_TERM, "")));
    expect(messages.length, `no message says ${term}`).toBeGreaterThan(0);
    expect(messages.filter((m) => !m.hindi.includes(hindi!)).map((m) => `${m.file}: ${m.msgid} => ${m.hindi}`)).toEqual([]);
  });
});
