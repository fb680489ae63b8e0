import type { I18n } from "@lingui/core";

/**
 * A text that may name a catalogue message, in the page's language: a shared schema's validation
 * message or a shared catalogue's label (their ids are their English, docs/i18n.md). Any other text (a
 * server's answer, already in the page's language; a message the caller has already translated) comes
 * back as it is, rather than through `i18n._`, which would warn in production that it has no message
 * for it and, in development, read it as ICU syntax.
 */
export function catalogueText(i18n: I18n, text: string): string {
  return Object.hasOwn(i18n.messages, text) ? i18n._(text) : text;
}

/** A form field's error in the page's language: a shared schema's message through the catalogue, a server's as it came. */
export function fieldErrorText(i18n: I18n, error: { message?: string } | undefined): string | undefined {
  return error?.message ? catalogueText(i18n, error.message) : undefined;
}
