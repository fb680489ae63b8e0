import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../client";

/** The embedded database's dump (what db:backup takes) never catches a transaction half way. */
describe.each([
  ["in the process", false],
  ["on its worker thread", true],
])("the embedded database %s", (_where, offThread) => {
  it("dumps only between transactions: a dump asked for while one is open holds that transaction's rows", async () => {
    const database = openDatabase({ inMemory: true, offThread });
    try {
      await database.db.execute(sql`create table dumped (n int)`);
      let dump: Promise<Blob> | undefined;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into dumped values (1)`);
        dump = database.embedded!.dumpDataDir();
        // The transaction goes on after the dump was asked for; a dump taken now would hold neither row.
        await tx.execute(sql`insert into dumped values (2)`);
      });
      const copy = openDatabase({ inMemory: true, loadDataDir: await dump! });
      try {
        expect(await queryRows(copy.db, sql`select n from dumped order by n`)).toEqual([{ n: 1 }, { n: 2 }]);
      } finally {
        await copy.close();
      }
    } finally {
      await database.close();
    }
  });
});
