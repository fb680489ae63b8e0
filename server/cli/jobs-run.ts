import { parseArgs } from "node:util";
import { istToday, toIstDate } from "../../shared/calendar/ist";
import { loadToolConfig } from "../env";
import { OPERATOR_TOKEN_HEADER, runningServer } from "../db/embedded/control";
import { jobDeps, runDueWork, type DueWorkReport } from "../jobs/run-due";
import { withCliDatabase } from "./cli-database";

const USAGE = "usage: npm run jobs:run -- [--as-of YYYY-MM-DD[THH:MM]]";

/**
 * Runs the background work due on a day (today unless --as-of says another): SIP pre-debit notices and
 * debits, cancellations and pauses that end; consultation holds that ran out and reminders (as of the
 * IST time given, e.g. 2027-01-07T08:30, else now today or the end of another day). Safe beside running
 * instances: each item is claimed once.
 */
async function main(): Promise<number> {
  let asOf: string | undefined;
  try {
    ({ "as-of": asOf } = parseArgs({ options: { "as-of": { type: "string" } }, strict: true }).values);
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const [datePart, time] = (asOf ?? "").split("T");
  const day = asOf === undefined ? istToday() : /^\d{4}-\d{2}-\d{2}$/.test(datePart) ? toIstDate(datePart) : null;
  if (!day || (time !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))) {
    console.error(`--as-of must be a calendar date, YYYY-MM-DD, or a date and IST time, YYYY-MM-DDTHH:MM (got ${asOf})\n${USAGE}`);
    return 2;
  }
  const config = loadToolConfig();
  const say = (report: DueWorkReport) => {
    const s = report.sip;
    const c = report.consultations;
    console.log(
      `Due work as of ${report.asOf}: SIP instalments made ${s.made}, notices ${s.notices}, debits paid ${s.paid}, missed ${s.missed}, pending ${s.pending}, gateway unavailable ${s.unavailable}; SIPs cancelled ${s.cancelled}, resumed ${s.resumed}, completed ${s.completed}; consultation holds released ${c.expired}, reminders a day before ${c.remindedDayBefore}, an hour before ${c.remindedHourBefore}`,
    );
  };
  // The embedded database belongs to the server running on it: the work runs there (as db:backup does).
  const live = config.databaseUrl ? null : runningServer(config.dataDir);
  if (live) {
    const res = await fetch(`${live.url}/api/internal/jobs/run`, {
      method: "POST",
      headers: { [OPERATOR_TOKEN_HEADER]: live.token, "Content-Type": "application/json" },
      body: JSON.stringify({ asOf: day, ...(time ? { time } : {}) }),
    });
    if (!res.ok) {
      console.error(`Error: the running server refused: ${res.status} ${await res.text()}`);
      return 1;
    }
    say((await res.json()) as DueWorkReport);
    return 0;
  }
  return withCliDatabase(async (database) => {
    say(await runDueWork(database.db, jobDeps(config, { warn: (obj, msg) => console.warn(msg, obj) }), day, time));
    return 0;
  });
}

void main().then((code) => process.exit(code));
