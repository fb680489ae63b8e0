import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Db, type Executor } from "../../db/client";

/** The hash a chain without removed rows starts from. */
export const GENESIS_HASH = "0".repeat(64);

/** The transaction-scoped advisory lock the sealer takes (audit_logs_seal, migrations/0015_append_only_audit.sql). */
export const AUDIT_CHAIN_LOCK = 4_242_002;

const SEAL_BATCH = 1000;

/**
 * Chains every committed audit row not yet chained, a thousand per transaction, in the order it finds
 * them (oldest id first); rows commit in any order, so a row can be chained after a higher id. Another
 * instance sealing at the same moment makes this one return at once (a try-lock): each row is chained
 * once. Returns how many rows it chained.
 */
export async function sealAuditChain(db: Executor): Promise<number> {
  let sealed = 0;
  for (;;) {
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select audit_logs_seal(${SEAL_BATCH}) as n`);
    sealed += n;
    if (n < SEAL_BATCH) return sealed;
  }
}

/**
 * Chains every row committed so far, waiting for another instance's sealer rather than leaving the rows
 * to it: a backup must hold the chain whole. (Advisory locks are re-entrant, so the seal's own try-lock
 * succeeds under this one.)
 */
export async function sealWholeAuditChain(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
    await sealAuditChain(tx);
  });
}

const BATCH = 5000;

export type ChainBreak = { id: number; seq: number; problem: string };
export type ChainReport = {
  rows: number;
  firstSeq: number | null;
  lastSeq: number | null;
  head: { seq: number; hash: string } | null;
  broken: ChainBreak | null;
  /** Rows written but not yet chained (the sealer chains them within seconds). */
  unsealed?: number;
};

/**
 * Walks the audit trail's chained rows in chain order and recomputes every row's hash here, from the row's content
 * as the database writes it for the trigger (audit_logs_content) and the previous row's hash. The
 * first row that does not fit is named: edited (its hash does not match its content), removed before
 * it (its place or previous hash does not follow), or out of order. Rows removed by retention are
 * accounted for by the anchor they leave.
 */
export async function verifyAuditChain(db: Executor, onProgress: (rows: number) => void = () => {}): Promise<ChainReport> {
  const [anchor] = await queryRows<{ seq: number; hash: string }>(
    db,
    sql`select seq::float8 as seq, hash from audit_chain_anchor where id = 1`,
  );
  let expectedSeq = (anchor?.seq ?? 0) + 1;
  let prevHash = anchor?.hash ?? GENESIS_HASH;
  let rows = 0;
  let firstSeq: number | null = null;
  for (;;) {
    const batch = await queryRows<{ id: number; seq: number; prev_hash: string; hash: string; content: string }>(
      db,
      sql`select id, seq::float8 as seq, prev_hash, hash,
                 audit_logs_content(seq, user_id, subject_id, action_type, entity_type, entity_id, old_value, new_value, description, created_at) as content
            from audit_logs where seq is not null and (seq >= ${expectedSeq} or ${rows === 0}) order by seq limit ${BATCH}`,
    );
    for (const row of batch) {
      firstSeq ??= row.seq;
      const broken = (problem: string): ChainReport => ({
        rows,
        firstSeq,
        lastSeq: row.seq,
        head: null,
        broken: { id: row.id, seq: row.seq, problem },
      });
      if (row.seq !== expectedSeq) {
        return broken(
          row.seq > expectedSeq
            ? `rows ${expectedSeq} to ${row.seq - 1} of the chain are missing before it`
            : "it is out of order in the chain",
        );
      }
      if (row.prev_hash !== prevHash) return broken("its link to the row before it does not match: a row before it was changed or removed");
      const hash = createHash("sha256")
        .update(row.prev_hash + row.content, "utf8")
        .digest("hex");
      if (hash !== row.hash) return broken("its content does not match its hash: it was changed after it was written");
      prevHash = row.hash;
      expectedSeq += 1;
      rows += 1;
    }
    onProgress(rows);
    if (batch.length < BATCH) {
      const [{ unsealed }] = await queryRows<{ unsealed: number }>(
        db,
        sql`select count(*)::int as unsealed from audit_logs where seq is null`,
      );
      return {
        rows,
        firstSeq,
        lastSeq: rows ? expectedSeq - 1 : null,
        head: rows ? { seq: expectedSeq - 1, hash: prevHash } : null,
        broken: null,
        unsealed,
      };
    }
  }
}

/** Refuses to go on when the chain does not verify (a restore checks what it loaded before it commits). */
export async function assertAuditChainIntact(db: Executor, outcome = "nothing was restored"): Promise<void> {
  const chain = await verifyAuditChain(db);
  if (chain.broken) throw new Error(`The backup's audit trail is broken at row #${chain.broken.id}: ${chain.broken.problem}; ${outcome}.`);
}

/**
 * Whether the chain still holds a head recorded earlier (the seq and hash `npm run audit:verify` printed,
 * kept outside the database): a chain rebuilt after removing or changing rows up to that place cannot.
 */
export async function holdsRecordedHead(db: Executor, head: { seq: number; hash: string }): Promise<boolean> {
  const rows = await queryRows<{ hash: string }>(db, sql`select hash from audit_logs where seq = ${head.seq}`);
  if (rows.length) return rows[0].hash === head.hash;
  // Removed since by retention: then it is the anchor, or lies before it.
  const [anchor] = await queryRows<{ seq: number; hash: string }>(
    db,
    sql`select seq::float8 as seq, hash from audit_chain_anchor where id = 1`,
  );
  return Boolean(anchor && (anchor.seq > head.seq || (anchor.seq === head.seq && anchor.hash === head.hash)));
}

/**
 * Only a restore of a whole backup (and the bench's own scratch database) empties the trail and loads
 * rows with their own chain: it turns the refusing triggers off inside its transaction, which needs
 * the table's owner, and must check the chain before it commits.
 */
export async function suspendAuditTriggers(tx: Executor): Promise<void> {
  await tx.execute(sql`alter table audit_logs disable trigger audit_logs_chain`);
  await tx.execute(sql`alter table audit_logs disable trigger audit_logs_no_truncate`);
}

export async function resumeAuditTriggers(tx: Executor): Promise<void> {
  await tx.execute(sql`alter table audit_logs enable trigger audit_logs_chain`);
  await tx.execute(sql`alter table audit_logs enable trigger audit_logs_no_truncate`);
}
