import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeftRight, Building2, Home, type LucideIcon } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { LOAN_TYPES, type LoanTypePayload } from "@shared/catalog/loan-types";
import { formatPercent } from "@/lib/format";
import { cn } from "@/lib/utils";

const ICONS: Record<LoanTypePayload, LucideIcon> = { HomeLoan: Home, LAP: Building2, BTTopUp: ArrowLeftRight };
const BLURBS: Record<LoanTypePayload, MessageDescriptor> = {
  HomeLoan: msg`Buy, build or extend your home`,
  LAP: msg`Funds against property you own`,
  BTTopUp: msg`Move your loan, borrow more`,
};

type LoanTypePickerProps = {
  value: LoanTypePayload;
  rateFor: (payload: LoanTypePayload) => number;
  registration: UseFormRegisterReturn<"loanType">;
};

/** The loan type as three radio cards (native radios, so arrow keys and screen readers just work). */
export function LoanTypePicker({ value, rateFor, registration }: LoanTypePickerProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">
        <Trans>Loan Type</Trans>
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {LOAN_TYPES.map((type) => {
          const Icon = ICONS[type.payload];
          const checked = value === type.payload;
          const rate = formatPercent(rateFor(type.payload));
          return (
            <label
              key={type.payload}
              className={cn(
                "relative flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors hover:border-primary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                checked ? "border-primary bg-secondary/70 shadow-sm" : "bg-background",
              )}
            >
              <input type="radio" value={type.payload} className="sr-only" defaultChecked={checked} {...registration} />
              <span
                className={cn(
                  "flex size-9 shrink-0 items-center justify-center rounded-md",
                  checked ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
                )}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold leading-tight">{i18n._(type.label)}</span>
                <span className="text-xs text-muted-foreground">{t(BLURBS[type.payload])}</span>
                <span className="text-xs font-medium text-primary">
                  <Trans>from {rate} p.a.</Trans>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
