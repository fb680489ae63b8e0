import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { setupI18n, type I18n, type MessageDescriptor } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import PO from "pofile";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../shared/i18n/locales";
import { repoRoot } from "../paths";

/**
 * The server's words in each language: the shared catalogues (page titles; the schemas' messages), each
 * module's (its e-mails, notices, invites and errors) and the rest of the server's. Read once from the .po files; every message is named by
 * an id (docs/decisions/i18n-with-lingui.md). An id without a translation falls back to English.
 */
const catalogueFolders = () => [
  "shared/locales",
  "shared/schema/locales",
  "server/locales",
  ...readdirSync(path.join(repoRoot(), "server", "modules"))
    .map((m) => `server/modules/${m}/locales`)
    .filter((dir) => existsSync(path.join(repoRoot(), dir))),
];

function readCatalogue(locale: Locale): Record<string, ReturnType<typeof compileMessage>> {
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const dir of catalogueFolders()) {
    const file = path.join(repoRoot(), dir, `${locale}.po`);
    for (const item of PO.parse(readFileSync(file, "utf8")).items) {
      const text = item.msgstr.join("");
      if (!item.obsolete && text) messages[item.msgid] = compileMessage(text);
    }
  }
  return messages;
}

let instances: Map<Locale, I18n> | undefined;
function instance(locale: Locale): I18n {
  if (!instances) {
    instances = new Map();
    const english = readCatalogue(DEFAULT_LOCALE);
    for (const l of LOCALES) {
      const messages = l === DEFAULT_LOCALE ? english : { ...english, ...readCatalogue(l) };
      const lingui = setupI18n({ locale: l, messages: { [l]: messages } });
      // An id with no entry (a message not marked, such as a library's) comes out as written, in production too.
      lingui.setMessagesCompiler(compileMessage);
      instances.set(l, lingui);
    }
  }
  return instances.get(locale)!;
}

export type Translate = (message: MessageDescriptor | string, values?: Record<string, unknown>) => string;

/**
 * What the server says to a caller (an error, or the words of a success answer), as a message of the
 * catalogues (docs/i18n.md): its English, which is its id (`/*i18n*\/ "Two-factor sign-in is off."`),
 * or, for words around a value, a descriptor with an ICU placeholder and the value. A list is whole
 * sentences said one after another, each a message of its own, each ended with a full stop if it has
 * none (never fragments of one sentence).
 */
export type Message = string | MessageDescriptor | readonly Message[];

/** How each language ends a sentence (docs/i18n-glossary.md). */
export const FULL_STOP: Record<Locale, string> = { en: ".", hi: "।" };

const isSentences = (message: Message): message is readonly Message[] => Array.isArray(message);
const sentences = (parts: string[], fullStop: string) => parts.map((p) => (/[.!?।]$/.test(p) ? p : `${p}${fullStop}`)).join(" ");

// A descriptor's English: its message with the values put in (no catalogue needed: the English is in the code).
const english = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });
english.setMessagesCompiler(compileMessage);
const asWritten: Translate = (message, values) =>
  typeof message === "string" ? message : english._({ ...message, values: values ?? message.values });

/**
 * A translator for one language: `t(descriptor)` or `t(id, values)`. An id with no entry and no values
 * comes back exactly as written (a library's message, an English error not marked), never read as ICU.
 */
export function translator(locale: Locale): Translate {
  // Not named `i18n`: the extractor reads `i18n._(…)` calls as messages to extract.
  const catalogue = instance(locale);
  return (message, values) => {
    if (typeof message !== "string") return catalogue._({ ...message, values: values ?? message.values });
    return values === undefined && !Object.hasOwn(catalogue.messages, message) ? message : catalogue._(message, values);
  };
}

/**
 * A message in a language: English exactly as written in the code (no catalogue read), another
 * language through the catalogues (an id without an entry stays as written); a list as sentences,
 * each ended with the language's full stop.
 */
export function say(locale: Locale, message: Message): string {
  const t = locale === DEFAULT_LOCALE ? asWritten : translator(locale);
  const one = (m: Message): string => (isSentences(m) ? sentences(m.map(one), FULL_STOP[locale]) : t(m));
  return one(message);
}
