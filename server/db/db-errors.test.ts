import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/setup/test-db";
import type { Database } from "./client";
import { loggable } from "./db-errors";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
});
afterAll(() => database.close());

const failure = async (query: ReturnType<typeof sql>) => {
  try {
    await database.db.execute(query);
  } catch (e) {
    return e;
  }
  throw new Error("the query did not fail");
};

describe("what a failed query leaves in the log", () => {
  it("names a bad input's error code, never the value the database quotes back", async () => {
    const err = await failure(sql`select ${"Asha-Verma-9876543210"}::int`);
    const logged = JSON.stringify(loggable(err));
    expect(logged).toContain("22P02");
    expect(logged).not.toContain("9876543210");
    expect(logged).not.toContain("select");
  });

  it("keeps the message of other database errors, which quote no input, and never the query", async () => {
    const err = await failure(sql`select * from no_such_table where name = ${"Asha Verma"}`);
    const logged = JSON.stringify(loggable(err));
    expect(logged).toContain("42P01");
    expect(logged).toContain("no_such_table");
    expect(logged).not.toContain("Asha Verma");
  });
});
