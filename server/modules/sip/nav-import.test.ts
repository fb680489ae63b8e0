import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { importNavs, parseNavAll } from "./nav-import";
import { navOn } from "./nav-source";

// AMFI's NAVAll.txt as published: a header, category and fund-house headings, rows, a NAV not published.
const NAV_ALL = [
  "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date",
  "",
  "Open Ended Schemes(Equity Scheme - Large Cap Fund)",
  "",
  "Example Mutual Fund",
  "",
  "100001;INF000A01AA1;-;Example Large Cap Fund - Direct Plan - Growth;104.5632;26-Nov-2026",
  "100001;INF000A01AA1;-;Example Large Cap Fund - Direct Plan - Growth;105.1010;27-Nov-2026",
  "100002;INF000A01AB9;-;Example Liquid Fund - Direct Plan - Growth;N.A.;27-Nov-2026",
  "100003;INF000A01AC7;-;Example Gilt Fund - Direct Plan - Growth;12,3;27-Nov-2026",
].join("\r\n");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("published NAVs (AMFI's NAVAll.txt)", () => {
  it("reads the rows, skips headings and NAVs not published, and names a row it cannot read", () => {
    const { navs, problems } = parseNavAll(NAV_ALL);
    expect(navs).toEqual([
      { schemeCode: "100001", schemeName: "Example Large Cap Fund - Direct Plan - Growth", nav4: 1_045_632, date: "2026-11-26" },
      { schemeCode: "100001", schemeName: "Example Large Cap Fund - Direct Plan - Growth", nav4: 1_051_010, date: "2026-11-27" },
    ]);
    expect(problems).toEqual(['line 10: cannot read the NAV "12,3" of 27-Nov-2026']);
  });

  it("are what the mapped plan's units are bought and valued at from then on; other plans keep their model NAVs", async () => {
    const { navs } = parseNavAll(NAV_ALL);
    expect(await importNavs(t.db, navs, new Map([["100001", "equity-growth"]]))).toBe(2);
    // Imported again: the same days are replaced, not doubled.
    expect(await importNavs(t.db, navs, new Map([["100001", "equity-growth"]]))).toBe(2);
    expect(await navOn(t.db, "Equity Growth Plan", "2026-11-27")).toEqual({ nav4: 1_051_010, navDate: "2026-11-27", source: "published" });
    // A later day without a published NAV has the latest one before it (a holiday, a weekend).
    expect(await navOn(t.db, "Equity Growth Plan", "2026-11-29")).toEqual({ nav4: 1_051_010, navDate: "2026-11-27", source: "published" });
    expect((await navOn(t.db, "Debt Stability Plan", "2026-11-27")).source).toBe("model");
  });
});
