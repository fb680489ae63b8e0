import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

type SummaryCardProps = { title: string; icon: LucideIcon; loading: boolean; value: ReactNode; footer: ReactNode };

/** One headline figure on the dashboard, with a skeleton while it loads. */
export function SummaryCard({ title, icon: Icon, loading, value, footer }: SummaryCardProps) {
  return (
    <Card className="relative overflow-hidden p-5 transition-shadow hover:shadow-md">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
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
          <div className="mt-2 text-2xl font-bold tracking-tight">{value}</div>
          <div className="mt-1 text-sm text-muted-foreground">{footer}</div>
        </>
      )}
    </Card>
  );
}
