import { sql } from "drizzle-orm";
import { nav4Of } from "../../../shared/finance/nav";
import { navHistory } from "../../../shared/schema";
import type { Executor } from "../../db/client";

/** One scheme's NAV on a day, as AMFI's NAVAll.txt lists it. */
export type PublishedNav = { schemeCode: string; schemeName: string; nav4: number; date: string };

const MONTHS: Record<string, string> = {
  Jan: "01",
  Feb: "02",
  Mar: "03",
  Apr: "04",
  May: "05",
  Jun: "06",
  Jul: "07",
  Aug: "08",
  Sep: "09",
  Oct: "10",
  Nov: "11",
  Dec: "12",
};

/**
 * Reads AMFI's published NAV file (NAVAll.txt): `Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div
 * Reinvestment;Scheme Name;Net Asset Value;Date` rows (date as 27-Nov-2026) between category and fund
 * house headings. Headings, blank lines and NAVs not published ("N.A.") are skipped; a row that is
 * almost right but not quite (a bad number or date) is reported with its line number.
 */
export function parseNavAll(text: string): { navs: PublishedNav[]; problems: string[] } {
  const navs: PublishedNav[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const cells = line.split(";");
    if (cells.length !== 6 || !/^\d+$/.test(cells[0].trim())) return;
    const [code, , , name, navText, dateText] = cells.map((c) => c.trim());
    if (/^n\.?a\.?$/i.test(navText) || navText === "") return;
    const nav = Number(navText);
    const d = /^(\d{2})-([A-Z][a-z]{2})-(\d{4})$/.exec(dateText);
    if (!(nav > 0) || !d || !MONTHS[d[2]]) {
      problems.push(`line ${i + 1}: cannot read the NAV "${navText}" of ${dateText}`);
      return;
    }
    navs.push({ schemeCode: code, schemeName: name, nav4: nav4Of(nav), date: `${d[3]}-${MONTHS[d[2]]}-${d[1]}` });
  });
  return { navs, problems };
}

/** Writes the NAVs of the mapped schemes (scheme code → plan id) into nav_history; a day already there is replaced. */
export async function importNavs(db: Executor, navs: PublishedNav[], plans: Map<string, string>): Promise<number> {
  const rows = navs
    .filter((n) => plans.has(n.schemeCode))
    .map((n) => ({ planId: plans.get(n.schemeCode)!, navDate: n.date, nav4: n.nav4, source: `amfi:${n.schemeCode}` }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(navHistory)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [navHistory.planId, navHistory.navDate],
        set: { nav4: sql`excluded.nav4`, source: sql`excluded.source` },
      });
  }
  return rows.length;
}
