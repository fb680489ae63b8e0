import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { addDays, dayOfWeek } from "@shared/calendar/ist";
import { perLocale } from "@shared/format";
import { LOCALE_TAGS } from "@shared/i18n/locales";
import { activeLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { Button } from "./button";

type CalendarProps = {
  /** The chosen day, YYYY-MM-DD. */
  value?: string;
  onSelect: (date: string) => void;
  /** Days that cannot be chosen; they stay reachable by keyboard, as in the WAI-ARIA date picker. */
  isDisabled?: (date: string) => boolean;
  /** The day the grid opens on when nothing is chosen, YYYY-MM-DD. */
  defaultDate: string;
  /** The earliest month the grid pages back to, YYYY-MM. */
  fromMonth?: string;
  /** Last month the calendar pages to (YYYY-MM). */
  toMonth?: string;
  className?: string;
};

// Every date here is a calendar day (YYYY-MM-DD) handled in UTC, so the browser's zone never shifts it.
const utc = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
/** The month's caption and the days' names in the page's language, made once per language (the prerender draws both). */
const formats = perLocale((locale) => ({
  caption: new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: "long", year: "numeric", timeZone: "UTC" }),
  day: new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
}));
const formatFor = () => formats(activeLocale());
const monthCaption = (ymd: string) => formatFor().caption.format(utc(ymd));
/** The accessible name of a day button, e.g. "Monday, 23 November 2026". */
export const dayLabel = (ymd: string) => formatFor().day.format(utc(ymd));

const WEEKDAYS = [
  [msg({ message: "Mo", context: "weekday" }), msg`Monday`],
  [msg({ message: "Tu", context: "weekday" }), msg`Tuesday`],
  [msg({ message: "We", context: "weekday" }), msg`Wednesday`],
  [msg({ message: "Th", context: "weekday" }), msg`Thursday`],
  [msg({ message: "Fr", context: "weekday" }), msg`Friday`],
  [msg({ message: "Sa", context: "weekday" }), msg`Saturday`],
  [msg({ message: "Su", context: "weekday" }), msg`Sunday`],
] as const;

const monthOf = (ymd: string) => ymd.slice(0, 7);
const firstOfMonth = (month: string) => `${month}-01`;
function shiftMonth(ymd: string, by: number): string {
  const d = utc(ymd);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + by, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** The weeks (Monday first) that cover a month; days outside it are null. */
function weeksOf(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const start = addDays(first, -((dayOfWeek(first) + 6) % 7));
  const weeks: (string | null)[][] = [];
  for (let d = start; monthOf(d) <= month || weeks.at(-1)?.length !== 7; d = addDays(d, 1)) {
    if (weeks.length === 0 || weeks.at(-1)!.length === 7) weeks.push([]);
    weeks.at(-1)!.push(monthOf(d) === month ? d : null);
  }
  return weeks;
}

/** A month grid: arrow keys move by day and week, Page Up / Page Down by month, Home / End to the week's ends. */
export function Calendar({ value, onSelect, isDisabled = () => false, defaultDate, fromMonth, toMonth, className }: CalendarProps) {
  const captionId = useId();
  const { t, i18n } = useLingui();
  const [focused, setFocused] = useState(value ?? defaultDate);
  const month = monthOf(focused);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const canGoBack = !fromMonth || month > fromMonth;
  const canGoForward = !toMonth || month < toMonth;
  const goTo = (day: string, focus: boolean) => {
    if (fromMonth && monthOf(day) < fromMonth) return;
    if (toMonth && monthOf(day) > toMonth) return;
    moveFocus.current = focus;
    setFocused(day);
  };

  const selectedLabel = (day: string) => {
    const label = dayLabel(day);
    return t`${label} (selected)`;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const offset: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -((dayOfWeek(focused) + 6) % 7)),
      End: () => addDays(focused, 6 - ((dayOfWeek(focused) + 6) % 7)),
      PageUp: () => shiftMonth(focused, -1),
      PageDown: () => shiftMonth(focused, 1),
    };
    const next = offset[event.key];
    if (!next) return;
    event.preventDefault();
    goTo(next(), true);
  };

  return (
    <div className={cn("grid w-fit gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t`Previous month`}
          disabled={!canGoBack}
          onClick={() => goTo(firstOfMonth(monthOf(shiftMonth(focused, -1))), false)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <p id={captionId} className="text-sm font-semibold" aria-live="polite">
          {monthCaption(firstOfMonth(month))}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t`Next month`}
          disabled={!canGoForward}
          onClick={() => goTo(firstOfMonth(monthOf(shiftMonth(focused, 1))), false)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={captionId} className="border-collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short.id} scope="col" abbr={i18n._(long)} className="size-9 text-xs font-medium text-muted-foreground">
                {i18n._(short)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) =>
                day === null ? (
                  <td key={i} />
                ) : (
                  <td key={day} aria-selected={day === value} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={day === value ? selectedLabel(day) : dayLabel(day)}
                      aria-disabled={isDisabled(day) || undefined}
                      onClick={() => {
                        setFocused(day);
                        if (!isDisabled(day)) onSelect(day);
                      }}
                      className={cn(
                        "flex size-9 items-center justify-center rounded-md text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        isDisabled(day)
                          ? "cursor-not-allowed text-muted-foreground/60 line-through decoration-muted-foreground/40"
                          : "hover:bg-accent hover:text-accent-foreground",
                        day === value && "bg-primary font-semibold text-primary-foreground hover:bg-primary hover:text-primary-foreground",
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
