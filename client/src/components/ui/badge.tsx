import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { statusColor } from "@/lib/format";
import { cn } from "@/lib/utils";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize", {
  variants: {
    color: {
      green: "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-300",
      red: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-300",
      yellow: "border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-300",
      blue: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-300",
      orange: "border-orange-200 bg-orange-50 text-orange-800 dark:border-orange-900 dark:bg-orange-950 dark:text-orange-300",
      grey: "border-border bg-muted text-muted-foreground",
      primary: "border-transparent bg-primary text-primary-foreground",
    },
  },
  defaultVariants: { color: "grey" },
});

type BadgeProps = Omit<ComponentProps<"span">, "color"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, color, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ color }), className)} {...props} />;
}

/** The statuses a badge shows (loans, KYC, SIPs, consultations), in words; lower case as the API names them (the badge capitalises). */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg({ message: "pending", context: "status" }),
  approved: msg({ message: "approved", context: "status" }),
  rejected: msg({ message: "rejected", context: "status" }),
  verified: msg({ message: "verified", context: "status" }),
  active: msg({ message: "active", context: "status" }),
  paused: msg({ message: "paused", context: "status" }),
  completed: msg({ message: "completed", context: "status" }),
  cancelled: msg({ message: "cancelled", context: "status" }),
  scheduled: msg({ message: "scheduled", context: "status" }),
};

/** A badge coloured by status, the same colour for a status everywhere; a status it does not know shows as it is. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { i18n } = useLingui();
  const label = Object.hasOwn(STATUS_LABELS, status) ? i18n._(STATUS_LABELS[status]) : status;
  return (
    <Badge color={statusColor(status)} className={className}>
      {label}
    </Badge>
  );
}
