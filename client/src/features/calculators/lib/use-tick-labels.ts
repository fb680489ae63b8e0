import { select } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { DEFAULT_LOCALE, isLocale } from "@shared/i18n/locales";
import { pluralForm } from "@/lib/i18n";
import { shortRupees } from "./number-input";

/** The sliders' and charts' tick labels in the page's language: "₹1 L" and "30 years", "₹1 लाख" and "30 साल". */
export function useTickLabels() {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return {
    shortRupees: (n: number) => shortRupees(n, locale),
    yearsLabel: (n: number) => {
      const nForm = pluralForm(n, locale);
      return t`${select(nForm, { one: `${n} year`, other: `${n} years` })}`;
    },
  };
}
