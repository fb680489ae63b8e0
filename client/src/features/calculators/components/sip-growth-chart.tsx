import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { SipYear } from "@shared/finance";
import { formatCurrency } from "@/lib/format";
import { shortRupees } from "../lib/number-input";
import { INTEREST_COLOUR, PRINCIPAL_COLOUR } from "./emi-breakup-chart";

/** Amount invested against what it grows to, at each year end. */
export function SipGrowthChart({ years }: { years: SipYear[] }) {
  const data = years.map((y) => ({ year: `Y${y.year}`, invested: y.invested, value: y.value }));
  const last = years.at(-1);
  return (
    <figure className="rounded-lg border bg-background p-3 sm:p-4">
      <figcaption className="sr-only">
        Growth year by year: {last ? `${formatCurrency(last.invested)} invested grows to ${formatCurrency(last.value)} after ${last.year} years` : "no years"}
      </figcaption>
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
            <XAxis dataKey="year" tickLine={false} axisLine={false} fontSize={11} interval="preserveStartEnd" minTickGap={8} />
            <YAxis tickFormatter={shortRupees} tickLine={false} axisLine={false} fontSize={11} width={60} />
            <Tooltip formatter={(value) => formatCurrency(Number(value))} contentStyle={{ borderRadius: 8, fontSize: 12 }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Area dataKey="value" name="Value" stroke={INTEREST_COLOUR} fill={INTEREST_COLOUR} fillOpacity={0.25} strokeWidth={2} isAnimationActive={false} />
            <Area dataKey="invested" name="Invested" stroke={PRINCIPAL_COLOUR} fill={PRINCIPAL_COLOUR} fillOpacity={0.35} strokeWidth={2} isAnimationActive={false} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
