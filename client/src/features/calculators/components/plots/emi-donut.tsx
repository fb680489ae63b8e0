import { Cell, Pie, PieChart, ResponsiveContainer } from "recharts";

export type DonutSlice = { name: string; value: number; colour: string };

/** recharts' part of the EMI breakup, loaded when it comes into view (emi-breakup-chart.tsx). */
export default function EmiDonut({ data }: { data: DonutSlice[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          data={data}
          dataKey="value"
          innerRadius="62%"
          outerRadius="100%"
          startAngle={90}
          endAngle={-270}
          stroke="none"
          isAnimationActive={false}
        >
          {data.map((d) => (
            <Cell key={d.name} fill={d.colour} />
          ))}
        </Pie>
      </PieChart>
    </ResponsiveContainer>
  );
}
