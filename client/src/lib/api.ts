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

export type FieldIssue = { path: string; message: string };

async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

/** Calls our API with the session cookie; a body goes as JSON, and a bodiless call sends no Content-Type. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
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

/** The human message for a toast: the server's `message`, else the error text, else the fallback. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
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
