import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "../../db/client";

/** The hash a chain without removed rows starts from. */
export const GENESIS_HASH = "0".repeat(64);

const BATCH = 5000;

export type ChainBreak = { id: number; seq: number; problem: string };
export type ChainReport = { rows: number; firstSeq: number | null; lastSeq: number | null; broken: ChainBreak | null };

/**
 * Walks the audit trail in chain order and recomputes every row's hash here, from the row's content
 * as the database writes it for the trigger (audit_logs_content) and the previous row's hash. The
 * first row that does not fit is named: edited (its hash does not match its content), removed before
 * it (its place or previous hash does not follow), or out of order. Rows removed by retention are
 * accounted for by the anchor they leave.
 */
export async function verifyAuditChain(db: Executor, onProgress: (rows: number) => void = () => {}): Promise<ChainReport> {
  const [anchor] = await queryRows<{ seq: number; hash: string }>(db, sql`select seq::float8 as seq, hash from audit_chain_anchor where id = 1`);
  let expectedSeq = (anchor?.seq ?? 0) + 1;
  let prevHash = anchor?.hash ?? GENESIS_HASH;
  let rows = 0;
  let firstSeq: number | null = null;
  for (;;) {
    const batch = await queryRows<{ id: number; seq: number; prev_hash: string; hash: string; content: string }>(
      db,
      sql`select id, seq::float8 as seq, prev_hash, hash,
                 audit_logs_content(seq, user_id, subject_id, action_type, entity_type, entity_id, old_value, new_value, description, created_at) as content
            from audit_logs where seq >= ${expectedSeq} or ${rows === 0} order by seq limit ${BATCH}`,
    );
    for (const row of batch) {
      firstSeq ??= row.seq;
      const broken = (problem: string): ChainReport => ({ rows, firstSeq, lastSeq: row.seq, broken: { id: row.id, seq: row.seq, problem } });
      if (row.seq !== expectedSeq) {
        return broken(row.seq > expectedSeq ? `rows ${expectedSeq} to ${row.seq - 1} of the chain are missing before it` : "it is out of order in the chain");
      }
      if (row.prev_hash !== prevHash) return broken("its link to the row before it does not match: a row before it was changed or removed");
      const hash = createHash("sha256").update(row.prev_hash + row.content, "utf8").digest("hex");
      if (hash !== row.hash) return broken("its content does not match its hash: it was changed after it was written");
      prevHash = row.hash;
      expectedSeq += 1;
      rows += 1;
    }
    onProgress(rows);
    if (batch.length < BATCH) return { rows, firstSeq, lastSeq: rows ? expectedSeq - 1 : null, broken: null };
  }
}
