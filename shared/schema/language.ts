import { z } from "zod";
import { LOCALES } from "../i18n/locales";

/** PUT /api/account/language: one of the languages GharSetu speaks (shared/i18n/locales.ts). */
export const languageChoiceSchema = z
  .object({ language: z.enum(LOCALES, { error: /*i18n*/ "Please choose a language GharSetu speaks" }) })
  .strict();
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
