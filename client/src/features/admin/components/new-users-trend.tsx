import { ArrowDownRight, ArrowRight, ArrowUpRight, Sparkles } from "lucide-react";
import type { AnalyticsViewJson } from "@shared/contracts/analytics";
import { cn } from "@/lib/utils";
import { formatCount, formatPercent } from "@/lib/format";

/** Sign-ups in the last 7 days against the 7 days before, as computed by the server. */
export function NewUsersTrend({ newUsers }: { newUsers: AnalyticsViewJson["newUsers"] }) {
  const { last7Days, previous7Days, trendPercent } = newUsers;
  const trend =
    trendPercent === null
      ? { icon: Sparkles, tone: "text-emerald-700 dark:text-emerald-400", text: "New this week" }
      : trendPercent > 0
        ? { icon: ArrowUpRight, tone: "text-emerald-700 dark:text-emerald-400", text: `+${formatPercent(trendPercent)} vs previous 7 days` }
        : trendPercent < 0
          ? { icon: ArrowDownRight, tone: "text-red-600 dark:text-red-400", text: `${formatPercent(trendPercent)} vs previous 7 days` }
          : { icon: ArrowRight, tone: "text-muted-foreground", text: "No change vs previous 7 days" };
  const Icon = trend.icon;
  return (
    <div className="grid gap-2">
      <p className="text-4xl font-bold tracking-tight">{formatCount(last7Days)}</p>
      <p className="text-sm text-muted-foreground">new users in the last 7 days ({formatCount(previous7Days)} the week before)</p>
      <p className={cn("flex items-center gap-1 text-sm font-semibold", trend.tone)}>
        <Icon aria-hidden className="size-4" />
        {trend.text}
      </p>
    </div>
  );
}
