import { useLingui } from "@lingui/react/macro";
import { ShieldAlert } from "lucide-react";
import { SEBI_WARNING } from "@shared/catalog/sip-plans";
import { cn } from "@/lib/utils";

/** SEBI's standard warning, verbatim, on every SIP view (docs/decisions/sip-page-extras.md). */
export function SebiWarning({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200",
        className,
      )}
    >
      <ShieldAlert className="mt-px size-4 shrink-0" aria-hidden />
      <span>{i18n._(SEBI_WARNING)}</span>
    </p>
  );
}
