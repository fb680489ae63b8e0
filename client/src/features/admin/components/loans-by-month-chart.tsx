import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsViewJson } from "@shared/contracts/analytics";
import { LOAN_TYPES } from "@shared/catalog/loan-types";

const BAR_COLORS = { HomeLoan: "#0e7490", LAP: "#f59e0b", BTTopUp: "#10b981" } as const;
const monthFormatter = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric" });

/** "2026-06" → "Jun 2026". */
export function monthLabel(month: string): string {
  const [year, mon] = month.split("-").map(Number);
  return monthFormatter.format(new Date(year, mon - 1, 1));
}

type LoansByMonthChartProps = { data: AnalyticsViewJson["loansByMonth"] };

/** Loan applications per month, one bar per loan type (recharts is loaded only with this tab). */
export function LoansByMonthChart({ data }: LoansByMonthChartProps) {
  const rows = data.map((d) => ({ ...d, label: monthLabel(d.month) }));
  const total = data.reduce((sum, d) => sum + d.HomeLoan + d.LAP + d.BTTopUp, 0);
  const summary = `Loan applications per month from ${rows[0]?.label ?? ""} to ${rows.at(-1)?.label ?? ""}: ${total} in all.`;
  return (
    <figure role="img" aria-label={summary} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barCategoryGap="20%">
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#94a3b8" strokeOpacity={0.3} />
          <XAxis dataKey="label" tick={{ fill: "#64748b", fontSize: 12 }} tickLine={false} axisLine={false} />
          <YAxis allowDecimals={false} tick={{ fill: "#64748b", fontSize: 12 }} tickLine={false} axisLine={false} />
          <Tooltip
            cursor={{ fill: "#94a3b8", fillOpacity: 0.12 }}
            contentStyle={{
              background: "hsl(var(--popover))",
              color: "hsl(var(--popover-foreground))",
              border: "1px solid hsl(var(--border))",
              borderRadius: 8,
              fontSize: 13,
            }}
          />
          <Legend
            itemSorter={null}
            wrapperStyle={{ fontSize: 13, paddingTop: 8 }}
            formatter={(value) => <span className="text-foreground">{value}</span>}
          />
          {LOAN_TYPES.map((t) => (
            <Bar key={t.payload} dataKey={t.payload} name={t.label} fill={BAR_COLORS[t.payload]} radius={[4, 4, 0, 0]} maxBarSize={28} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
