import { describe, expect, it } from "vitest";
import type { Locale } from "../../../shared/i18n/locales";
import { replyLocale } from "./reply-language";

describe("the language of the answer", () => {
  it.each<[string, Locale | undefined, Locale]>([
    // Devanagari is answered in Hindi, whatever page the chat runs on.
    ["50 लाख का लोन 8.5% पर 20 साल के लिए ईएमआई कितनी होगी?", "en", "hi"],
    ["नमस्ते", undefined, "hi"],
    ["EMI for ५० lakh", "en", "hi"],
    // Latin letters follow the page: Hinglish on a Hindi page is answered in Hindi…
    ["50 lakh ka EMI kitna hoga 20 saal ke liye", "hi", "hi"],
    ["EMI for 50 lakh at 8.5% for 20 years", "hi", "hi"],
    // …and on an English page, or from a client that names no language of ours, in English as ever.
    ["50 lakh ka EMI kitna hoga 20 saal ke liye", "en", "en"],
    ["50 lakh ka EMI kitna hoga 20 saal ke liye", undefined, "en"],
    ["What is the home loan rate?", undefined, "en"],
  ])("%s on a page in %s → %s", (question, page, locale) => {
    expect(replyLocale(question, page)).toBe(locale);
  });
});
