import path from "node:path";
import { parseArgs } from "node:util";
import { addCustomers, generationContext, removeFiles } from "../db/generate";
import { DEMO_SEED } from "../db/seed";
import { loadToolConfig } from "../env";
import { writeAudit } from "../modules/audit";
import { localFileStorage } from "../storage/file-storage";
import { cliContext, withCliDatabase } from "./cli-database";
import { duration, progressReporter } from "./progress";
import { now } from "../../shared/clock";

const USAGE = "usage: npm run db:seed -- --customers N [--months M]";
const MAX_CUSTOMERS = 1_000_000;
/** Customers per transaction: big enough for fast multi-row inserts, small enough that an interrupted run keeps what it did. */
const BATCH = 1000;

const wholeNumber = (value: string | undefined, name: string, min: number, max: number): number | string => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= min && n <= max
    ? n
    : `--${name} must be a whole number from ${min} to ${max.toLocaleString("en-IN")}`;
};

/**
 * Adds generated customers with their loans, SIPs, consultations, KYC documents (files included),
 * payments and audit trail to the configured database, spread over the last M months. Each batch is
 * one transaction; an interrupted run keeps the batches it finished.
 */
async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ options: { customers: { type: "string" }, months: { type: "string", default: "6" } }, strict: true }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const customers = wholeNumber(values.customers, "customers", 1, MAX_CUSTOMERS);
  const months = wholeNumber(values.months, "months", 1, 36);
  for (const problem of [customers, months].filter((v) => typeof v === "string")) console.error(problem);
  if (typeof customers === "string" || typeof months === "string") {
    console.error(USAGE);
    return 2;
  }
  const config = loadToolConfig();
  const storage = localFileStorage(path.join(config.dataDir, "uploads"));
  return withCliDatabase(async ({ db }) => {
    const started = performance.now();
    const ctx = await generationContext(db, { now: now(), months, seed: DEMO_SEED, storage });
    const report = progressReporter(customers, "customers");
    const totals = { customers: 0, rows: 0, files: 0 };
    report(0);
    while (totals.customers < customers) {
      const count = Math.min(BATCH, customers - totals.customers);
      const written: string[] = [];
      try {
        const added = await db.transaction(async (tx) => {
          const result = await addCustomers(tx, ctx, count, written);
          await writeAudit(tx, cliContext("db-seed"), {
            actionType: "generate_demo_data",
            description: `Operator added ${result.customers} generated customers (${result.rows} rows) over the last ${months} months from the command line`,
          });
          return result;
        });
        totals.customers += added.customers;
        totals.rows += added.rows;
        totals.files += added.files;
      } catch (e) {
        await removeFiles(storage, written);
        throw e;
      }
      report(totals.customers, `${totals.rows.toLocaleString("en-IN")} rows`);
    }
    console.log(
      `Added ${totals.customers.toLocaleString("en-IN")} customers with ${totals.rows.toLocaleString("en-IN")} rows and ${totals.files.toLocaleString("en-IN")} KYC files in ${duration((performance.now() - started) / 1000)}. They cannot sign in until given a password (npm run user:password).`,
    );
    return 0;
  });
}

void main().then((code) => process.exit(code));
