import { is, sql } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import * as schema from "../../../shared/schema";
import { assertAuditChainIntact, resumeAuditTriggers, suspendAuditTriggers } from "../../modules/audit";
import { queryRows, type Db } from "../client";

/** Kept by triggers as rows are inserted (migrations/0001, 0014 and 0017), so they are rebuilt, never copied. */
const DERIVED_TABLES = new Set(["loan_monthly_stats", "row_counts"]);
const BATCH = 1000;

type TableInfo = { name: string; dependsOn: string[]; keys: string[]; serial: string | null };

/** Every table of the schema, parents before children (foreign keys), derived tables left out. */
export function copyableTables(): TableInfo[] {
  const tables = (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => {
      const c = getTableConfig(t);
      const pk = c.columns.filter((col) => col.primary).map((col) => col.name);
      const composite = c.primaryKeys[0]?.columns.map((col) => col.name) ?? [];
      const serial = c.columns.find((col) => col.primary && col.columnType === "PgSerial")?.name ?? null;
      return {
        name: c.name,
        dependsOn: c.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name).filter((n) => n !== c.name),
        keys: pk.length ? pk : composite,
        serial,
      };
    })
    .filter((t) => !DERIVED_TABLES.has(t.name));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t.name) && t.dependsOn.every((d) => placed.has(d) || DERIVED_TABLES.has(d)));
    if (ready.length === 0) throw new Error("Foreign keys form a cycle; cannot order the tables");
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
  }
  return ordered;
}

/**
 * Copies every row of every table from one database to another of the same schema version (e.g. a
 * PGlite backup into PostgreSQL), in one transaction on the target: rows travel as JSON batches
 * (json_populate_recordset keeps every type exact), sequences are moved past the copied ids, and the
 * derived tables are rebuilt by their triggers. The target's tables are emptied first.
 */
export async function copyAllTables(from: Db, to: Db, progress: (table: string, rows: number) => void = () => {}) {
  const tables = copyableTables();
  await to.transaction(async (tx) => {
    // A restore empties the audit trail and loads rows with the chain they already have: the triggers that
    // refuse that are off in this transaction only (which needs the table's owner), and the loaded chain
    // is checked before the restore commits (docs/decisions/append-only-audit-trail.md).
    await suspendAuditTriggers(tx);
    const all = [...tables.map((t) => t.name), ...DERIVED_TABLES];
    await tx.execute(sql.raw(`truncate ${all.map((n) => `"${n}"`).join(", ")} restart identity cascade`));
    for (const t of tables) {
      const order = sql.raw(t.keys.map((k) => `"${k}"`).join(", ") || "1");
      let copied = 0;
      for (;;) {
        const [{ rows }] = await queryRows<{ rows: string }>(
          from,
          sql`select coalesce(json_agg(x), '[]')::text as rows from (select * from ${sql.identifier(t.name)} order by ${order} limit ${BATCH} offset ${copied}) x`,
        );
        const batch = JSON.parse(rows) as unknown[];
        if (batch.length === 0) break;
        await tx.execute(
          sql`insert into ${sql.identifier(t.name)} select * from json_populate_recordset(null::${sql.identifier(t.name)}, ${rows}::json)`,
        );
        copied += batch.length;
        if (batch.length < BATCH) break;
      }
      if (t.serial) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${t.name}, ${t.serial}), coalesce((select max(${sql.identifier(t.serial)}) from ${sql.identifier(t.name)}), 1), (select count(*) > 0 from ${sql.identifier(t.name)}))`,
        );
      }
      progress(t.name, copied);
    }
    await resumeAuditTriggers(tx);
    await assertAuditChainIntact(tx);
  });
}
