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
      /^Due work as of 2027-01-07: SIP instalments made 0, notices 0, debits paid 0, missed 0, pending 0, gateway unavailable 0; SIPs cancelled 0, resumed 0, completed 0$/m,
    );
  });

  it("refuses a day that is not a calendar date, and an unknown option", async () => {
    const bad = await cli(["--as-of", "2027-02-30"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--as-of must be a calendar date, YYYY-MM-DD \(got 2027-02-30\)/);
    const unknown = await cli(["--when", "tomorrow"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/usage: npm run jobs:run -- \[--as-of YYYY-MM-DD\]/);
  });
});
