import { z } from "zod";

export const NUL_MESSAGE = /*i18n*/ "Text cannot contain a NUL character";

/**
 * A string field that refuses NUL bytes, which PostgreSQL cannot store in text (it would answer
 * 22021 and the request a 500). Every free-text field in the shared schemas starts here, with its own
 * maximum length after it.
 */
export const plainText = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine((v) => !v.includes("\u0000"), NUL_MESSAGE);

/** Longest e-mail address the standards allow (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/**
 * A person's name, which our e-mails print: one line of letters of any script (Devanagari with its
 * vowel signs included), spaces and . ' -, so it can never hold a link or read as an instruction.
 */
// An empty name passes here: the length rule before it gives that its own message.
export const PERSON_NAME_PATTERN = /^(?:[\p{L}\p{M}][\p{L}\p{M} .'’-]*)?$/u;
export const PERSON_NAME_MESSAGE = /*i18n*/ "Name can only contain letters, spaces, dots, apostrophes and hyphens";
/** A dot followed by two letters reads as a web address ("evil.com"); initials ("A.K. Sharma") are fine. */
export const NAME_HAS_WEB_ADDRESS = /\.\p{L}{2,}/u;
export const NAME_WEB_ADDRESS_MESSAGE = /*i18n*/ "Name cannot contain a web address";
/** Whether a stored name may be printed in an e-mail (one saved before these rules may not). */
export const isPersonName = (v: string) => v.length >= 2 && v.length <= 100 && PERSON_NAME_PATTERN.test(v) && !NAME_HAS_WEB_ADDRESS.test(v);
