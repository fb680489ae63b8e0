import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** One figure of a case: what it is, and its value ("—" when the application does not say). */
export type Fact = { label: string; value: ReactNode; hint?: ReactNode; wide?: boolean };

/**
 * A card's figures as a description list: two columns from a small tablet up, one on a phone, so a long
 * address or reason wraps instead of pushing the page sideways.
 */
export function CaseFacts({ facts, className }: { facts: readonly (Fact | false | null | undefined)[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2", className)}>
      {facts
        .filter((f): f is Fact => Boolean(f))
        .map(({ label, value, hint, wide }) => (
          <div key={label} className={cn("min-w-0", wide && "sm:col-span-2")}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-0.5 font-medium break-words">{value ?? "—"}</dd>
            {hint && <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd>}
          </div>
        ))}
    </dl>
  );
}
