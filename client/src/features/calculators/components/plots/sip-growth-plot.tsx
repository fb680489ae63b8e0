import { useLingui } from "@lingui/react/macro";
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCurrency } from "@/lib/format";
import { useTickLabels } from "../../lib/use-tick-labels";
import { INTEREST_COLOUR, PRINCIPAL_COLOUR } from "../chart-colours";

export type SipGrowthPoint = { year: string; invested: number; value: number };

/** recharts' part of the SIP growth chart, loaded when it comes into view (sip-growth-chart.tsx). */
export default function SipGrowthPlot({ data }: { data: SipGrowthPoint[] }) {
  const { t } = useLingui();
  const { shortRupees } = useTickLabels();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 4 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        <XAxis dataKey="year" tickLine={false} axisLine={false} fontSize={11} interval="preserveStartEnd" minTickGap={8} />
        <YAxis tickFormatter={(value: number) => shortRupees(value)} tickLine={false} axisLine={false} fontSize={11} width={60} />
        <Tooltip formatter={(value) => formatCurrency(Number(value))} contentStyle={{ borderRadius: 8, fontSize: 12 }} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          dataKey="value"
          name={t`Value`}
          stroke={INTEREST_COLOUR}
          fill={INTEREST_COLOUR}
          fillOpacity={0.25}
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Area
          dataKey="invested"
          name={t`Invested`}
          stroke={PRINCIPAL_COLOUR}
          fill={PRINCIPAL_COLOUR}
          fillOpacity={0.35}
          strokeWidth={2}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
