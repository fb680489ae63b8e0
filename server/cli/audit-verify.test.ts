import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { useCliDatabase } from "../../tests/setup/cli";
import { queryRows } from "../db/client";

// CLI processes compile with tsx: seconds apiece on a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000 });

const { cli, inDatabase } = useCliDatabase();

describe("npm run audit:verify", () => {
  it("says the trail is intact and prints its head; names the row someone edited behind the app's back, or a rebuilt chain missing a recorded head (exit 1)", async () => {
    for (const name of ["asha", "vikram"]) {
      expect(
        (
          await cli("server/cli/user-create.ts", [
            "--username",
            name,
            "--password",
            "Strong@12345",
            "--email",
            `${name}@example.in`,
            "--full-name",
            name,
          ])
        ).code,
      ).toBe(0);
    }
    const intact = await cli("server/cli/audit-verify.ts");
    expect(intact.code).toBe(0);
    const [, head] = /^Head: (\d+:[0-9a-f]{64}) /m.exec(intact.stdout)!;
    expect(intact.stdout).toBe(
      `Audit trail intact: 2 rows verified (places 1 to 2 in the chain).\nHead: ${head} (keep it outside the database; --head checks it later)\n`,
    );
    expect((await cli("server/cli/audit-verify.ts", ["--head", head])).code).toBe(0);

    // Someone with the owner's rights rebuilds the chain without the second row: it verifies on its own,
    // but no longer holds the head recorded outside the database.
    await inDatabase((db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table kept on commit drop as select * from audit_logs where seq = 1`);
        await tx.execute(sql`alter table audit_logs disable trigger audit_logs_no_truncate`);
        await tx.execute(sql`truncate audit_logs cascade`);
        await tx.execute(sql`alter table audit_logs enable trigger audit_logs_no_truncate`);
        await tx.execute(sql`insert into audit_logs (id, user_id, subject_id, action_type, entity_type, entity_id, old_value, new_value, description, created_at)
                             select id, user_id, subject_id, action_type, entity_type, entity_id, old_value, new_value, description, created_at from kept`);
      }),
    );
    expect((await cli("server/cli/audit-verify.ts")).code).toBe(0);
    const rebuilt = await cli("server/cli/audit-verify.ts", ["--head", head]);
    expect(rebuilt).toMatchObject({
      code: 1,
      stderr: "Audit trail does not hold the recorded head (place 2): rows up to it were changed or removed and the chain rebuilt.\n",
    });
    expect((await cli("server/cli/audit-verify.ts", ["--head", "2:nothex"])).code).toBe(2);

    const [first] = await inDatabase(async (db) => {
      await db.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
      await db.execute(sql`update audit_logs set new_value = '{"role":"superadmin"}' where seq = 1`);
      await db.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
      return queryRows<{ id: number }>(db, sql`select id from audit_logs where seq = 1`);
    });
    const broken = await cli("server/cli/audit-verify.ts");
    expect(broken.code).toBe(1);
    expect(broken.stderr).toBe(
      `Audit trail broken at row #${first.id} (place 1 in the chain): its content does not match its hash: it was changed after it was written.\n0 rows before it verified.\n`,
    );
  });
});
