import { useLingui } from "@lingui/react/macro";
import { AlertTriangle, type LucideIcon } from "lucide-react";
import { Fragment, useId, type ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Pagination, pageSummary } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import type { Filters, PagedListState } from "./use-paged-list";

/** A wide table from `wideFrom` up, and the same rows as stacked cards on narrower screens. */
export type TableLayout<T> = {
  kind: "table";
  columns: readonly string[];
  /** A right-aligned last column's heading (e.g. "Actions"); no such column when not given. */
  actionsColumn?: string;
  /** One row: a <TableRow> with a cell per column. */
  row: (item: T) => ReactNode;
  /** The same row as a card: an <li>. */
  card: (item: T) => ReactNode;
  wideFrom: "md" | "lg";
};

/** One <li> a row, in one bordered list. */
export type ListLayout<T> = { kind: "list"; item: (item: T) => ReactNode; label?: string; className?: string };

/** A select over one of the list's filters. */
export type FilterSelect<F extends Filters> = {
  name: keyof F & string;
  label: string;
  /** Named for screen readers only: its options say what they filter. */
  labelHidden?: boolean;
  options: readonly (readonly [value: string, label: string])[];
};

type PagedListProps<T extends { id: number }, F extends Filters> = {
  list: PagedListState<T, F>;
  /** What a row is, one and many ("Showing 1–20 of 42 applications"). */
  noun: readonly [one: string, many: string];
  search?: { label: string; placeholder: string };
  filter?: FilterSelect<F>;
  /** More controls at the end of the search row. */
  actions?: ReactNode;
  errorTitle: string;
  empty: { icon: LucideIcon; title: string; text?: ReactNode };
  /** Keeps the rows on screen when a refetch fails, for a list that reports the failure itself. */
  keepRowsOnError?: boolean;
  layout: TableLayout<T> | ListLayout<T>;
};

// Whole class names, so that Tailwind finds them.
const SCREENS = { md: ["hidden md:block", "md:hidden"], lg: ["hidden lg:block", "lg:hidden"] } as const;

function Rows<T extends { id: number }>({ layout, items }: { layout: TableLayout<T> | ListLayout<T>; items: T[] | undefined }) {
  if (layout.kind === "list") {
    return items ? (
      <ul aria-label={layout.label} className={cn("divide-y rounded-lg border", layout.className)}>
        {items.map((item) => (
          <Fragment key={item.id}>{layout.item(item)}</Fragment>
        ))}
      </ul>
    ) : (
      <div className="grid gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  const [wide, narrow] = SCREENS[layout.wideFrom];
  return (
    <>
      <div className={wide}>
        <Table>
          <TableHeader>
            <TableRow>
              {layout.columns.map((c) => (
                <TableHead key={c}>{c}</TableHead>
              ))}
              {layout.actionsColumn && <TableHead className="text-right">{layout.actionsColumn}</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items
              ? items.map((item) => <Fragment key={item.id}>{layout.row(item)}</Fragment>)
              : Array.from({ length: 5 }, (_, i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={layout.columns.length + (layout.actionsColumn ? 1 : 0)}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </div>
      {items ? (
        <ul className={cn("divide-y rounded-lg border", narrow)}>
          {items.map((item) => (
            <Fragment key={item.id}>{layout.card(item)}</Fragment>
          ))}
        </ul>
      ) : (
        <div className={cn("grid gap-3", narrow)}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      )}
    </>
  );
}

type FilterFieldProps = {
  label: string;
  labelHidden?: boolean;
  options: FilterSelect<Filters>["options"];
  value: string;
  onChange: (value: string) => void;
};

/** A table cell of two lines: who the row is about, and a smaller line under it (their username). */
export function TwoLineCell({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <TableCell>
      <p className="font-medium">{main}</p>
      <p className="text-xs text-muted-foreground">{sub}</p>
    </TableCell>
  );
}

/** A row card's top: what the row is, a line under it, and its badge on the right. */
export function CardHeading({ title, subtitle, badge, wrap }: { title: ReactNode; subtitle: ReactNode; badge: ReactNode; wrap?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <p className={cn(wrap ? "break-words" : "truncate", "font-medium")}>{title}</p>
        <p className="truncate text-sm text-muted-foreground">{subtitle}</p>
      </div>
      {badge}
    </div>
  );
}

function FilterField({ label, labelHidden, options, value, onChange }: FilterFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5 sm:w-48">
      {!labelHidden && <Label htmlFor={id}>{label}</Label>}
      <NativeSelect id={id} aria-label={labelHidden ? label : undefined} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * A paged staff list: its search and filter, then the rows (or their loading placeholders, the error,
 * or the empty state), then the pager. The state comes from usePagedList.
 */
export function PagedList<T extends { id: number }, F extends Filters>(props: PagedListProps<T, F>) {
  const { list, noun, search, filter, actions, errorTitle, empty, keepRowsOnError, layout } = props;
  const { i18n } = useLingui();

  let body: ReactNode;
  if (list.isError && !(keepRowsOnError && list.items)) {
    body = (
      <EmptyState icon={AlertTriangle} title={errorTitle}>
        {errorMessage(list.error)}
      </EmptyState>
    );
  } else if (list.isLoading || !list.items) {
    body = (
      <div aria-busy>
        <Rows layout={layout} items={undefined} />
      </div>
    );
  } else if (list.items.length === 0) {
    body = (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.text}
      </EmptyState>
    );
  } else {
    body = (
      <div aria-busy={list.isFetching} className={cn("transition-opacity", list.isFetching && "opacity-70")}>
        <Rows layout={layout} items={list.items} />
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      {(search || filter || actions) && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {search && (
            <SearchInput
              label={search.label}
              placeholder={search.placeholder}
              value={list.search}
              onChange={(e) => list.setSearch(e.target.value)}
              className="sm:max-w-md"
            />
          )}
          {filter && (
            <FilterField
              label={filter.label}
              labelHidden={filter.labelHidden}
              options={filter.options}
              value={list.filters[filter.name]}
              onChange={(value) => list.setFilter(filter.name, value)}
            />
          )}
          {actions}
        </div>
      )}
      {body}
      {list.total > 0 && (
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          onPageChange={list.setPage}
          summary={pageSummary(i18n, list.page, list.pageSize, list.total, list.total === 1 ? noun[0] : noun[1])}
          disabled={list.isFetching}
        />
      )}
    </div>
  );
}
