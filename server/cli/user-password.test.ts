import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { queryRows } from "../db/client";
import { useCliDatabase } from "../../tests/setup/cli";

// Each test starts CLI processes that compile with tsx: seconds apiece on a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000 });

const { cli, inDatabase } = useCliDatabase();

describe("npm run user:password", () => {
  it("tells the user by e-mail and in the app, once for each change", async () => {
    const created = await cli("server/cli/user-create.ts", [
      "--username",
      "meera",
      "--password",
      "Old@12345",
      "--email",
      "meera@example.in",
      "--full-name",
      "Meera Iyer",
    ]);
    expect(created.code).toBe(0);
    const changed = await cli("server/cli/user-password.ts", ["--username", "meera", "--password", "New@12345"]);
    expect(changed.stderr).toBe("");
    expect(changed.code).toBe(0);

    const first = await inDatabase(async (db) => ({
      notes: await queryRows<{ kind: string; event_key: string }>(db, sql`select kind, event_key from notifications order by id`),
      mails: await queryRows<{ to: string; subject: string; dedupe_key: string }>(
        db,
        sql`select payload->>'to' as "to", payload->>'subject' as subject, dedupe_key from outbox where topic = 'email' order by id`,
      ),
    }));
    expect(first.notes.map((n) => n.kind)).toEqual(["password_changed"]);
    expect(first.mails).toEqual([{ to: "meera@example.in", subject: "Your password was changed", dedupe_key: first.notes[0].event_key }]);

    expect((await cli("server/cli/user-password.ts", ["--username", "meera", "--password", "Newer@12345"])).code).toBe(0);
    expect((await cli("server/cli/user-password.ts", ["--username", "nobody", "--password", "Newer@12345"])).code).not.toBe(0);
    const kinds = await inDatabase((db) =>
      queryRows<{ kind: string }>(db, sql`select kind from outbox o join notifications n on n.event_key = o.dedupe_key`),
    );
    expect(kinds).toEqual([{ kind: "password_changed" }, { kind: "password_changed" }]);
  });
});
