// `npm run i18n:check` (and a step of `npm test`): the message catalogues are complete and current.
// Extracts the messages from the code into a scratch copy of every catalogue and fails when that differs
// from what is committed (a catalogue is stale: run `npm run i18n:extract`), or when any message lacks its
// English or Hindi text. `--fix` keeps the freshly extracted catalogues instead of restoring them.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PO from "pofile";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const fix = process.argv.includes("--fix");
const catalogues = () =>
  execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*/locales/*.po"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);

const before = new Map(catalogues().map((f) => [f, readFileSync(path.join(root, f), "utf8")]));
try {
  execFileSync(path.join(root, "node_modules", ".bin", "lingui"), ["extract", "--clean"], { cwd: root, stdio: "pipe" });
} catch (error) {
  for (const [file, text] of before) writeFileSync(path.join(root, file), text);
  console.error(`The messages could not be extracted:\n${error.stderr?.toString() ?? error}`);
  process.exit(1);
}
const after = new Map(catalogues().map((f) => [f, readFileSync(path.join(root, f), "utf8")]));

/** A catalogue's messages, without its header (Lingui completes a new file's header on its second run). */
const body = (text) => text?.replace(/^msgid ""\nmsgstr ""\n(?:".*"\n)*/, "").trim();
const problems = [];
for (const [file, text] of after) {
  if (body(before.get(file)) !== body(text)) problems.push(`${file}: stale (the code's messages differ from the catalogue's)`);
  if (!fix && before.has(file)) writeFileSync(path.join(root, file), before.get(file));
}
for (const [file, text] of fix ? after : before) {
  const english = file.endsWith("/en.po");
  // Lingui writes the English of a message written in the code, and a message whose id is its English
  // text (`/*i18n*/ "Please enter…"`) needs none; one named by a key (`page.sip.title`) has its English
  // written in the English catalogue, like any translation.
  for (const item of PO.parse(text).items) {
    const empty = item.msgstr.every((s) => s.trim() === "");
    if (item.obsolete || !empty || (english && !/^[a-z0-9_]+(\.[a-z0-9_-]+)+$/.test(item.msgid))) continue;
    problems.push(`${file}: no ${english ? "English" : "Hindi"} for "${item.msgid}"`);
  }
}
// In the browser every catalogue of a page goes into one table keyed by the message, so one English text
// must have one translation across the client's catalogues (else whichever loads last wins). Text that
// should read differently in two places gets a context (`<Trans context="tab">`).
const clientWords = new Map();
for (const [file, text] of fix ? after : before) {
  if (!file.startsWith("client/") || file.endsWith("/en.po")) continue;
  for (const item of PO.parse(text).items) {
    if (item.obsolete) continue;
    const key = `${item.msgctxt ?? ""}\u0004${item.msgid}`;
    const seen = clientWords.get(key);
    const words = item.msgstr.join("");
    if (seen && seen.words !== words)
      problems.push(`${file}: "${item.msgid}" is "${words}" here but "${seen.words}" in ${seen.file} (the page shows one of them)`);
    else if (!seen) clientWords.set(key, { words, file });
  }
}
// A message named by a key (`{ id: "notice.loan_submitted.more", message: "…" }`) keeps its English in
// en.po, and extraction does not rewrite it when the code's message changes: the English the server and
// the pages use must still be the code's.
const source = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((f) => f && !f.includes(".test.") && /^(client|server|shared)\//.test(f));
const written = new Map();
const keyed = /\bid:\s*"([a-z0-9_]+(?:\.[a-z0-9_-]+)+)",\s*message:\s*"((?:[^"\\]|\\.)*)"/g;
for (const file of source)
  for (const [, id, message] of readFileSync(path.join(root, file), "utf8").matchAll(keyed)) {
    try {
      written.set(id, JSON.parse(`"${message}"`));
    } catch {
      written.set(id, message);
    }
  }
for (const [file, text] of fix ? after : before) {
  if (!file.endsWith("/en.po")) continue;
  for (const item of PO.parse(text).items) {
    const code = written.get(item.msgid);
    if (!item.obsolete && code !== undefined && item.msgstr.join("") !== code)
      problems.push(`${file}: the English of "${item.msgid}" is not the code's ("${code}"): write the code's message into it`);
  }
}
if (problems.length) {
  console.error(problems.join("\n"));
  console.error(
    `\n${problems.length} problem(s). Add the missing text to the catalogue; after changing messages in code run \`npm run i18n:extract\`.`,
  );
  process.exit(1);
}
console.log(`${after.size} catalogues complete and current.`);
