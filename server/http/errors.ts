import { setupI18n, type MessageDescriptor } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { codeForStatus, type ErrorCode } from "../../shared/contracts/errors";
import type { Translate } from "../i18n";

/**
 * What an error says, as a message of the catalogues (docs/i18n.md): its English, which is its id
 * (`/*i18n*\/ "Consultation not found"`), or, for words around a value, a descriptor with an ICU
 * placeholder and the value (`/*i18n*\/ { id: "sip.too_many", message: "… at most {max} SIPs …", values: { max } }`).
 * A list is whole sentences said one after another, each a message of its own, each ended with a full
 * stop if it has none (never fragments of one sentence).
 */
export type ErrorMessage = string | MessageDescriptor | readonly ErrorMessage[];

/** Sentences one after another, each ended with the language's full stop unless it already ends a sentence. */
const sentences = (parts: string[], fullStop: string) => parts.map((p) => (/[.!?।]$/.test(p) ? p : `${p}${fullStop}`)).join(" ");

export type Issue = { path: string; message: string };
/** An issue as thrown: its message may be a descriptor with values, as the error's own. */
export type IssueInput = { path: string; message: ErrorMessage };

// A descriptor's English: its message with the values put in (no catalogue needed: the English is in the code).
const english = setupI18n({ locale: "en", messages: { en: {} } });
english.setMessagesCompiler(compileMessage);
const inEnglish = (message: ErrorMessage): string =>
  typeof message === "string" ? message : isSentences(message) ? sentences(message.map(inEnglish), ".") : english._(message);
const isSentences = (message: ErrorMessage): message is readonly ErrorMessage[] => Array.isArray(message);

/**
 * Thrown anywhere in a request; the error middleware turns it into `{ message, code, issues? }`, in the
 * language the request asks for. The `code` is stable (the client decides by it, never by the message's
 * words); without one named, the status's general code (shared/contracts/errors.ts). `message` and
 * `issues` are the English.
 */
export class HttpError extends Error {
  public readonly code: ErrorCode;
  public readonly issues?: Issue[];
  private readonly said: ErrorMessage;
  private readonly saidIssues?: IssueInput[];
  constructor(
    public readonly status: number,
    message: ErrorMessage,
    issues?: IssueInput[],
    public readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(inEnglish(message));
    this.said = message;
    this.saidIssues = issues;
    this.issues = issues?.map((i) => ({ path: i.path, message: inEnglish(i.message) }));
    this.code = code ?? codeForStatus(status, Boolean(issues?.length));
  }

  /**
   * The message and issues in a language: each looked up in the catalogues, as written when it has no
   * entry; `fullStop` ends the sentences of a list.
   */
  inLanguage(t: Translate, fullStop: string): { message: string; issues?: Issue[] } {
    const say = (message: ErrorMessage): string => (isSentences(message) ? sentences(message.map(say), fullStop) : t(message));
    return {
      message: say(this.said),
      ...(this.saidIssues ? { issues: this.saidIssues.map((i) => ({ path: i.path, message: say(i.message) })) } : {}),
    };
  }
}

/** An error the client recognises by its code. */
export const codedError = (status: number, code: ErrorCode, message: ErrorMessage, issues?: IssueInput[]) =>
  new HttpError(status, message, issues, undefined, code);

export const badRequest = (message: ErrorMessage, issues?: IssueInput[]) => new HttpError(400, message, issues);
export const unauthorized = (message: ErrorMessage = /*i18n*/ "Please log in to continue") => new HttpError(401, message);
export const forbidden = (message: ErrorMessage = /*i18n*/ "You don't have permission to do this") => new HttpError(403, message);
export const notFound = (message: ErrorMessage = /*i18n*/ "Not found") => new HttpError(404, message);
export const conflict = (message: ErrorMessage, code?: ErrorCode) => new HttpError(409, message, undefined, undefined, code);
/** The record is already in the status asked for: one answer for every module. */
export const alreadyInStatus = (message: ErrorMessage) => new HttpError(409, message, undefined, undefined, "ALREADY_IN_STATUS");
/** The record's status does not allow this change. */
export const invalidTransition = (message: ErrorMessage) => new HttpError(409, message, undefined, undefined, "INVALID_TRANSITION");
