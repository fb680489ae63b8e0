import { useLingui } from "@lingui/react/macro";
import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden className={cn("size-6 animate-spin text-primary", className)} />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </span>
  );
}
