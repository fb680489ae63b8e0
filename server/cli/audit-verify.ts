import { verifyAuditChain } from "../modules/audit/audit-chain";
import { withCliDatabase } from "./cli-database";

/**
 * `npm run audit:verify`: checks the audit trail's hash chain from its first kept row to its last.
 * Exit 0 when every row fits; 1 naming the first row that does not (edited or removed behind the app's back).
 */
async function main(): Promise<number> {
  return withCliDatabase(async ({ db }) => {
    const report = await verifyAuditChain(db);
    if (report.broken) {
      const { id, seq, problem } = report.broken;
      console.error(`Audit trail broken at row #${id} (place ${seq} in the chain): ${problem}.`);
      console.error(`${report.rows} rows before it verified.`);
      return 1;
    }
    console.log(report.rows ? `Audit trail intact: ${report.rows} rows verified (places ${report.firstSeq} to ${report.lastSeq} in the chain).` : "Audit trail is empty.");
    return 0;
  });
}

main().then((code) => process.exit(code));
