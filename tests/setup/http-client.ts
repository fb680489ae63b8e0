import { samplePdf, validAadhaar } from "./kyc-files";
import type { RunningServer } from "./server";

/**
 * A caller of a built server (tests/setup/server.ts) over plain fetch: its session cookie and, when the
 * server trusts the loopback proxy (TRUST_PROXY=loopback), the client address it claims to come from,
 * so a test can give each scenario its own address and with it its own per-IP limits and lockouts.
 */
export type Client = { cookie: string; ip?: string };

/** Rate limits raised out of the way of a test that sends hundreds of writes from one address. */
export const HIGH_LIMITS = {
  RATE_LIMIT_WRITES: "100000",
  RATE_LIMIT_USER_WRITES: "100000",
  RATE_LIMIT_LOAN_APPLICATIONS: "100000",
  RATE_LIMIT_REGISTER: "100000",
  RATE_LIMIT_LOGIN: "100000",
  RATE_LIMIT_DATA_EXPORTS: "100000",
  LOG_LEVEL: "error",
};

export const anonymous = (ip?: string): Client => ({ cookie: "", ip });

/** One request: JSON when there is a body, none at all otherwise (how the app's own client sends a bodiless POST). */
export function call(server: RunningServer, client: Client, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (client.cookie) headers.cookie = client.cookie;
  if (client.ip) headers["x-forwarded-for"] = client.ip;
  if (body !== undefined) headers["content-type"] = "application/json";
  return fetch(`${server.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

export const post = (server: RunningServer, client: Client, path: string, body?: unknown) => call(server, client, "POST", path, body);
export const get = (server: RunningServer, client: Client, path: string) => call(server, client, "GET", path);

/** The cookies a response sets, as a Cookie header (the session's among them). */
export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

export const CUSTOMER_PASSWORD = "Storm@12345";

/** Registers a customer (signed in by the registration) and returns them as a client. */
export async function registerCustomer(
  server: RunningServer,
  username: string,
  ip?: string,
): Promise<Client & { id: number; username: string }> {
  const res = await post(server, anonymous(ip), "/api/register", {
    username,
    password: CUSTOMER_PASSWORD,
    email: `${username}@example.in`,
    // A person's name is letters only: "storm_12" becomes "Customer Storm Bc".
    fullName: `Customer ${username
      .replace(/\d/g, (d) => "abcdefghij"[Number(d)])
      .replace(/[\W_]+/g, " ")
      .trim()}`,
  });
  if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: number };
  return { cookie: cookiesOf(res), ip, id: user.id, username };
}

/** Signs in and returns the client, or throws with the status. */
export async function logIn(server: RunningServer, username: string, password: string, ip?: string): Promise<Client> {
  const res = await post(server, anonymous(ip), "/api/login", { username, password });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return { cookie: cookiesOf(res), ip };
}

/** Runs `fn(0..count-1)` `size` at a time. */
export async function inBatches<T>(count: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size)
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => fn(i + k)))));
  return out;
}

export const is2xx = (status: number) => status >= 200 && status < 300;

/** One request of a storm: what it is (for the checks afterwards) and how to send it. */
export type StormRequest<K extends string> = { kind: K; label: string; send: () => Promise<Response> };
/** Its outcome: the status, or null when no answer came (the server was killed first). */
export type StormOutcome<K extends string> = { kind: K; label: string; status: number | null };

/**
 * Sends every request at once and SIGKILLs the server (`kill`) as soon as `killAfter` of them have
 * been answered, so the kill lands among writes in flight. Resolves once every request has an
 * outcome and the server is gone.
 */
export async function stormWithKill<K extends string>(
  requests: StormRequest<K>[],
  killAfter: number,
  kill: () => Promise<void>,
): Promise<StormOutcome<K>[]> {
  let answered = 0;
  let killed: Promise<void> | undefined;
  const outcomes = await Promise.all(
    requests.map(({ kind, label, send }) =>
      send().then(
        (res): StormOutcome<K> => {
          answered += 1;
          if (answered >= killAfter && !killed) killed = kill();
          return { kind, label, status: res.status };
        },
        (): StormOutcome<K> => ({ kind, label, status: null }),
      ),
    ),
  );
  await (killed ?? kill());
  return outcomes;
}

/** The owner acknowledges the application's Key Fact Statement, as they must before its processing fee. */
export async function acknowledgeKfs(server: RunningServer, client: Client, loanId: number): Promise<void> {
  const kfs = await get(server, client, `/api/loan-applications/${loanId}/kfs`);
  if (kfs.status !== 200) throw new Error(`KFS of #${loanId}: ${kfs.status} ${await kfs.text()}`);
  const { version } = (await kfs.json()) as { version: string };
  const ack = await post(server, client, `/api/loan-applications/${loanId}/kfs/acknowledgement`, { version });
  if (ack.status !== 200) throw new Error(`KFS acknowledgement of #${loanId}: ${ack.status} ${await ack.text()}`);
}

/**
 * Sends a file for every required item of the application's document checklist not yet accepted (as its
 * owner), replacing a KYC document that stands for one; answers the items sent.
 */
export async function sendChecklistFiles(
  server: RunningServer,
  owner: Client,
  loanId: number,
): Promise<{ itemId: string; uploadedAt: string }[]> {
  const res = await get(server, owner, `/api/loan-applications/${loanId}/documents`);
  if (res.status !== 200) throw new Error(`checklist of #${loanId}: ${res.status} ${await res.text()}`);
  type Checklist = { items: { id: string; required: boolean; status: string; file: { uploadedAt: string } | null }[] };
  const { items } = (await res.json()) as Checklist;
  const sent: { itemId: string; uploadedAt: string }[] = [];
  for (const item of items) {
    if (!item.required || item.status === "accepted") continue;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), `${item.id}.pdf`);
    const answer = await fetch(`${server.baseUrl}/api/loan-applications/${loanId}/documents/${item.id}`, {
      method: "POST",
      headers: { cookie: owner.cookie, ...(owner.ip ? { "x-forwarded-for": owner.ip } : {}) },
      body: form,
    });
    if (answer.status !== 200) throw new Error(`upload of ${item.id} for #${loanId}: ${answer.status} ${await answer.text()}`);
    const after = (await answer.json()) as Checklist;
    sent.push({ itemId: item.id, uploadedAt: after.items.find((i) => i.id === item.id)!.file!.uploadedAt });
  }
  return sent;
}

