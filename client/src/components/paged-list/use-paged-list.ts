import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ApiRouteKey, RoutesByKey } from "@shared/contracts";
import type { RequestOf, ResponseOf } from "@shared/contracts/define";
import type { Paged } from "@shared/schema/validation";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { apiPage } from "@/lib/api-client";

/** A list's own filters as its selects hold them: a value each, "" for any. */
export type Filters = Record<string, string>;
/** A list with no filter but its search. */
export type NoFilters = Record<never, string>;

/** What one page is asked for: the search, the list's filters and the slice. */
export type PageRequest<F extends Filters = NoFilters> = F & { q: string; page: number; pageSize: number };

/** Where a list's pages come from; `queryKey` is the prefix of every page's key, which a change invalidates. */
export type PageSource<T, F extends Filters = NoFilters> = {
  queryKey: readonly unknown[];
  fetchPage: (request: PageRequest<F>) => Promise<Paged<T>>;
};

/** The staff lists' routes: each answers one page as a plain array, its total in X-Total-Count. */
export type PagedRouteKey = { [K in ApiRouteKey]: RoutesByKey[K] extends { paged: true } ? K : never }[ApiRouteKey];

type RouteQuery<K extends PagedRouteKey> = NonNullable<RequestOf<RoutesByKey[K]>["query"]>;
/** One row of a paged route's answer. */
export type ItemOf<K extends PagedRouteKey> = ResponseOf<RoutesByKey[K]> extends readonly (infer T)[] ? T : never;
/** The filters a paged route takes besides the search and the slice, each as a select holds it. */
export type FiltersOf<K extends PagedRouteKey> = {
  [P in Exclude<keyof RouteQuery<K>, "q" | "page" | "pageSize">]-?: unknown extends RouteQuery<K>[P]
    ? string
    : Extract<RouteQuery<K>[P], string> | "";
};

/**
 * A paged staff route as a list's source, called through the typed API client by its key. Its pages'
 * keys start with the route's path, the prefix the list's mutations invalidate.
 */
export function pagedRoute<K extends PagedRouteKey>(route: K): PageSource<ItemOf<K>, FiltersOf<K>> {
  return {
    queryKey: [route.slice(route.indexOf(" ") + 1)],
    // A filter left at "" (any) and an empty search stay out of the address: the API client drops blank values.
    fetchPage: (request) => apiPage(route, { query: request } as never) as Promise<Paged<ItemOf<K>>>,
  };
}

type Paging = { scope: string; page: number };

/**
 * The page to show: 1 once the search or a filter has changed since the page was picked (a page number
 * belongs to one result), and the new last page when the list has shrunk below the picked one (its last
 * row was decided, or moved out of the filter, while it was open). `total` is undefined until the
 * picked page's own answer has come.
 */
export function pageFor(paging: Paging, scope: string, total: number | undefined, pageSize: number): number {
  if (paging.scope !== scope) return 1;
  if (total === undefined) return paging.page;
  return Math.min(paging.page, Math.max(1, Math.ceil(total / pageSize)));
}

type PagedListOptions<T, F extends Filters> = {
  source: PageSource<T, F>;
  pageSize: number;
  /** The filters' starting values; changing one starts again at page 1. */
  filters?: F;
};

/**
 * One staff list's state: the search box (sent once typing pauses), the filters, the page, and the
 * page's rows from the server, with the last page's rows kept on screen while the next one loads.
 */
export function usePagedList<T, F extends Filters = NoFilters>({ source, pageSize, filters: initial }: PagedListOptions<T, F>) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [filters, setFilters] = useState<F>(() => initial ?? ({} as F));
  const scope = JSON.stringify([q, filters]);
  const [paging, setPaging] = useState<Paging>({ scope, page: 1 });
  const requested = paging.scope === scope ? paging.page : 1;
  const request = { ...filters, q, page: requested, pageSize } as PageRequest<F>;
  const query = useQuery({
    queryKey: [...source.queryKey, request],
    queryFn: () => source.fetchPage(request),
    placeholderData: keepPreviousData,
  });

  // Only the requested page's own answer may move the page: a placeholder's total is another page's.
  const page = pageFor(paging, scope, query.isPlaceholderData ? undefined : query.data?.total, pageSize);
  // The new scope is stored too: Open → All → Open starts at page 1 again, not at the page picked before.
  if (page !== requested || paging.scope !== scope) setPaging({ scope, page });

  const data = query.data;
  const total = data?.total ?? 0;
  return {
    search,
    setSearch,
    /** The search as sent: trimmed, once typing has paused. */
    q,
    filters,
    setFilter: (name: keyof F & string, value: string) => setFilters((current) => ({ ...current, [name]: value })),
    page: requested,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    total,
    setPage: (next: number) => setPaging({ scope, page: next }),
    items: data?.items,
    // A page past the end, kept on screen while the list steps back from it, has nothing to show yet either.
    isLoading:
      query.isPending ||
      (data !== undefined && data.items.length === 0 && data.total > 0 && (query.isPlaceholderData || page !== requested)),
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** What usePagedList answers: the list's state, for PagedList to draw. */
export type PagedListState<T, F extends Filters = Filters> = ReturnType<typeof usePagedList<T, F>>;
