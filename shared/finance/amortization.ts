import { emi, monthlyRate, round2 } from "./emi";

export type ScheduleRow = {
  month: number;
  opening: number;
  emi: number;
  interest: number;
  principal: number;
  closing: number;
};

export type YearRow = {
  year: number;
  principal: number;
  interest: number;
  totalPaid: number;
  closing: number;
  months: ScheduleRow[];
};

/**
 * Month-by-month schedule at the rounded EMI. Interest is computed to the paisa each month; the last
 * row pays off whatever balance remains, so rounding never leaves a residue.
 */
export function amortizationSchedule(
  principal: number,
  annualRatePercent: number,
  months: number,
  instalment = emi(principal, annualRatePercent, months),
): ScheduleRow[] {
  const r = monthlyRate(annualRatePercent);
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let m = 1; m <= months && balance > 0; m++) {
    const interest = round2(balance * r);
    const last = m === months || instalment - interest >= balance;
    const principalPart = last ? balance : round2(instalment - interest);
    const payment = last ? round2(principalPart + interest) : instalment;
    const closing = last ? 0 : round2(balance - principalPart);
    rows.push({ month: m, opening: balance, emi: payment, interest, principal: round2(principalPart), closing });
    balance = closing;
  }
  return rows;
}

/** Rows grouped into loan years (months 1-12, 13-24, ...). */
export function yearlySchedule(rows: ScheduleRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    let y = years[year - 1];
    if (!y) {
      y = { year, principal: 0, interest: 0, totalPaid: 0, closing: row.closing, months: [] };
      years.push(y);
    }
    y.principal = round2(y.principal + row.principal);
    y.interest = round2(y.interest + row.interest);
    y.totalPaid = round2(y.totalPaid + row.emi);
    y.closing = row.closing;
    y.months.push(row);
  }
  return years;
}

export function scheduleTotals(rows: ScheduleRow[]) {
  const interest = round2(rows.reduce((s, r) => s + r.interest, 0));
  const paid = round2(rows.reduce((s, r) => s + r.emi, 0));
  return { interest, paid };
}

/** CSV of the monthly schedule (rupees, two decimals). */
export function scheduleCsv(rows: ScheduleRow[]): string {
  const header = "Month,Opening balance,EMI,Interest,Principal,Closing balance";
  const lines = rows.map((r) =>
    [r.month, r.opening, r.emi, r.interest, r.principal, r.closing]
      .map((v) => (typeof v === "number" && !Number.isInteger(v) ? v.toFixed(2) : v))
      .join(","),
  );
  return [header, ...lines].join("\n") + "\n";
}
