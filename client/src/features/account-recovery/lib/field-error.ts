import type { I18n } from "@lingui/core";

/**
 * A form message in the page's language. The shared schema's and the password policy's messages are
 * English catalogue ids (shared/locales), shown through the catalogue; a server issue (type "server")
 * comes already in the page's language and is shown as it is. See docs/i18n.md.
 */
export function fieldErrorText(i18n: I18n, error: { type?: string | number; message?: string } | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === "server" ? error.message : i18n._(error.message);
}
