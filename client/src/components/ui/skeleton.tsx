import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

/** One list row's outline: a round icon, a title and a line under it, and a badge at the end. */
function RowSkeleton() {
  return (
    <div className="flex items-center gap-4 p-4">
      <Skeleton className="size-10 shrink-0 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-3 w-3/5" />
      </div>
      <Skeleton className="hidden h-6 w-20 rounded-full sm:block" />
    </div>
  );
}

/**
 * What a list looks like while it loads: the outline of its rows, so the page keeps its shape and nothing
 * jumps when the rows arrive. Screen readers hear `label` ("Loading your loans...").
 */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="divide-y rounded-lg border" data-testid="list-skeleton">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <RowSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * A whole page's outline while its code or the signed-in user loads: the header band (eyebrow, title,
 * description) and a few cards, where the page will put them.
 */
export function PageSkeleton({ header = true }: { /** false: the page's own header is already drawn. */ header?: boolean }) {
  const { t } = useLingui();
  return (
    <div role="status" data-testid="page-skeleton" className="min-h-[50vh]">
      <span className="sr-only">{t`Loading`}</span>
      {header && (
        <div className="border-b bg-gradient-to-br from-secondary via-background to-accent/60">
          <div className="mx-auto max-w-7xl space-y-4 px-4 py-7 sm:px-6 sm:py-10 lg:px-8">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-9 w-3/4 max-w-md" />
            <Skeleton className="h-5 w-full max-w-xl" />
          </div>
        </div>
      )}
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
