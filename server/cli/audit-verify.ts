import { parseArgs } from "node:util";
import { holdsRecordedHead, sealAuditChain, verifyAuditChain } from "../modules/audit";
import { withCliDatabase } from "./cli-database";

const USAGE = "usage: npm run audit:verify [-- --head SEQ:HASH]";

/**
 * `npm run audit:verify`: chains rows not yet chained, then checks the audit trail's hash chain from its
 * first kept row to its last, in one snapshot, and prints the head to record outside the database. With --head (one printed before),
 * also checks the chain still holds it: a chain rebuilt from an earlier row on cannot.
 * Exit 0 when every row fits; 1 naming the first row that does not.
 */
async function main(): Promise<number> {
  let head: { seq: number; hash: string } | undefined;
  try {
    const { values } = parseArgs({ options: { head: { type: "string" } }, strict: true });
    if (values.head !== undefined) {
      const m = /^(\d+):([0-9a-f]{64})$/.exec(values.head);
      if (!m) throw new Error("--head must be SEQ:HASH as audit:verify printed it");
      head = { seq: Number(m[1]), hash: m[2] };
    }
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  return withCliDatabase(async ({ db }) => {
    // Rows written moments ago are chained first, as the server's sealer would.
    await sealAuditChain(db);
    return db.transaction(
      async (tx) => {
        const report = await verifyAuditChain(tx);
        if (report.broken) {
          const { id, seq, problem } = report.broken;
          console.error(`Audit trail broken at row #${id} (place ${seq} in the chain): ${problem}.`);
          console.error(`${report.rows} rows before it verified.`);
          return 1;
        }
        if (head && !(await holdsRecordedHead(tx, head))) {
          console.error(
            `Audit trail does not hold the recorded head (place ${head.seq}): rows up to it were changed or removed and the chain rebuilt.`,
          );
          return 1;
        }
        if (!report.head) {
          console.log("Audit trail is empty.");
          return 0;
        }
        console.log(`Audit trail intact: ${report.rows} rows verified (places ${report.firstSeq} to ${report.lastSeq} in the chain).`);
        console.log(`Head: ${report.head.seq}:${report.head.hash} (keep it outside the database; --head checks it later)`);
        return 0;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  });
}

void main().then((code) => process.exit(code));
