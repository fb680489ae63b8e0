// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { usePagedList, type PageSource } from "./use-paged-list";

type Row = { id: number };
type StatusFilter = { status: string };

/** A list of 100 rows whatever the filter, answered at once: the test is about which page is asked for. */
const asked: { status: string; page: number }[] = [];
const source: PageSource<Row, StatusFilter> = {
  queryKey: ["/api/test-rows"],
  fetchPage: (request) => {
    asked.push({ status: request.status, page: request.page });
    return Promise.resolve({ items: [{ id: request.page }], total: 100 });
  },
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("a staff list's page as its filter changes", () => {
  it("starts at page 1 every time a filter changes, also when it changes back", async () => {
    const { result } = renderHook(() => usePagedList({ source, pageSize: 10, filters: { status: "open" } }), { wrapper });
    await waitFor(() => expect(result.current.items).toEqual([{ id: 1 }]));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.items).toEqual([{ id: 3 }]));

    act(() => result.current.setFilter("status", ""));
    await waitFor(() => expect(result.current.page).toBe(1));
    act(() => result.current.setFilter("status", "open"));
    await waitFor(() => expect(result.current.items).toEqual([{ id: 1 }]));
    expect(result.current.page).toBe(1);
    expect(asked.at(-1)).toEqual({ status: "open", page: 1 });
  });
});
