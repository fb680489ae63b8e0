import type { ApiRouteKey, RoutesByKey } from "@shared/contracts";
import type { RequestOf, ResponseOf, RouteContract } from "@shared/contracts/define";
import { apiRequest, orNetworkError } from "./api";

/**
 * Calls one API route by its key, typed by its contract in shared/contracts: the params, query and body
 * it takes and the JSON it answers. Only types come from the contracts, so no schema reaches the
 * browser's first scripts; renaming a field of a view breaks the build here and on the server.
 *
 *   api("PATCH /api/sip-investments/:id", { params: { id }, body: { status: "paused" } })
 */
type Args<C extends RouteContract> = Record<never, never> extends RequestOf<C> ? [request?: RequestOf<C>] : [request: RequestOf<C>];

function urlFor(path: string, request: { params?: unknown; query?: unknown } = {}): string {
  const params = (request.params ?? {}) as Record<string, string | number>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(String(params[name]));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, string | number | boolean | null | undefined>)) {
    if (value !== undefined && value !== null && value !== "") query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

function send(key: string, request: { params?: unknown; query?: unknown; body?: unknown } = {}) {
  const space = key.indexOf(" ");
  return apiRequest(key.slice(0, space), urlFor(key.slice(space + 1), request), request.body);
}

export async function api<K extends ApiRouteKey>(key: K, ...[request]: Args<RoutesByKey[K]>): Promise<ResponseOf<RoutesByKey[K]>> {
  const res = await send(key, request);
  // A 204 has no body: its contract's response is z.void().
  return (res.status === 204 ? undefined : await orNetworkError(() => res.json())) as ResponseOf<RoutesByKey[K]>;
}

/** A route whose answer is an object while its paging total travels in X-Total-Count (the bell's notifications). */
export async function apiWithTotal<K extends ApiRouteKey>(
  key: K,
  ...[request]: Args<RoutesByKey[K]>
): Promise<{ body: ResponseOf<RoutesByKey[K]>; total: number | undefined }> {
  const res = await send(key, request);
  const total = res.headers.get("X-Total-Count");
  return {
    body: (await orNetworkError(() => res.json())) as ResponseOf<RoutesByKey[K]>,
    total: total === null ? undefined : Number(total),
  };
}

/** A file route (a KYC preview, the data export): the body as a Blob. */
export async function apiFile<K extends ApiRouteKey>(key: K, ...[request]: Args<RoutesByKey[K]>): Promise<Blob> {
  const res = await send(key, request);
  return orNetworkError(() => res.blob());
}

/** A route's answer that arrived some other way than fetch (an upload sent with XMLHttpRequest for its progress). */
export const answerOf = <K extends ApiRouteKey>(_key: K, json: string) => JSON.parse(json) as ResponseOf<RoutesByKey[K]>;

/**
 * One page of a staff list: the API answers a JSON array and the total in X-Total-Count
 * (docs/decisions/paged-lists-are-plain-arrays.md), read back here into `{ items, total }`.
 */
export async function apiPage<K extends ApiRouteKey>(
  key: K,
  ...[request]: Args<RoutesByKey[K]>
): Promise<{ items: ResponseOf<RoutesByKey[K]>; total: number }> {
  const res = await send(key, request);
  const items = (await orNetworkError(() => res.json())) as ResponseOf<RoutesByKey[K]> & unknown[];
  return { items, total: Number(res.headers.get("X-Total-Count") ?? items.length) };
}