/** Every required document of the checklist sent and accepted by `staff`, so the application may pass the documents stage. */
export async function completeChecklist(server: RunningServer, owner: Client, staff: Client, loanId: number): Promise<void> {
  for (const { itemId, uploadedAt } of await sendChecklistFiles(server, owner, loanId)) {
    const path = `/api/admin/loan-applications/${loanId}/documents/${itemId}/review`;
    const accepted = await post(server, staff, path, { status: "accepted", uploadedAt });
    if (accepted.status !== 200) throw new Error(`review of ${itemId} for #${loanId}: ${accepted.status} ${await accepted.text()}`);
  }
}

/**
 * The customer's KYC as investing needs it, the way it happens in the app: they upload a PAN card and an
 * Aadhaar card, and an admin verifies both.
 */
export async function verifiedInvestor(server: RunningServer, username: string, password: string): Promise<void> {
  const customer = await logIn(server, username, password);
  const admin = await logIn(server, "admin", "Admin@1234");
  const documents: [string, string][] = [
    ["PAN Card", "ABCDE1234F"],
    ["Aadhaar Card", validAadhaar()],
  ];
  for (const [documentType, documentNumber] of documents) {
    const form = new FormData();
    form.set("documentType", documentType);
    form.set("documentNumber", documentNumber);
    form.set("file", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), `${documentType}.pdf`);
    const up = await fetch(`${server.baseUrl}/api/kyc-documents`, { method: "POST", headers: { cookie: customer.cookie }, body: form });
    if (up.status !== 201) throw new Error(`upload ${documentType}: ${up.status} ${await up.text()}`);
    const { id } = (await up.json()) as { id: number };
    const review = await call(server, admin, "PATCH", `/api/admin/kyc-documents/${id}`, { verificationStatus: "verified" });
    if (review.status !== 200) throw new Error(`verify ${documentType}: ${review.status} ${await review.text()}`);
  }
}
