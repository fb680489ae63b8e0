import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** One labelled figure in a calculator's results. */
export function ResultStat({
  label,
  value,
  tone,
  className,
}: {
  label: string;
  value: ReactNode;
  tone?: "good" | "muted";
  className?: string;
}) {
  return (
    <div className={cn("rounded-lg border bg-background p-3", className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn("mt-1 text-lg font-bold tracking-tight", tone === "good" && "text-emerald-700 dark:text-emerald-400")}>{value}</dd>
    </div>
  );
}

/** The highlighted headline figure of a calculator (the EMI, the maximum loan...). */
export function Headline({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-xl bg-primary p-5 text-primary-foreground shadow-sm">
      <p className="text-sm font-medium opacity-85">{label}</p>
      <p className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl" aria-live="polite">
        {value}
      </p>
      {note && <p className="mt-1 text-xs opacity-80">{note}</p>}
    </div>
  );
}
