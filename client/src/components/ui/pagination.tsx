import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";
import { Button } from "./button";
import { formatCount } from "@/lib/format";

type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** e.g. "Showing 1–10 of 42 logs"; shown on the left. */
  summary?: string;
  disabled?: boolean;
  className?: string;
};

/** Previous / Next with "Page X of Y"; pages count from 1. */
export function Pagination({ page, pageCount, onPageChange, summary, disabled, className }: PaginationProps) {
  const last = Math.max(1, pageCount);
  const { t } = useLingui();
  return (
    <nav aria-label={t`Pagination`} className={cn("flex flex-col items-center gap-3 sm:flex-row sm:justify-between", className)}>
      <p className="text-sm text-muted-foreground">{summary}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={disabled || page <= 1}>
          <ChevronLeft aria-hidden /> <Trans>Previous</Trans>
        </Button>
        <span className="min-w-24 text-center text-sm font-medium" aria-live="polite">
          <Trans>
            Page {page} of {last}
          </Trans>
        </span>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={disabled || page >= last}>
          <Trans>Next</Trans> <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/** "Showing 11–20 of 42 users" for the pagination summary, in the page's language (`noun` comes translated). */
export function pageSummary(i18n: I18n, page: number, pageSize: number, total: number, noun: string): string {
  if (total === 0) return i18n._(msg`No ${noun}`);
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const count = formatCount(total);
  return i18n._(msg`Showing ${first}–${last} of ${count} ${noun}`);
}
