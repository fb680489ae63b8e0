import { useLingui } from "@lingui/react/macro";
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCurrency, formatDate } from "@/lib/format";

export type HoldingPoint = { date: string; invested: number; value: number };

/** recharts' part of a holding's value over time, loaded with the holding (sip-holding-dialog.tsx). */
export default function SipHoldingPlot({ data }: { data: HoldingPoint[] }) {
  const { t } = useLingui();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 4 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        <XAxis
          dataKey="date"
          tickFormatter={(d: string) => formatDate(d)}
          tickLine={false}
          axisLine={false}
          fontSize={11}
          minTickGap={16}
        />
        <YAxis tickFormatter={(v: number) => formatCurrency(v)} tickLine={false} axisLine={false} fontSize={11} width={72} />
        <Tooltip
          labelFormatter={(d) => (typeof d === "string" ? formatDate(d) : "")}
          formatter={(value) => formatCurrency(Number(value))}
          contentStyle={{ borderRadius: 8, fontSize: 12 }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area dataKey="value" name={t`Value`} stroke="#047857" fill="#047857" fillOpacity={0.2} strokeWidth={2} isAnimationActive={false} />
        <Area
          dataKey="invested"
          name={t`Invested`}
          stroke="#0b5577"
          fill="#0b5577"
          fillOpacity={0.15}
          strokeWidth={2}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
