import { parseArgs } from "node:util";
import { istToday, toIstDate } from "../../shared/calendar/ist";
import { loadToolConfig } from "../env";
import { jobDeps, runDueWork } from "../jobs/run-due";
import { withCliDatabase } from "./cli-database";

const USAGE = "usage: npm run jobs:run -- [--as-of YYYY-MM-DD]";

/**
 * Runs the background work due on a day (today unless --as-of says another): SIP pre-debit notices and
 * debits, cancellations and pauses that end. Safe beside running instances: each item is claimed once.
 */
async function main(): Promise<number> {
  let asOf: string | undefined;
  try {
    ({ "as-of": asOf } = parseArgs({ options: { "as-of": { type: "string" } }, strict: true }).values);
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const day = asOf === undefined ? istToday() : /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? toIstDate(asOf) : null;
  if (!day) {
    console.error(`--as-of must be a calendar date, YYYY-MM-DD (got ${asOf})\n${USAGE}`);
    return 2;
  }
  const config = loadToolConfig();
  return withCliDatabase(async (database) => {
    const report = await runDueWork(database.db, jobDeps(config, { warn: (obj, msg) => console.warn(msg, obj) }), day);
    const s = report.sip;
    console.log(
      `Due work as of ${day}: SIP instalments made ${s.made}, notices ${s.notices}, debits paid ${s.paid}, missed ${s.missed}, pending ${s.pending}, gateway unavailable ${s.unavailable}; SIPs cancelled ${s.cancelled}, resumed ${s.resumed}, completed ${s.completed}`,
    );
    return 0;
  });
}

void main().then((code) => process.exit(code));
