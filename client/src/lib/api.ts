import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { LOCALE_TAGS } from "@shared/i18n/locales";
import { markUnreachable } from "@/lib/connection";
import { activeLocale } from "@/lib/i18n";

/** An API failure; the message is "<status>: <body text>". */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/**
 * The request never got an answer: the phone is offline, or the server cannot be reached. fetch says
 * "Failed to fetch" (Chromium) or "NetworkError when attempting to fetch resource" (Firefox); a person is
 * told what happened instead. Reads are retried (query-client.ts); a change is not, so its toast asks
 * for another try (docs/decisions/offline-and-loading.md).
 */
export class NetworkError extends Error {
  constructor() {
    super(i18n._(OFFLINE));
    this.name = "NetworkError";
  }
}

const OFFLINE = msg`You are offline or our server cannot be reached. Check your connection and try again.`;

export type FieldIssue = { path: string; message: string };

export async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

/**
 * Calls our API with the session cookie; a body goes as JSON, and a bodiless call sends no Content-Type.
 * Accept-Language names the page's language, so the server words its messages (errors, field issues) in it.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const accept = { Accept: "application/json", "Accept-Language": LOCALE_TAGS[activeLocale()] };
  const res = await send(url, {
    method,
    credentials: "include",
    headers: body === undefined ? accept : { "Content-Type": "application/json", ...accept },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/**
 * fetch for our API: a request that got no answer throws NetworkError (fetch rejects only then, with a
 * TypeError; an answer of any status resolves), and the connection banner hears of it either way.
 */
export async function send(url: string, init: RequestInit): Promise<Response> {
  const res = await orNetworkError(() => fetch(url, init));
  markUnreachable(false);
  return res;
}

/**
 * Runs one step of a request (sending it, or reading its answer's body): a TypeError there means the
 * connection gave no answer or dropped mid-answer, and becomes a NetworkError the banner hears of.
 */
export async function orNetworkError<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof TypeError) {
      markUnreachable(true);
      throw new NetworkError();
    }
    throw error;
  }
}

function parseBody(error: unknown): { message?: unknown; issues?: unknown; code?: unknown } | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed: unknown = JSON.parse(error.body);
    return parsed && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}

const SOMETHING_WENT_WRONG = msg`Something went wrong. Please try again.`;

/**
 * The human message for a toast: the server's `message` (in the page's language: see Accept-Language
 * above), else the error text, else the fallback. The default fallback is translated when it is needed,
 * by then the page's language is set.
 */
export function errorMessage(error: unknown, fallback: string = i18n._(SOMETHING_WENT_WRONG)): string {
  const body = parseBody(error);
  if (body && typeof body.message === "string" && body.message) return body.message;
  if (error instanceof ApiError) return error.body || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The stable code of an API error (`{ code }` in its body), for deciding what to do; undefined when there is none. */
export function errorCode(error: unknown): string | undefined {
  const code = parseBody(error)?.code;
  return typeof code === "string" ? code : undefined;
}

/** Field-level validation issues from a 400 answer, for react-hook-form's setError. */
export function fieldIssues(error: unknown): FieldIssue[] {
  const issues = parseBody(error)?.issues;
  if (!Array.isArray(issues)) return [];
  return (issues as unknown[]).filter(
    (i): i is FieldIssue =>
      !!i && typeof i === "object" && "path" in i && "message" in i && typeof i.path === "string" && typeof i.message === "string",
  );
}
