/**
 * The plural form of a count in a language ("one", "other", …), for a message that picks its words with
 * `select` and writes the count itself: `const yearsForm = pluralForm(years, i18n.locale)`, then
 * `select(yearsForm, { one: `${years} year`, other: `${years} years` })` inside `t` (named first, so the
 * translator sees `{yearsForm, select, …}`). Lingui's `plural` formats the count through an Intl.NumberFormat, and the first one a
 * page makes loads the language's number data: one long task on a budget phone, paid by the first screens
 * that show a tenure or a count while they start (docs/decisions/budget-phones.md). Intl.PluralRules is
 * cheap to make, and kept per language. For whole counts below a thousand, written as JavaScript writes them.
 */
export function pluralForm(count: number, locale: string): Intl.LDMLPluralRule {
  let rules = cache.get(locale);
  if (!rules) cache.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

const cache = new Map<string, Intl.PluralRules>();
