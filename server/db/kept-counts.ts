import { sql } from "drizzle-orm";

/*
 * Row counts kept in row_counts by statement triggers (migrations 0001 and 0014), for tables too large
 * to count(*) on a request: each an SQL expression answering an int.
 */

/** The kept count under one key: a table ('users', 'audit_logs') or a table's status ('sip_investments:active'). */
export const keptCount = (key: string) => sql<number>`(select coalesce(sum(n), 0) from row_counts where table_name = ${key})::int`;

/** A table counted by status (status_counts_apply): all its rows, whatever their status. */
export const keptCountOfStatuses = (table: string) =>
  sql<number>`(select coalesce(sum(n), 0) from row_counts where table_name like ${`${table}:%`})::int`;
