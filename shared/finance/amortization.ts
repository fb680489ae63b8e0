import { emi, monthlyRate } from "./emi";
import { paise, roundToPaisa, sumPaise, type Paise } from "./money";

export type ScheduleRow = {
  month: number;
  opening: Paise;
  emi: Paise;
  interest: Paise;
  principal: Paise;
  closing: Paise;
};

export type YearRow = {
  year: number;
  principal: Paise;
  interest: Paise;
  totalPaid: Paise;
  closing: Paise;
  months: ScheduleRow[];
};

/**
 * Month-by-month schedule at the rounded EMI. Interest is rounded to the paisa each month; the last
 * row pays off whatever balance remains, so rounding never leaves a residue.
 */
export function amortizationSchedule(
  principal: Paise,
  annualRatePercent: number,
  months: number,
  instalment: Paise = emi(principal, annualRatePercent, months),
): ScheduleRow[] {
  const r = monthlyRate(annualRatePercent);
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let m = 1; m <= months && balance > 0; m++) {
    const interest = roundToPaisa(balance * r);
    const last = m === months || instalment - interest >= balance;
    const principalPart = last ? balance : paise(instalment - interest);
    const payment = last ? paise(principalPart + interest) : instalment;
    const closing = last ? paise(0) : paise(balance - principalPart);
    rows.push({ month: m, opening: balance, emi: payment, interest, principal: principalPart, closing });
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
      y = { year, principal: paise(0), interest: paise(0), totalPaid: paise(0), closing: row.closing, months: [] };
      years.push(y);
    }
    y.principal = paise(y.principal + row.principal);
    y.interest = paise(y.interest + row.interest);
    y.totalPaid = paise(y.totalPaid + row.emi);
    y.closing = row.closing;
    y.months.push(row);
  }
  return years;
}

export function scheduleTotals(rows: ScheduleRow[]) {
  return { interest: sumPaise(rows.map((r) => r.interest)), paid: sumPaise(rows.map((r) => r.emi)) };
}

/** Rupees for a CSV cell: whole rupees plain, otherwise two decimals. */
const csvRupees = (amount: Paise) => (amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2));

/** CSV of the monthly schedule (rupees, two decimals). */
export function scheduleCsv(rows: ScheduleRow[]): string {
  const header = "Month,Opening balance,EMI,Interest,Principal,Closing balance";
  const lines = rows.map((r) => [String(r.month), ...[r.opening, r.emi, r.interest, r.principal, r.closing].map(csvRupees)].join(","));
  return [header, ...lines].join("\n") + "\n";
}
