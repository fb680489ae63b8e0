// Customers read these names beside their adviser's: extracted with the features and modules that
// show them (SHOWN_BY in lingui.config.ts), so other pages do not carry them.
/** Languages an adviser may speak, by code, with the name customers read. */
export const ADVISER_LANGUAGES = {
  en: /*i18n*/ "English",
  hi: /*i18n*/ "Hindi",
  mr: /*i18n*/ "Marathi",
  gu: /*i18n*/ "Gujarati",
  bn: /*i18n*/ "Bengali",
  ta: /*i18n*/ "Tamil",
  te: /*i18n*/ "Telugu",
  kn: /*i18n*/ "Kannada",
  ml: /*i18n*/ "Malayalam",
  pa: /*i18n*/ "Punjabi",
} as const;
export type AdviserLanguage = keyof typeof ADVISER_LANGUAGES;
export const ADVISER_LANGUAGE_CODES = Object.keys(ADVISER_LANGUAGES) as AdviserLanguage[];
