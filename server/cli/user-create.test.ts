import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { useCliDatabase } from "../../tests/setup/cli";

// Each test starts CLI processes that compile with tsx: seconds apiece on a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000 });

const database = useCliDatabase();
const cli = (args: string[]) => database.cli("server/cli/user-create.ts", args);

describe("npm run user:create", () => {
  it("creates an admin on a fresh database and refuses a duplicate", async () => {
    const args = [
      "--username",
      "opsadmin",
      "--password",
      "Ops@12345",
      "--email",
      "ops@example.in",
      "--full-name",
      "Ops Admin",
      "--role",
      "admin",
    ];
    const first = await cli(args);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Created admin opsadmin/);
    const again = await cli(args);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/Username already exists/);
    if (database.env().DATABASE_URL) {
      const c = new pg.Client({ connectionString: database.env().DATABASE_URL });
      await c.connect();
      const r = await c.query("select role from users where username = 'opsadmin'");
      await c.end();
      expect(r.rows).toEqual([{ role: "admin" }]);
    }
  });

  it("rejects a bad role or missing fields with a message and non-zero exit", async () => {
    const bad = await cli([
      "--username",
      "x1y",
      "--password",
      "Ops@12345",
      "--email",
      "x@example.in",
      "--full-name",
      "X Y",
      "--role",
      "god",
    ]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/Role must be user, admin or superadmin/);
    const missing = await cli(["--username", "onlyname"]);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(/password/);
    const unknownFlag = await cli(["--bogus"]);
    expect(unknownFlag.code).not.toBe(0);
    expect(unknownFlag.stderr).toMatch(/usage/);
  });
});
