import { useLingui } from "@lingui/react/macro";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCurrency } from "@/lib/format";
import { useTickLabels } from "../../lib/use-tick-labels";
import { BALANCE_COLOUR, INTEREST_COLOUR, PRINCIPAL_COLOUR } from "../chart-colours";

export type AmortizationPoint = { year: string; principal: number; interest: number; balance: number };

/** recharts' part of the amortization chart, loaded when it comes into view (amortization-chart.tsx). */
export default function AmortizationPlot({ data }: { data: AmortizationPoint[] }) {
  const { t } = useLingui();
  const { shortRupees } = useTickLabels();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        <XAxis dataKey="year" tickLine={false} axisLine={false} fontSize={11} interval="preserveStartEnd" minTickGap={8} />
        <YAxis
          yAxisId="paid"
          tickFormatter={(value: number) => shortRupees(value)}
          tickLine={false}
          axisLine={false}
          fontSize={11}
          width={60}
        />
        <YAxis
          yAxisId="balance"
          orientation="right"
          tickFormatter={(value: number) => shortRupees(value)}
          tickLine={false}
          axisLine={false}
          fontSize={11}
          width={64}
        />
        <Tooltip
          formatter={(value) => formatCurrency(Number(value))}
          contentStyle={{ borderRadius: 8, fontSize: 12 }}
          cursor={{ fill: "hsl(210 30% 92% / 0.5)" }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar yAxisId="paid" dataKey="principal" name={t`Principal`} stackId="paid" fill={PRINCIPAL_COLOUR} isAnimationActive={false} />
        <Bar
          yAxisId="paid"
          dataKey="interest"
          name={t`Interest`}
          stackId="paid"
          fill={INTEREST_COLOUR}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          yAxisId="balance"
          dataKey="balance"
          name={t`Balance`}
          stroke={BALANCE_COLOUR}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
