import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

type SummaryCardProps = { title: string; icon: LucideIcon; loading: boolean; value: ReactNode; footer: ReactNode; className?: string };

/**
 * One headline figure on the dashboard, with a skeleton while it loads. On a phone the cards sit two to a
 * row, smaller and without their icons, so the dashboard's tabs start on the first screen.
 */
export function SummaryCard({ title, icon: Icon, loading, value, footer, className }: SummaryCardProps) {
  return (
    <Card className={cn("relative overflow-hidden p-4 transition-shadow hover:shadow-md sm:p-5", className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground sm:flex">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      {loading ? (
        <div className="mt-3 grid gap-2">
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-4 w-40" />
        </div>
      ) : (
        <>
          <div className="mt-1 text-xl font-bold tracking-tight sm:mt-2 sm:text-2xl">{value}</div>
          <div className="mt-1 text-xs text-muted-foreground sm:text-sm">{footer}</div>
        </>
      )}
    </Card>
  );
}
