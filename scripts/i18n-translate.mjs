// For translators: `node scripts/i18n-translate.mjs todo <catalogue folder> [locale]` prints, as JSON, every
// message of that catalogue still without a translation in `locale` (default hi), keyed by its id with
// the English as the value; `… fill <catalogue folder> <file.json> [locale]` writes the translations in
// such a file (id → text) into the catalogue. E.g. `todo shared/locales > /tmp/todo.json`, translate
// the values, then `fill shared/locales /tmp/todo.json`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import PO from "pofile";

const [command, dir, third, fourth] = process.argv.slice(2);
const locale = (command === "fill" ? fourth : third) ?? "hi";
if (!["todo", "fill"].includes(command) || !dir) {
  console.error("usage: i18n-translate.mjs todo <dir> [locale] | fill <dir> <file.json> [locale]");
  process.exit(2);
}
const english = PO.parse(readFileSync(path.join(dir, "en.po"), "utf8"));
const englishOf = new Map(english.items.map((i) => [i.msgid, i.msgstr.join("") || i.msgid]));
const file = path.join(dir, `${locale}.po`);
const target = PO.parse(readFileSync(file, "utf8"));

if (command === "todo") {
  const todo = Object.fromEntries(
    target.items.filter((i) => !i.obsolete && !i.msgstr.join("").trim()).map((i) => [i.msgid, englishOf.get(i.msgid) ?? i.msgid]),
  );
  console.log(JSON.stringify(todo, null, 2));
} else {
  const translations = JSON.parse(readFileSync(third, "utf8"));
  let filled = 0;
  const unknown = [];
  for (const [id, text] of Object.entries(translations)) {
    const item = target.items.find((i) => i.msgid === id && !i.obsolete);
    if (!item) unknown.push(id);
    else if (typeof text === "string" && text.trim()) {
      item.msgstr = [text];
      filled++;
    }
  }
  writeFileSync(file, target.toString() + "\n");
  console.log(`${filled} translation(s) written to ${file}`);
  if (unknown.length) console.error(`not in the catalogue (run npm run i18n:extract first?): ${unknown.join(", ")}`);
}
