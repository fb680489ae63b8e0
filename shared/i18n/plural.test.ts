import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

/** Lingui picks plural forms by CLDR's rules (Intl.PluralRules): in Hindi 0 and 1 take the singular. */
describe("plurals follow CLDR in each language", () => {
  const message = "{n, plural, one {# application} other {# applications}}";
  const hindi = "{n, plural, one {# आवेदन} other {# आवेदन}} {n, plural, one {बाकी है} other {बाकी हैं}}";
  const i18n = setupI18n({
    locale: "en",
    messages: { en: { apps: compileMessage(message) }, hi: { apps: compileMessage(hindi) } },
  });

  it("English: 1 is singular, 0 and 2 are plural", () => {
    i18n.activate("en");
    expect([0, 1, 2].map((n) => i18n._("apps", { n }))).toEqual(["0 applications", "1 application", "2 applications"]);
  });

  it("Hindi: 0 and 1 are singular, 2 is plural", () => {
    i18n.activate("hi");
    expect([0, 1, 2].map((n) => i18n._("apps", { n }))).toEqual(["0 आवेदन बाकी है", "1 आवेदन बाकी है", "2 आवेदन बाकी हैं"]);
  });
});
