import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * A long list shown a page at a time: the first `pageSize` items, then as many more with each press of
 * "Show more". A customer's history can grow for years (monthly SIP payments, say); the page stays light.
 */
export function useShowMore<T>(items: readonly T[], pageSize = 10) {
  const [shown, setShown] = useState(pageSize);
  const visible = items.slice(0, shown);
  const left = Math.max(0, items.length - shown);
  return { visible, left, more: () => setShown((n) => n + pageSize), pageSize, paged: shown > pageSize };
}

/** `what`: what the list holds, many of them, in the page's language ("applications"). */
type ShowMoreProps = { left: number; pageSize: number; more: () => void; paged: boolean; what: string };

/** The button under a list from useShowMore; once the whole list is shown, a line saying so. */
export function ShowMoreButton({ left, pageSize, more, paged, what }: ShowMoreProps) {
  const done = useRef<HTMLParagraphElement>(null);
  const pressedLast = useRef(false);
  // The last press removes the button that had focus: focus goes to the line that replaces it, not to the page's top.
  useEffect(() => {
    if (left === 0 && pressedLast.current) done.current?.focus();
    pressedLast.current = false;
  }, [left]);

  if (left === 0) {
    return paged ? (
      <p ref={done} tabIndex={-1} className="mt-4 text-center text-xs text-muted-foreground focus:outline-none">
        <Trans>All {what} shown</Trans>
      </p>
    ) : null;
  }
  const next = Math.min(left, pageSize);
  return (
    <div className="mt-4 flex flex-col items-center gap-1">
      <Button
        variant="outline"
        onClick={() => {
          pressedLast.current = left <= pageSize;
          more();
        }}
      >
        <Trans>
          Show {next} more {what}
        </Trans>
      </Button>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        <Trans>{left} not shown yet</Trans>
      </p>
    </div>
  );
}
