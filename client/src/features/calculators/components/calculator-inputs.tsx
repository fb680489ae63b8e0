import { Trans } from "@lingui/react/macro";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

type Validity = { report: (id: string, invalid: boolean) => void; anyInvalid: boolean };

const ValidityContext = createContext<Validity | null>(null);

/**
 * One calculator's inputs and results. A box holding a figure outside its range keeps what was typed
 * and says the range (SliderField); while any box does, the results wait (CalculatorResults) rather
 * than show figures for a value nobody typed (docs/decisions/forms-say-what-is-wrong.md).
 */
export function CalculatorInputs({ children }: { children: ReactNode }) {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((id: string, isInvalid: boolean) => {
    setInvalid((current) => {
      if (current.has(id) === isInvalid) return current;
      const next = new Set(current);
      if (isInvalid) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ report, anyInvalid: invalid.size > 0 }), [report, invalid]);
  return <ValidityContext.Provider value={value}>{children}</ValidityContext.Provider>;
}

/** Tells the calculator around the box whether what it holds is outside its range. */
export function useReportInvalid(id: string, invalid: boolean) {
  const validity = useContext(ValidityContext);
  const report = validity?.report;
  useEffect(() => {
    report?.(id, invalid);
    return () => report?.(id, false);
  }, [report, id, invalid]);
}

/** The results, or (while a box is out of range) a note that they wait for it; `quiet`: nothing, the note being elsewhere. */
export function CalculatorResults({ className, quiet = false, children }: { className?: string; quiet?: boolean; children: ReactNode }) {
  const anyInvalid = useContext(ValidityContext)?.anyInvalid ?? false;
  if (!anyInvalid) return <div className={className}>{children}</div>;
  if (quiet) return null;
  return (
    <div className={cn(className)}>
      <p role="status" className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <Trans>The results will show once every figure is within its range.</Trans>
      </p>
    </div>
  );
}
