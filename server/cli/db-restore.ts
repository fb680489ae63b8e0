import { parseArgs } from "node:util";
import { restoreBackup } from "../db/backup/restore";
import { secureDataDir } from "../db/data-dir";
import { loadToolConfig } from "../env";

const USAGE = "usage: npm run db:restore -- --in FILE [--force]";

/** Restores a db:backup file into the configured database; refuses one that holds data unless --force. */
async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ options: { in: { type: "string" }, force: { type: "boolean", default: false } }, strict: true }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.in) {
    console.error(`--in is required\n${USAGE}`);
    return 2;
  }
  const config = loadToolConfig();
  secureDataDir(config.dataDir);
  try {
    await restoreBackup(config, values.in, values.force ?? false, (line) => console.log(line));
    console.log(`Restored ${values.in} into ${config.databaseUrl ? "PostgreSQL" : config.dataDir}`);
    return 0;
  } catch (e) {
    console.error(`Error: ${(e as Error).message}`);
    return 1;
  }
}

void main().then((code) => process.exit(code));
