import { ArrowLeftRight, Building2, Home, type LucideIcon } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { LOAN_TYPES, type LoanTypePayload } from "@shared/catalog/loan-types";
import { formatPercent } from "@/lib/format";
import { cn } from "@/lib/utils";

const ICONS: Record<LoanTypePayload, LucideIcon> = { HomeLoan: Home, LAP: Building2, BTTopUp: ArrowLeftRight };
const BLURBS: Record<LoanTypePayload, string> = {
  HomeLoan: "Buy, build or extend your home",
  LAP: "Funds against property you own",
  BTTopUp: "Move your loan, borrow more",
};

type LoanTypePickerProps = {
  value: LoanTypePayload;
  rateFor: (payload: LoanTypePayload) => number;
  registration: UseFormRegisterReturn<"loanType">;
};

/** The loan type as three radio cards (native radios, so arrow keys and screen readers just work). */
export function LoanTypePicker({ value, rateFor, registration }: LoanTypePickerProps) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">Loan Type</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {LOAN_TYPES.map((t) => {
          const Icon = ICONS[t.payload];
          const checked = value === t.payload;
          return (
            <label
              key={t.payload}
              className={cn(
                "relative flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors hover:border-primary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                checked ? "border-primary bg-secondary/70 shadow-sm" : "bg-background",
              )}
            >
              <input type="radio" value={t.payload} className="sr-only" defaultChecked={checked} {...registration} />
              <span
                className={cn(
                  "flex size-9 shrink-0 items-center justify-center rounded-md",
                  checked ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
                )}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold leading-tight">{t.label}</span>
                <span className="text-xs text-muted-foreground">{BLURBS[t.payload]}</span>
                <span className="text-xs font-medium text-primary">from {formatPercent(rateFor(t.payload))} p.a.</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
