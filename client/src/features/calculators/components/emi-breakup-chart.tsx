import { Cell, Pie, PieChart, ResponsiveContainer } from "recharts";
import { formatCurrency } from "@/lib/format";

export const PRINCIPAL_COLOUR = "hsl(198 82% 28%)";
export const INTEREST_COLOUR = "hsl(38 92% 55%)";

/** Donut of principal against total interest, with a text legend for readers of numbers. */
export function EmiBreakupChart({ principal, interest }: { principal: number; interest: number }) {
  const data = [
    { name: "Principal amount", value: principal, colour: PRINCIPAL_COLOUR },
    { name: "Total interest", value: interest, colour: INTEREST_COLOUR },
  ];
  return (
    <div className="flex items-center gap-4">
      <div className="size-28 shrink-0" role="img" aria-label={`Principal ${formatCurrency(principal)}, interest ${formatCurrency(interest)}`}>
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie data={data} dataKey="value" innerRadius="62%" outerRadius="100%" startAngle={90} endAngle={-270} stroke="none" isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.name} fill={d.colour} />
              ))}
            </Pie>
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ul className="grid gap-2 text-sm">
        {data.map((d) => (
          <li key={d.name} className="flex items-center gap-2">
            <span aria-hidden className="size-3 rounded-sm" style={{ background: d.colour }} />
            <span className="text-muted-foreground">{d.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
