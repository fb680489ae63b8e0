import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { useCliDatabase } from "../../tests/setup/cli";

// Each test starts a CLI process that compiles with tsx: seconds apiece on a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000 });

const database = useCliDatabase();
const cli = (args: string[]) => database.cli("server/cli/jobs-run.ts", args);

describe("npm run jobs:run", () => {
  it("runs the work due on the day asked for, on a database it migrates itself, and says what it did", async () => {
    const res = await cli(["--as-of", "2027-01-07"]);
    expect(res.stderr).toBe("");
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(
      /^Due work as of 2027-01-07: SIP instalments made 0, notices 0, debits paid 0, missed 0, pending 0, gateway unavailable 0; SIPs cancelled 0, resumed 0, completed 0; consultation holds released 0, reminders a day before 0, an hour before 0$/m,
    );
  });

  it("refuses a day that is not a calendar date, and an unknown option", async () => {
    const bad = await cli(["--as-of", "2027-02-30"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--as-of must be a calendar date, YYYY-MM-DD, or a date and IST time, YYYY-MM-DDTHH:MM \(got 2027-02-30\)/);
    const unknown = await cli(["--when", "tomorrow"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/usage: npm run jobs:run -- \[--as-of YYYY-MM-DD\[THH:MM\]\]/);
  });
});

describe("npm run nav:import", () => {
  const nav = (args: string[]) => database.cli("server/cli/nav-import.ts", args);

  it("imports a NAVAll.txt file's NAVs for the plans mapped to a scheme code", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "navall-"));
    const file = path.join(dir, "NAVAll.txt");
    writeFileSync(
      file,
      [
        "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date",
        "",
        "100001;INF000A01AA1;-;Example Large Cap Fund - Direct Plan - Growth;104.5632;26-Nov-2026",
        "100009;INF000A01AZ1;-;Example Other Fund - Direct Plan - Growth;11.0000;26-Nov-2026",
      ].join("\n"),
    );
    const res = await nav([file, "--scheme", "equity-growth=100001"]);
    expect(res.stderr).toBe("");
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Imported 1 NAVs for 1 plan\(s\) from 2 published in .*NAVAll\.txt/);
  });

  it("refuses a mapping to a plan that does not exist, and a missing file", async () => {
    const bad = await nav(["NAVAll.txt", "--scheme", "gold-fund=100001"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--scheme gold-fund=100001: use PLAN=SCHEME_CODE with a plan of equity-growth/);
    const missing = await nav(["/nonexistent/NAVAll.txt", "--scheme", "equity-growth=100001"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot read \/nonexistent\/NAVAll\.txt/);
  });
});
