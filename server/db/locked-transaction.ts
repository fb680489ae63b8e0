import { sql } from "drizzle-orm";
import type { Db, Executor } from "./client";

/** fn in one transaction holding the advisory lock `key` until it ends (Database.withLock, on either database). */
export function lockedTransaction<T>(db: Db, key: number, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return fn(tx);
  });
}
