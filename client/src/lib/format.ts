import { groupIndian, onFirstUse } from "@shared/format";

export { formatCurrency, formatPaise } from "@shared/format";

const dateFormatter = onFirstUse(() => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" }));

/** A count with en-IN grouping: 1,00,000. */
export function formatCount(value: number | null | undefined): string {
  return groupIndian(value ?? 0, 3);
}

/** One decimal place, e.g. 8.5%. */
export function formatPercent(value: number | string | null | undefined): string {
  return `${(Number(value ?? 0) || 0).toFixed(1)}%`;
}

/** Day, short month, year, e.g. 22 Nov 2026; "—" when the value is not a date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  // A bare yyyy-mm-dd is a calendar date; parse it as local time so it never shifts a day.
  const date = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : dateFormatter().format(date);
}

const STATUS_COLORS: Record<string, string> = {
  approved: "green",
  completed: "green",
  active: "green",
  verified: "green",
  rejected: "red",
  cancelled: "red",
  pending: "yellow",
  scheduled: "blue",
  paused: "orange",
};

export type StatusColor = "green" | "red" | "yellow" | "blue" | "orange" | "grey";

/** Status colour, matched case-insensitively; anything unknown is grey. */
export function statusColor(status: string | null | undefined): StatusColor {
  return (STATUS_COLORS[(status ?? "").trim().toLowerCase()] as StatusColor | undefined) ?? "grey";
}
